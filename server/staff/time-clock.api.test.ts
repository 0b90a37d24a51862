import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../contract/staff';
import type { HoursTotal, TimeEntry } from '../../contract/time-clock';
import { serverForFile } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { type StaffShop, shopWithStaff as staffShop, unlockTill } from './staff-shop.testing';

/**
 * The time clock (docs/decisions/0287-time-clock.md) on SQLite and PostgreSQL: clocking in and out with a PIN,
 * the hours per person, an open entry without minutes, wrong PINs throttled with the till's unlock, the hours for a
 * manager and not a cashier, the owner's corrections, the CSV, and a removed member's hours kept.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 09:02 in Hong Kong (01:02 UTC) three days ago: the server's clock, moved on by the tests
const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
const start = Date.parse(`${day}T01:02:00Z`);
let clock = start;

const server = await serverForFile({}, { now: () => clock });

type Shop = StaffShop<'owner' | 'manager' | 'cashier'>;

const shopWithStaff = (): Promise<Shop> =>
  staffShop(server, {
    owner: ['Mei', '1111', 'owner'],
    manager: ['Ka Yan', '2222', 'manager'],
    cashier: ['Kit', '3333', 'cashier'],
  });
const unlock = (shop: Shop, pin: string) => unlockTill(server, shop, pin);

type Clocked = { entry: TimeEntry; staff: StaffMember; clocked_in: boolean };
type Hours = { entries: TimeEntry[]; totals: HoursTotal[]; can_edit: boolean };

async function clockWith(shop: Shop, pin: string, staffId?: string): Promise<Clocked> {
  const res = await server.call<Clocked>(
    '/res/staff/clock',
    { pin, ...(staffId ? { staff_id: staffId } : {}) },
    { token: shop.till },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

const hours = (shop: Shop, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  server.call<Hours>('/res/staff/hours', { from: day, to: day }, { token: shop.owner, ...opts });

const codeOf = (body: unknown) => (body as { error: { code: number } }).error.code;

describe(`the time clock (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('clocks in and out with a PIN; the hours add up per person; an open entry has no minutes', async () => {
    clock = start;
    const shop = await shopWithStaff();
    const first = await clockWith(shop, '3333');
    expect(first.clocked_in).toBe(true);
    expect(first.staff.name).toBe('Kit');
    expect(first.entry).toMatchObject({ clock_in: start, clock_out: null, minutes: null, edited: false });

    clock = start + HOUR;
    await clockWith(shop, '2222', shop.ids.manager);
    const open = (await hours(shop)).data;
    expect(open.entries).toHaveLength(2);
    expect(open.entries.every((e) => e.clock_out === null && e.minutes === null)).toBe(true);
    expect(open.totals.map((t) => [t.name, t.minutes])).toEqual([
      ['Kit', 0],
      ['Ka Yan', 0],
    ]);

    clock = start + 6 * HOUR + 12 * MINUTE;
    const out = await clockWith(shop, '3333');
    expect(out.clocked_in).toBe(false);
    expect(out.entry).toMatchObject({ _id: first.entry._id, clock_out: clock, minutes: 372 });
    clock = start + 3 * HOUR;
    expect((await clockWith(shop, '2222')).entry.minutes).toBe(120);
    clock = start + 7 * HOUR;
    expect((await clockWith(shop, '3333')).clocked_in).toBe(true);
    clock = start + 8 * HOUR;
    expect((await clockWith(shop, '3333')).entry.minutes).toBe(60);

    const read = (await hours(shop)).data;
    expect(read.entries).toHaveLength(3);
    expect(read.entries[0]!.clock_in).toBe(start + 7 * HOUR); // newest first
    expect(read.totals).toEqual([
      { staff_id: shop.ids.cashier, name: 'Kit', minutes: 432 },
      { staff_id: shop.ids.manager, name: 'Ka Yan', minutes: 120 },
    ]);
    expect(read.can_edit).toBe(true);
    // another day holds none of them
    const before = new Date(start - 86_400_000).toISOString().slice(0, 10);
    const other = await server.call<Hours>(
      '/res/staff/hours',
      { from: before, to: before },
      { token: shop.owner },
    );
    expect(other.data.entries).toEqual([]);
  });

  it('a wrong PIN is refused and throttled with the till unlock; the clock works at a locked till', async () => {
    clock = start + 10 * HOUR;
    const shop = await shopWithStaff();
    await unlock(shop, '3333'); // the till session is now a till: locked without its token
    expect((await clockWith(shop, '3333')).clocked_in).toBe(true);
    // her PIN with another member's id is a wrong PIN
    const other = await server.call(
      '/res/staff/clock',
      { pin: '3333', staff_id: shop.ids.manager },
      { token: shop.till },
    );
    expect(other.status).toBe(403);
    expect(codeOf(other.body)).toBe(40353);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await server.call('/res/staff/clock', { pin: '9999' }, { token: shop.till });
      expect(wrong.status).toBe(403);
      expect(codeOf(wrong.body)).toBe(40353);
    }
    const blocked = await server.call('/res/staff/clock', { pin: '2222' }, { token: shop.till });
    expect(blocked.status).toBe(429);
    expect(codeOf(blocked.body)).toBe(42950);
    // the same counters as the unlock's
    const unlockBlocked = await server.call('/res/till/unlock', { pin: '2222' }, { token: shop.till });
    expect(unlockBlocked.status).toBe(429);
    // another device of the shop still clocks
    expect(
      (await server.call<Clocked>('/res/staff/clock', { pin: '2222' }, { token: shop.owner })).data
        .clocked_in,
    ).toBe(true);
  });

  it('the hours need see_reports: a cashier is refused, a manager reads them and may not edit', async () => {
    clock = start + 11 * HOUR;
    const shop = await shopWithStaff();
    await clockWith(shop, '3333');
    const cashier = await hours(shop, { token: shop.till, headers: await unlock(shop, '3333') });
    expect(cashier.status).toBe(403);
    expect(codeOf(cashier.body)).toBe(40350);
    const cashierCsv = await server.call(
      '/res/staff/hours_csv',
      { from: day, to: day },
      { token: shop.till, headers: await unlock(shop, '3333') },
    );
    expect(cashierCsv.status).toBe(403);
    expect(codeOf(cashierCsv.body)).toBe(40350);
    // a till without its token is locked
    expect(codeOf((await hours(shop, { token: shop.till })).body)).toBe(40351);
    const manager = await hours(shop, { token: shop.till, headers: await unlock(shop, '2222') });
    expect(manager.status, JSON.stringify(manager.body)).toBe(200);
    expect(manager.data.entries).toHaveLength(1);
    expect(manager.data.can_edit).toBe(false);
    const owner = await hours(shop, { token: shop.till, headers: await unlock(shop, '1111') });
    expect(owner.data.can_edit).toBe(true);
  });

  it('the owner edits an entry (a manager is refused); the times are checked', async () => {
    clock = start + 12 * HOUR;
    const shop = await shopWithStaff();
    const { entry } = await clockWith(shop, '3333');
    const edit = (body: object, opts: { token: string; headers?: Record<string, string> }) =>
      server.call<TimeEntry>('/res/staff/hours_edit', { id: entry._id, ...body }, opts);
    const fixed = { clock_in: start + HOUR, clock_out: start + 9 * HOUR + 30 * MINUTE };

    const manager = await edit(fixed, { token: shop.till, headers: await unlock(shop, '2222') });
    expect(manager.status).toBe(403);
    expect(codeOf(manager.body)).toBe(40352);

    const owner = await edit(fixed, { token: shop.owner });
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.data).toMatchObject({ ...fixed, minutes: 510, edited: true, name: 'Kit' });
    // her PIN at the till as the owner may too
    const ownerAtTill = await edit(
      { clock_in: start + HOUR, clock_out: start + 9 * HOUR },
      { token: shop.till, headers: await unlock(shop, '1111') },
    );
    expect(ownerAtTill.data.minutes).toBe(480);

    const backwards = await edit(
      { clock_in: start + 2 * HOUR, clock_out: start + HOUR },
      { token: shop.owner },
    );
    expect(backwards.status).toBe(400);
    expect(codeOf(backwards.body)).toBe(40062);
    const tooLong = await edit(
      { clock_in: start - 20 * HOUR, clock_out: start + 5 * HOUR },
      { token: shop.owner },
    );
    expect(codeOf(tooLong.body)).toBe(40063);
    const future = await edit({ clock_in: start + HOUR, clock_out: clock + HOUR }, { token: shop.owner });
    expect(codeOf(future.body)).toBe(40064);
    // another shop's entry is not found
    const stranger = await signUp(server, 's');
    expect((await edit(fixed, { token: stranger.token })).status).toBe(404);

    const read = (await hours(shop)).data;
    expect(read.entries[0]).toMatchObject({ minutes: 480, edited: true });
    expect(read.totals[0]!.minutes).toBe(480);
  });

  it('the CSV has a row per entry in Hong Kong time with its hours; a removed member keeps her hours', async () => {
    clock = start;
    const shop = await shopWithStaff();
    await clockWith(shop, '3333');
    clock = start + HOUR;
    await clockWith(shop, '2222');
    clock = start + 6 * HOUR + 12 * MINUTE;
    await clockWith(shop, '3333');
    clock = start + 13 * HOUR;

    await server.call('/res/staff/remove', { id: shop.ids.cashier }, { token: shop.owner });
    const res = await server.call<{ filename: string; csv: string }>(
      '/res/staff/hours_csv',
      { from: day, to: day },
      { token: shop.owner },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.filename).toBe(`hours-${day}-to-${day}.csv`);
    const lines = res.data.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'name,clock_in,clock_out,hours,edited',
      `Kit,${day} 09:02:00,${day} 15:14:00,6.20,no`,
      `Ka Yan,${day} 10:02:00,,,no`,
    ]);
    const read = (await hours(shop)).data;
    expect(read.totals.find((t) => t.staff_id === shop.ids.cashier)).toMatchObject({
      name: 'Kit',
      minutes: 372,
    });
    // her PIN no longer clocks
    const gone = await server.call('/res/staff/clock', { pin: '3333' }, { token: shop.owner });
    expect(gone.status).toBe(403);
  });
});
