import { expect } from 'vitest';
import type { StaffMember } from '../../contract/staff';
import { signUp, TEST_PASSWORD, type TestServer } from '../testing/test-server';

/** a shop with staff for the API tests (docs/decisions/0280-staff-pins-and-roles.md) */
export interface StaffShop<K extends string> {
  /** the owner's own device */
  owner: string;
  /** a second session of the shop: the shared till */
  till: string;
  ids: Record<K, string>;
}

/** a new seller whose staff the owner adds (name, PIN, role each), and a second sign-in of hers as the till */
export async function shopWithStaff<K extends string>(
  server: TestServer,
  members: Record<K, readonly [name: string, pin: string, role: string]>,
): Promise<StaffShop<K>> {
  const seller = await signUp(server, 's');
  const ids = {} as Record<K, string>;
  for (const [key, [name, pin, role]] of Object.entries(members) as [
    K,
    readonly [string, string, string],
  ][]) {
    const res = await server.call<StaffMember>(
      '/res/staff/create',
      { name, pin, role },
      { token: seller.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids[key] = res.data._id;
  }
  const till = (
    await server.call<{ token: string }>('/auth/user/login', { email: seller.email, passwd: TEST_PASSWORD })
  ).data.token;
  return { owner: seller.token, till, ids };
}

/** the till unlocked with a PIN: the header of the member acting */
export async function unlockTill(
  server: TestServer,
  shop: { till: string },
  pin: string,
): Promise<Record<string, string>> {
  const res = await server.call<{ token: string }>('/res/till/unlock', { pin }, { token: shop.till });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { 'x-till-token': res.data.token };
}
