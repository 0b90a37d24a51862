import { describe, expect, it } from 'vitest';
import { homeRoutes, plainRoutes } from '../../../app/route-table';
import { ACCOUNT_LINKS, accountLinks } from '../../../shared/account/account-links';

const routes = new Map([...homeRoutes, ...plainRoutes].map((r) => [r.path.toLowerCase(), r]));
const routeOf = (to: string) => routes.get(to.split('?')[0]!.toLowerCase());

describe('account links (docs/decisions/0041-ways-in.md)', () => {
  it('every entry points at a registered route', () => {
    for (const link of ACCOUNT_LINKS) expect(routeOf(link.to), link.to).toBeDefined();
  });

  it('a logged-out visitor sees no login-only route', () => {
    const keys = accountLinks(null).map((l) => l.key);
    expect(keys).toEqual(['language']);
    for (const link of accountLinks(null)) expect(routeOf(link.to)?.login, link.to).toBe(false);
  });

  it('a customer sees orders, addresses and the legal pages, no seller tools', () => {
    const keys = accountLinks('c').map((l) => l.key);
    expect(keys).toEqual(
      expect.arrayContaining(['orders', 'addresses', 'language', 'about', 'terms', 'privacy']),
    );
    expect(keys).not.toContain('myPosts');
    expect(keys).not.toContain('pickup');
  });

  it('a seller also sees posts, content, sales, payment codes and pickup addresses', () => {
    const keys = accountLinks('s').map((l) => l.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'myPosts',
        'myContent',
        'sales',
        'paymentCodes',
        'pickup',
        'orders',
        'addresses',
      ]),
    );
    expect(keys).toHaveLength(ACCOUNT_LINKS.length);
  });
});
