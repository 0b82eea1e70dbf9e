import type { EventDayEmployee } from '@sge/shared/contract';
import { hashBadgeInput, sha256Hex } from '@sge/shared/badges';
import {
  QUICK_CHECKOUT_MS,
  REPEAT_WINDOW_MS,
  buildBadgeIndex,
  createRepeatGuard,
  linkOfHolder,
  matchBadge,
  nextScanAction,
  type BadgeSource,
} from '../badge-match';
import { aLink } from './fixtures';

const SAT = '2026-11-21';
const SUN = '2026-11-22';
const MARIA_CODE = 'ABCDEFGHJKMNPQRSTVWXYZ0123';
const RITA_CODE = '0123456789ABCDEFGHJKMNPQRS';
const OLD_CODE = 'ZYXWVTSRQPNMKJHGFEDCBA9876';

const person = (over: Partial<EventDayEmployee>): EventDayEmployee => ({
  id: 1,
  employeeId: 1,
  name: 'Ana',
  function: 'Garçom',
  payRate: '150.00',
  checkIn: null,
  checkOut: null,
  paymentRequested: false,
  paid: false,
  syncStatus: 'SYNCED',
  ...over,
});

async function event(): Promise<BadgeSource> {
  const hashes = async (code: string) => ({ badgeHash: await sha256Hex(code), badgeShortHash: await sha256Hex(code.slice(0, 10)) });
  return {
    eventDays: [
      { date: SAT, employees: [person({ id: 11, employeeId: 1, name: 'Maria', ...(await hashes(MARIA_CODE)) }), person({ id: 12, employeeId: 2, name: 'Sem crachá' })] },
      { date: SUN, employees: [person({ id: 21, employeeId: 4, name: 'Rita', ...(await hashes(RITA_CODE)) })] },
    ],
    replacedBadgeHashes: [await sha256Hex(OLD_CODE), await sha256Hex(OLD_CODE.slice(0, 10))],
  };
}

const read = async (text: string) => {
  const hashed = await hashBadgeInput(text);
  if (!hashed) throw new Error(`unreadable: ${text}`);
  return hashed;
};

describe('matchBadge', () => {
  it("finds the day's person by the QR payload (the full code's hash)", async () => {
    const index = buildBadgeIndex(await event());
    expect(matchBadge(index, SAT, await read(`SGE1:${MARIA_CODE}`))).toEqual({ status: 'found', holder: { linkId: 11, employeeId: 1, name: 'Maria' } });
  });

  it("finds them by the short code typed by hand (the short code's hash), dashes and case ignored", async () => {
    const index = buildBadgeIndex(await event());
    expect(matchBadge(index, SAT, await read('abcde-fghjk'))).toMatchObject({ status: 'found', holder: { linkId: 11 } });
    // A short code is never compared with full-code hashes, nor the other way round.
    expect(matchBadge(index, SAT, { kind: 'code', hash: await sha256Hex(MARIA_CODE.slice(0, 10)) })).toEqual({ status: 'unknown' });
  });

  it("a badge of the event's staff on another day is 'not scheduled for this day'", async () => {
    const index = buildBadgeIndex(await event());
    expect(matchBadge(index, SAT, await read(`SGE1:${RITA_CODE}`))).toEqual({ status: 'notScheduled' });
    expect(matchBadge(index, SAT, await read('01234-56789'))).toEqual({ status: 'notScheduled' });
    expect(matchBadge(index, SUN, await read(`SGE1:${RITA_CODE}`))).toMatchObject({ status: 'found', holder: { linkId: 21 } });
  });

  it('a replaced code (full or short) is recognised as replaced', async () => {
    const index = buildBadgeIndex(await event());
    expect(matchBadge(index, SAT, await read(`SGE1:${OLD_CODE}`))).toEqual({ status: 'replaced' });
    expect(matchBadge(index, SAT, await read('ZYXWV-TSRQP'))).toEqual({ status: 'replaced' });
  });

  it('anything else is unknown, including on an event copy without hashes', async () => {
    const index = buildBadgeIndex(await event());
    expect(matchBadge(index, SAT, await read('SGE1:00000000000000000000000000'))).toEqual({ status: 'unknown' });
    const bare = buildBadgeIndex({ eventDays: [{ date: SAT, employees: [person({ id: 11 })] }] });
    expect(matchBadge(bare, SAT, await read(`SGE1:${MARIA_CODE}`))).toEqual({ status: 'unknown' });
  });
});

describe('linkOfHolder', () => {
  it("joins the event's person to the store's link by link id, else by employee and day", () => {
    const links = [aLink({ id: 11, employeeId: 1, eventDay: SAT }), aLink({ id: 99, employeeId: 7, eventDay: SAT }), aLink({ id: 98, employeeId: 7, eventDay: SUN })];
    expect(linkOfHolder(links, { linkId: 11, employeeId: 1, name: 'Maria' }, SAT)?.id).toBe(11);
    expect(linkOfHolder(links, { linkId: 5, employeeId: 7, name: 'Zé' }, SAT)?.id).toBe(99);
    expect(linkOfHolder(links, { linkId: 5, employeeId: 8, name: 'Ninguém' }, SAT)).toBeUndefined();
  });
});

describe('nextScanAction', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('not in → check-in; in for a while → check-out; out → already out (with the time)', () => {
    expect(nextScanAction({ checkIn: null, checkOut: null }, now)).toEqual({ kind: 'checkin' });
    expect(nextScanAction({ checkIn: ago(2 * 60_000), checkOut: null }, now)).toEqual({ kind: 'checkout' });
    expect(nextScanAction({ checkIn: ago(9 * 3_600_000), checkOut: ago(60_000) }, now)).toEqual({ kind: 'alreadyOut', time: ago(60_000) });
  });

  it('a check-out within 1 minute of the check-in asks first', () => {
    expect(nextScanAction({ checkIn: ago(5_000), checkOut: null }, now)).toEqual({ kind: 'confirmCheckout' });
    expect(nextScanAction({ checkIn: ago(QUICK_CHECKOUT_MS - 1), checkOut: null }, now)).toEqual({ kind: 'confirmCheckout' });
    expect(nextScanAction({ checkIn: ago(QUICK_CHECKOUT_MS), checkOut: null }, now)).toEqual({ kind: 'checkout' });
  });
});

describe('createRepeatGuard', () => {
  it('ignores the same badge read again within 3 s, counted from its last read', () => {
    let t = 1_000_000;
    const isNew = createRepeatGuard(REPEAT_WINDOW_MS, () => t);
    expect(isNew('SGE1:A')).toBe(true);
    t += 1_000;
    expect(isNew('SGE1:A')).toBe(false);
    t += 2_999;
    expect(isNew('SGE1:A')).toBe(false);
    t += 3_000;
    expect(isNew('SGE1:A')).toBe(true);
  });

  it('another badge in between is handled at once and does not reset the first one', () => {
    let t = 0;
    const isNew = createRepeatGuard(REPEAT_WINDOW_MS, () => t);
    expect(isNew('SGE1:A')).toBe(true);
    t += 500;
    expect(isNew('SGE1:B')).toBe(true);
    t += 500;
    expect(isNew('SGE1:A')).toBe(false);
    expect(isNew('SGE1:B')).toBe(false);
    t += 3_000;
    expect(isNew('SGE1:B')).toBe(true);
  });
});
