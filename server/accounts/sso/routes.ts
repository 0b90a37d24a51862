import { ssoConfig, ssoLink, ssoStart, vioSso } from '../../../contract/sso';
import { handle, type Route } from '../../http/calls';
import { userAgentOf } from '../credentials/routes';
import type { SsoService } from './sso-service';

/** single sign-on (contract/sso.ts, docs/decisions/0102-single-sign-on.md) */
export function ssoRoutes(sso: SsoService): Route[] {
  return [
    handle(ssoConfig, async () => sso.status()),
    handle(ssoStart, (input, ctx) => sso.start(input, ctx.ip, ctx.user)),
    handle(vioSso, (input, ctx) => sso.finish(input, userAgentOf(ctx))),
    handle(ssoLink, (input, ctx) => sso.link(input, ctx.ip, userAgentOf(ctx))),
  ];
}
