import {
  listPasskeys,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyReauth,
  passkeyReauthOptions,
  passkeyRegister,
  passkeyRegisterOptions,
  removePasskey,
} from '../../../contract/passkeys';
import { handle, type Route } from '../../http/calls';
import { userAgentOf } from '../credentials/routes';
import type { PasskeyService } from './passkey-service';

/** passkeys (contract/passkeys.ts, docs/decisions/0256-passkeys.md) */
export function passkeyRoutes(passkeys: PasskeyService): Route[] {
  return [
    handle(passkeyRegisterOptions, (_input, ctx) => passkeys.registerOptions(ctx.user)),
    handle(passkeyRegister, (input, ctx) => passkeys.register(ctx.user, input, userAgentOf(ctx))),
    handle(passkeyLoginOptions, (_input, ctx) => passkeys.loginOptions(ctx.ip)),
    handle(passkeyLogin, (input, ctx) => passkeys.login(input, userAgentOf(ctx))),
    handle(passkeyReauthOptions, (_input, ctx) => passkeys.reauthOptions(ctx.user)),
    handle(passkeyReauth, (input, ctx) => passkeys.reprove(ctx.user, input)),
    handle(listPasskeys, (_input, ctx) => passkeys.list(ctx.user)),
    handle(removePasskey, (input, ctx) => passkeys.remove(ctx.user, input.id)),
  ];
}
