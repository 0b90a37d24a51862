import { login, logout, me, reauth, register } from '../../../contract/auth';
import { handle, type Route } from '../../http/calls';
import type { AccountService } from '../credentials/credentials-service';
import { userAgentOf } from '../credentials/routes';
import { deviceCookieOf } from './device-cookie';
import type { AuthService } from './service';

export function authRoutes(auth: AuthService, accounts: AccountService): Route[] {
  return [
    // register sends the verification mail; both record the device for the session list (AccountService)
    handle(register, (input, ctx) => accounts.register(input, userAgentOf(ctx))),
    // a device that signed in before keeps signing in while strangers lock the account (./device-cookie.ts)
    handle(login, (input, ctx) => accounts.login(input, ctx.ip, userAgentOf(ctx), deviceCookieOf(ctx))),
    handle(logout, (_input, ctx) => auth.logout(ctx.user)),
    handle(reauth, (input, ctx) => auth.reproveWithPassword(ctx.user, input.passwd, ctx.ip)),
    handle(me, async (_input, ctx) => ({ user_id: ctx.user.id, role: ctx.user.role, email: ctx.user.email })),
  ];
}
