import { login, logout, me, register } from '../../contract/auth';
import { handle, type Route } from '../http/calls';
import type { AuthService } from './service';

export function authRoutes(auth: AuthService): Route[] {
  return [
    handle(register, (input) => auth.register(input)),
    handle(login, (input, ctx) => auth.login(input, ctx.ip)),
    handle(logout, (_input, ctx) => auth.logout(ctx.user)),
    handle(me, async (_input, ctx) => ({ user_id: ctx.user.id, role: ctx.user.role, email: ctx.user.email })),
  ];
}
