import {
  accountStatus,
  changeEmail,
  changePassword,
  endOtherSessions,
  endSession,
  listSessions,
  resendVerification,
  resetPassword,
  resetPasswordEmail,
  setPassword,
  verifyEmail,
} from '../../../contract/account';
import { handle, type Route } from '../../http/calls';
import type { RequestContext } from '../../http/context';
import type { AccountService } from './credentials-service';

export function userAgentOf(ctx: RequestContext): string | null {
  const ua = ctx.request.headers['user-agent'];
  return typeof ua === 'string' && ua ? ua : null;
}

/** the account calls of issue 9, auth side (contract/account.ts) */
export function accountRoutes(accounts: AccountService): Route[] {
  return [
    handle(verifyEmail, (input) => accounts.verifyEmail(input.token)),
    handle(resendVerification, (input, ctx) => accounts.resendVerification(ctx.user, input.locale)),
    handle(resetPasswordEmail, (input, ctx) => accounts.resetPasswordEmail(input.email, ctx.ip)),
    handle(resetPassword, (input, ctx) =>
      accounts.resetPassword(input.token, input.passwd, userAgentOf(ctx)),
    ),
    handle(accountStatus, (_input, ctx) => accounts.status(ctx.user)),
    handle(changePassword, (input, ctx) => accounts.changePassword(ctx.user, input, ctx.ip)),
    handle(changeEmail, (input, ctx) => accounts.changeEmail(ctx.user, input, ctx.ip)),
    handle(listSessions, (_input, ctx) => accounts.sessions(ctx.user)),
    handle(endSession, (input, ctx) => accounts.endSession(ctx.user, input.id)),
    handle(endOtherSessions, (_input, ctx) => accounts.endOtherSessions(ctx.user)),
    handle(setPassword, (input, ctx) => accounts.setPassword(ctx.user, input.passwd)),
  ];
}
