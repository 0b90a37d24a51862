import {
  linkWallet,
  listWallets,
  unlinkWallet,
  walletLogin,
  walletNonce,
  walletReauth,
} from '../../../contract/wallet';
import { handle, type Route } from '../../http/calls';
import { userAgentOf } from '../credentials/routes';
import type { WalletService } from './wallet-service';

/** wallet sign-in and linking (contract/wallet.ts, docs/decisions/0101-sign-in-with-ethereum.md) */
export function walletRoutes(wallets: WalletService): Route[] {
  return [
    handle(walletNonce, (_input, ctx) => wallets.nonce(ctx.ip)),
    handle(walletLogin, (input, ctx) => wallets.login(input, userAgentOf(ctx))),
    handle(listWallets, (_input, ctx) => wallets.list(ctx.user)),
    handle(linkWallet, (input, ctx) => wallets.link(ctx.user, input)),
    handle(unlinkWallet, (input, ctx) => wallets.unlink(ctx.user, input.address)),
    handle(walletReauth, (input, ctx) => wallets.reprove(ctx.user, input)),
  ];
}
