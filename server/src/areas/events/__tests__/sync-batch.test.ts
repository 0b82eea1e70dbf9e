import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { SERVER_TIME_HEADER, type Role, type SyncBatchItemResult } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { finalizeInDb, insertEmployee, insertEvent, insertLink } from './fixtures';

/** 08:00 in São Paulo on the test day, and friends (UTC−3). */
const AT = (hhmm: string, day = '2030-01-10') => `${day}T${hhmm}:00-03:00`;
const UTC = (hhmm: string, day = '2030-01-10') => new Date(AT(hhmm, day)).toISOString();
const MINUTE = 60_000;
const URL = '/api/event-employees/sync-offline/batch';

let t: TestApp;
let eventId: number;
let employeeId: number;
let linkId: number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  eventId = await insertEvent(t);
  employeeId = await insertEmployee(t);
  linkId = await insertLink(t, { eventId, employeeId });
});

type BatchRecord = Record<string, unknown> & { clientRecordId: string };

const record = (over: Record<string, unknown> = {}): BatchRecord => ({
  clientRecordId: randomUUID(),
  eventEmployeeId: linkId,
  eventId,
  employeeId,
  deviceSentAt: new Date().toISOString(),
  clockOffsetMs: 0,
  ...over,
});
const checkin = (hhmm: string, over: Record<string, unknown> = {}) => record({ checkinTime: AT(hhmm), ...over });
const checkout = (hhmm: string, over: Record<string, unknown> = {}) => record({ checkoutTime: AT(hhmm), ...over });

const send = (records: unknown[], role: Role = 'COORDINATOR') => t.request({ method: 'POST', url: URL, role, payload: { records } });
async function results(records: unknown[], role?: Role): Promise<SyncBatchItemResult[]> {
  const res = await send(records, role);
  expect(res.statusCode).toBe(200);
  return res.json().data.results;
}

const log = () =>
  t.database.db
    .selectFrom('offline_sync_log')
    .select([
      'event_employee_id',
      'client_record_id',
      'kind',
      'device_time',
      'received_at',
      'applied',
      'outcome',
      'reason',
      'local_record',
      'user_id',
      'recorded_by',
      'device_sent_at',
      'clock_offset_ms',
      'clock_skew_ms',
      'clock_flagged',
    ])
    .orderBy('id')
    .execute();
const links = () => t.database.db.selectFrom('event_employees').select(['id', 'check_in', 'check_out', 'sync_status', 'last_updated_at']).orderBy('id').execute();
const setServer = (check_in: string | null, check_out: string | null = null, id = linkId) =>
  t.database.db.updateTable('event_employees').set({ check_in, check_out, last_updated_at: '2030-01-01T00:00:00Z' }).where('id', '=', id).execute();

describe('rules (SPEC §5, as the per-link call)', () => {
  test('applies a check-in and logs every field of the record', async () => {
    const sentAt = new Date(Date.now() - 2_000).toISOString();
    const localRecord = { id: 7, eventId, employeeId, checkinTime: AT('07:58'), type: 'checkin' };
    const item = checkin('07:58', { deviceSentAt: sentAt, clockOffsetMs: 1_500, recordedBy: 2, localRecord });
    const before = Date.now();
    const res = await send([item]);
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    const { results: [result], serverTime } = res.json().data;
    expect(Date.parse(serverTime)).toBeGreaterThanOrEqual(before);
    expect(result).toEqual({
      clientRecordId: item.clientRecordId,
      outcome: 'applied',
      reason: null,
      eventEmployee: expect.objectContaining({ id: linkId, checkIn: UTC('07:58'), checkOut: null, syncStatus: 'SYNCED' }),
      replayed: false,
      clockSkewMs: expect.any(Number),
      clockFlagged: false,
    });
    expect(result.clockSkewMs).toBeGreaterThanOrEqual(before - Date.parse(sentAt) - 50);
    expect(result.clockSkewMs).toBeLessThanOrEqual(after - Date.parse(sentAt));
    const [row] = await log();
    expect(row).toEqual({
      event_employee_id: linkId,
      client_record_id: item.clientRecordId,
      kind: 'checkin',
      device_time: UTC('07:58'),
      received_at: expect.any(String),
      applied: true,
      outcome: 'applied',
      reason: null,
      local_record: localRecord,
      user_id: 3,
      recorded_by: 2,
      device_sent_at: sentAt,
      clock_offset_ms: 1_500,
      clock_skew_ms: result.clockSkewMs,
      clock_flagged: false,
    });
    expect(Date.parse(row.received_at) - Date.parse(sentAt)).toBe(result.clockSkewMs);
  });

  test('keeps recordedBy and the sender only when such users exist', async () => {
    await t.database.db.deleteFrom('users').where('id', '=', 3).execute();
    const [result] = await results([checkin('08:00', { recordedBy: 99 })]);
    expect(result.outcome).toBe('applied');
    expect(await log()).toEqual([expect.objectContaining({ user_id: null, recorded_by: null })]);
  });

  test.each([
    ['a later check-in', UTC('08:00'), null, checkin('08:10'), 'Entrada descartada: o servidor já possui um horário anterior (08:00)'],
    ['an equal check-in', UTC('08:00'), null, checkin('08:00'), 'Entrada descartada: o servidor já possui este mesmo horário (08:00)'],
    ['a later check-out', UTC('08:00'), UTC('18:00'), checkout('18:30'), 'Saída descartada: o servidor já possui um horário anterior (18:00)'],
    ['a check-out before the check-in', UTC('08:00'), null, checkout('07:30'), 'Saída descartada: horário anterior ao da entrada (08:00)'],
    ['a check-out with no check-in', null, null, checkout('18:00'), 'Saída descartada: não há horário de entrada registrado'],
  ])('discards %s with the pt-BR reason, and logs it', async (_label, serverIn, serverOut, make, reason) => {
    await setServer(serverIn, serverOut);
    const item = typeof make === 'function' ? (make as () => BatchRecord)() : make;
    const [result] = await results([{ ...item, eventEmployeeId: linkId, eventId, employeeId }]);
    expect(result).toMatchObject({ outcome: 'discarded', reason, replayed: false, eventEmployee: { checkIn: serverIn, checkOut: serverOut } });
    expect(await log()).toEqual([expect.objectContaining({ applied: false, outcome: 'discarded', reason })]);
    expect((await links())[0].last_updated_at).toBe('2030-01-01T00:00:00.000Z');
  });

  test('refuses an unknown link, a link of another event or employee, and a finalized event; the others still apply', async () => {
    const otherEvent = await insertEvent(t, { name: 'Outro' });
    const otherEmployee = await insertEmployee(t, { name: 'João Lima' });
    const second = await insertLink(t, { eventId, employeeId: otherEmployee });
    const closed = await insertLink(t, { eventId: otherEvent, employeeId });
    await finalizeInDb(t, otherEvent);
    const items = [
      checkin('08:00', { eventEmployeeId: 9_999 }),
      checkin('08:00', { eventId: otherEvent }),
      checkin('08:00', { employeeId: otherEmployee }),
      checkin('08:00', { eventEmployeeId: closed, eventId: otherEvent }),
      checkin('07:55'),
      checkin('08:05', { eventEmployeeId: second, employeeId: otherEmployee }),
      record(),
    ];
    const answer = await results(items);
    expect(answer.map((result) => [result.clientRecordId, result.outcome, result.reason, result.eventEmployee?.id ?? null])).toEqual([
      [items[0].clientRecordId, 'refused', 'Funcionário do evento não encontrado', null],
      [items[1].clientRecordId, 'refused', 'O registro offline não corresponde a este funcionário do evento', linkId],
      [items[2].clientRecordId, 'refused', 'O registro offline não corresponde a este funcionário do evento', linkId],
      [items[3].clientRecordId, 'refused', 'Evento finalizado não pode ser alterado', closed],
      [items[4].clientRecordId, 'applied', null, linkId],
      [items[5].clientRecordId, 'applied', null, second],
      [items[6].clientRecordId, 'refused', 'O registro offline não tem horário de entrada nem de saída', linkId],
    ]);
    expect(answer[4].eventEmployee).toMatchObject({ checkIn: UTC('07:55') });
    // Every record with a time is logged (the unknown link with no link); the one without a time has nothing to log.
    expect((await log()).map((row) => [row.client_record_id, row.event_employee_id, row.outcome, row.applied])).toEqual([
      [items[0].clientRecordId, null, 'refused', false],
      [items[1].clientRecordId, linkId, 'refused', false],
      [items[2].clientRecordId, linkId, 'refused', false],
      [items[3].clientRecordId, closed, 'refused', false],
      [items[4].clientRecordId, linkId, 'applied', true],
      [items[5].clientRecordId, second, 'applied', true],
    ]);
    expect((await links()).find((link) => link.id === closed)!.check_in).toBeNull();
  });

  test('records of one link apply in request order', async () => {
    const inThenOut = await results([checkin('08:00'), checkout('17:00')]);
    expect(inThenOut.map((result) => result.outcome)).toEqual(['applied', 'applied']);
    expect(inThenOut[1].eventEmployee).toMatchObject({ checkIn: UTC('08:00'), checkOut: UTC('17:00') });

    await setServer(null, null);
    const outThenIn = await results([checkout('17:00'), checkin('08:00')]);
    expect(outThenIn.map((result) => [result.outcome, result.reason])).toEqual([
      ['discarded', 'Saída descartada: não há horário de entrada registrado'],
      ['applied', null],
    ]);
  });

  test('a record with both times logs two parts under one id, and a partial discard names its reason', async () => {
    await setServer(null, UTC('16:00'));
    const both = record({ checkinTime: AT('08:00'), checkoutTime: AT('17:00') });
    const [result] = await results([both]);
    expect(result).toMatchObject({
      outcome: 'applied',
      reason: 'Saída descartada: o servidor já possui um horário anterior (16:00)',
      eventEmployee: { checkIn: UTC('08:00'), checkOut: UTC('16:00') },
    });
    expect((await log()).map((row) => [row.client_record_id, row.kind, row.outcome])).toEqual([
      [both.clientRecordId, 'checkin', 'applied'],
      [both.clientRecordId, 'checkout', 'discarded'],
    ]);
    const [replay] = await results([both]);
    expect(replay).toMatchObject({ outcome: 'applied', reason: result.reason, replayed: true });
  });
});

describe('validation', () => {
  test.each([
    ['501 records', () => Array.from({ length: 501 }, () => checkin('08:00')), "Campo 'Registros' deve ter no máximo 500 itens"],
    ['a bad uuid', () => [checkin('08:00', { clientRecordId: 'abc' })], "Campo 'Identificador do registro' inválido"],
    ['an impossible date', () => [record({ checkinTime: '2030-02-30T08:00:00Z' })], "Campo 'Horário de entrada' inválido"],
    ['a time without zone', () => [record({ checkoutTime: '2030-01-10T08:00:00' })], "Campo 'Horário de saída' inválido"],
    ['no deviceSentAt', () => [checkin('08:00', { deviceSentAt: undefined })], "Campo 'Horário do aparelho no envio' é obrigatório"],
    ['an unknown field', () => [checkin('08:00', { shouldUpdateCheckin: true })], "Campo 'shouldUpdateCheckin' não é permitido"],
    ['a link id of 0', () => [checkin('08:00', { eventEmployeeId: 0 })], "Campo 'Vínculo' inválido"],
    ['an unknown field in a local record', () => [checkin('08:00', { localRecord: { eventId, employeeId, blob: 'x'.repeat(500_000) } })], "Campo 'blob' não é permitido"],
    ['an oversized local record time', () => [checkin('08:00', { localRecord: { eventId, employeeId, lastUpdatedAt: 'x'.repeat(100) } })], "Campo 'lastUpdatedAt' deve ter no máximo 40 caracteres"],
  ])('answers 400 in pt-BR for %s, and changes nothing', async (_label, make, message) => {
    const good = checkin('08:00');
    const res = await send([good, ...make()]);
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    expect(await log()).toEqual([]);
    expect((await links())[0].check_in).toBeNull();
  });

  test('answers 400 in pt-BR for a local record nested 10,000 deep, and changes nothing', async () => {
    // Written as text: JSON.stringify itself overflows on such a value.
    const depth = 10_000;
    const item = JSON.stringify(checkin('08:00')).slice(0, -1);
    const nested = `${'{"nested":'.repeat(depth)}{}${'}'.repeat(depth)}`;
    const payload = `{"records":[${item},"localRecord":{"eventId":${eventId},"employeeId":${employeeId},"nested":${nested}}}]}`;
    const res = await t.request({ method: 'POST', url: URL, role: 'COORDINATOR', headers: { 'content-type': 'application/json' }, payload });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Estrutura da requisição muito profunda' }]);
    expect(await log()).toEqual([]);
  });

  test('answers 400 for an empty batch', async () => {
    const res = await send([]);
    expect([res.statusCode, res.json()]).toEqual([400, { message: "Campo 'Registros' deve ter pelo menos 1 item" }]);
  });

  test('answers 400 for a body that is not a batch', async () => {
    for (const payload of [{}, { records: 'x' }, [checkin('08:00')]]) {
      const res = await t.request({ method: 'POST', url: URL, role: 'ADMIN', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  test('500 records are accepted', async () => {
    const items = Array.from({ length: 500 }, (_, i) => checkin(`08:${String(i % 60).padStart(2, '0')}`));
    const answer = await results(items);
    expect(answer).toHaveLength(500);
    expect(answer.map((result) => result.clientRecordId)).toEqual(items.map((item) => item.clientRecordId));
    expect(await log()).toHaveLength(500);
    expect((await links())[0].check_in).toBe(UTC('08:00'));
  });
});

describe('idempotent by clientRecordId', () => {
  test('a replayed batch answers the first outcomes, replayed, and changes nothing', async () => {
    await setServer(UTC('08:00'));
    const items = [checkin('08:10'), checkout('17:00'), checkin('08:00', { eventEmployeeId: 9_999 })];
    const first = await results(items);
    const rowsBefore = await log();
    const linksBefore = await links();
    const second = await results(items);
    expect(second).toEqual(first.map((result) => ({ ...result, replayed: true })));
    expect(await log()).toEqual(rowsBefore);
    expect(await links()).toEqual(linksBefore);
  });

  test('the answer lost after commit: the retry gets the first outcome and the link as it now stands', async () => {
    const lost = checkin('08:00');
    await send([lost]);
    // Meanwhile the server learns an earlier check-in; replaying the lost record must not undo it.
    await setServer(UTC('07:40'));
    const [retry] = await results([{ ...lost, clientRecordId: lost.clientRecordId.toUpperCase() }]);
    expect(retry).toMatchObject({ outcome: 'applied', reason: null, replayed: true, eventEmployee: { checkIn: UTC('07:40') } });
    expect(await log()).toHaveLength(1);
    expect((await links())[0].check_in).toBe(UTC('07:40'));
  });

  test('the same id twice in one batch applies once', async () => {
    const item = checkin('08:00');
    const answer = await results([item, { ...item, checkinTime: AT('07:00') }]);
    expect(answer.map((result) => [result.outcome, result.replayed])).toEqual([
      ['applied', false],
      ['applied', true],
    ]);
    expect((await links())[0].check_in).toBe(UTC('08:00'));
    expect(await log()).toHaveLength(1);
  });

  test('a per-link PATCH is never read as a replay (its rows carry no id)', async () => {
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/event-employees/${linkId}/sync-offline`,
      role: 'COORDINATOR',
      payload: { eventId, employeeId, shouldUpdateCheckin: true, shouldUpdateCheckout: false, checkinTime: AT('08:00') },
    });
    expect(patch.statusCode).toBe(200);
    expect(await log()).toEqual([expect.objectContaining({ client_record_id: null, outcome: 'applied', clock_flagged: false, device_sent_at: null })]);
    const [result] = await results([checkin('07:50')]);
    expect(result).toMatchObject({ outcome: 'applied', replayed: false });
  });
});

/** n links (n/2 employees on two days) with a mix of records over them, in one fixed pseudo-random order. */
async function arrangeMany(linkCount: number, recordCount: number): Promise<{ ids: number[]; items: BatchRecord[] }> {
  const ids: number[] = [];
  const employees: number[] = [];
  for (let i = 0; i < linkCount / 2; i++) employees.push(await insertEmployee(t, { name: `Pessoa ${i}` }));
  const { db } = t.database;
  await db.deleteFrom('event_employees').execute();
  const rows = await db
    .insertInto('event_employees')
    .values(
      employees.flatMap((employee) =>
        ['2030-01-10', '2030-01-11'].map((day) => ({ event_id: eventId, employee_id: employee, event_day: day, function: 'Garçom', pay_rate: '150.00' })),
      ),
    )
    .returning(['id', 'employee_id'])
    .execute();
  ids.push(...rows.map((row) => row.id));
  const employeeOf = new Map(rows.map((row) => [row.id, row.employee_id]));
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const items: BatchRecord[] = [];
  for (let i = 0; i < recordCount; i++) {
    const id = ids[next(ids.length)];
    const minute = String(next(60)).padStart(2, '0');
    const kind = next(3);
    const times =
      kind === 0
        ? { checkinTime: AT(`0${7 + next(3)}:${minute}`) }
        : kind === 1
          ? { checkoutTime: AT(`1${6 + next(3)}:${minute}`) }
          : { checkinTime: AT(`0${7 + next(3)}:${minute}`), checkoutTime: AT(`1${6 + next(3)}:${minute}`) };
    items.push(record({ eventEmployeeId: id, employeeId: employeeOf.get(id), ...times }));
  }
  return { ids, items };
}

describe('one batch gives what the per-link calls give', () => {
  test('a batch of 500 and 500 single PATCHes in the same order end with the same links and outcomes', async () => {
    const { items } = await arrangeMany(60, 500);
    const answer = await results(items);
    const afterBatch = (await links()).map(({ id, check_in, check_out }) => ({ id, check_in, check_out }));
    expect(afterBatch.some((link) => link.check_out)).toBe(true);

    await t.database.db.updateTable('event_employees').set({ check_in: null, check_out: null }).execute();
    const patched: string[] = [];
    for (const item of items) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/event-employees/${item.eventEmployeeId}/sync-offline`,
        role: 'COORDINATOR',
        payload: {
          eventId: item.eventId,
          employeeId: item.employeeId,
          shouldUpdateCheckin: Boolean(item.checkinTime),
          shouldUpdateCheckout: Boolean(item.checkoutTime),
          checkinTime: item.checkinTime ?? null,
          checkoutTime: item.checkoutTime ?? null,
        },
      });
      const data = res.json().data;
      patched.push(data.checkinApplied || data.checkoutApplied ? 'applied' : 'discarded');
    }
    expect((await links()).map(({ id, check_in, check_out }) => ({ id, check_in, check_out }))).toEqual(afterBatch);
    expect(answer.map((result) => result.outcome)).toEqual(patched);
  }, 120_000);
});

describe('concurrency', () => {
  test('two batches on the same links at once end consistent, each record logged once', async () => {
    const { items } = await arrangeMany(20, 200);
    const shared = items.slice(0, 60);
    const a = [...shared, ...items.slice(60, 130)];
    const b = [...items.slice(130), ...shared].reverse();
    const [ra, rb] = await Promise.all([send(a), send(b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const byId = (res: typeof ra) => new Map<string, SyncBatchItemResult>(res.json().data.results.map((r: SyncBatchItemResult) => [r.clientRecordId, r]));
    const [ma, mb] = [byId(ra), byId(rb)];
    for (const item of shared) {
      const pair = [ma.get(item.clientRecordId)!, mb.get(item.clientRecordId)!];
      expect(pair.map((r) => r.replayed).sort()).toEqual([false, true]);
      expect(pair[0].outcome).toBe(pair[1].outcome);
    }
    const rows = await log();
    const parts = items.reduce((sum, item) => sum + (item.checkinTime ? 1 : 0) + (item.checkoutTime ? 1 : 0), 0);
    expect(rows).toHaveLength(parts);
    expect(new Set(rows.map((row) => `${row.client_record_id}:${row.kind}`)).size).toBe(parts);

    // SPEC §5 keeps the earliest check-in the server ever accepted: every link holds the earliest
    // applied check-in, and a check-out no later than any applied one.
    for (const link of await links()) {
      const applied = rows.filter((row) => row.event_employee_id === link.id && row.applied);
      const earliest = (kind: string) => applied.filter((row) => row.kind === kind).map((row) => row.device_time).sort()[0] ?? null;
      expect(link.check_in).toBe(earliest('checkin'));
      expect(link.check_out).toBe(earliest('checkout'));
    }
  });

  test('two identical batches at once: each record applies once, the other answer is its replay', async () => {
    const { items } = await arrangeMany(10, 50);
    const [ra, rb] = await Promise.all([send(items), send(items)]);
    const [first, second] = [ra.json().data.results as SyncBatchItemResult[], rb.json().data.results as SyncBatchItemResult[]];
    first.forEach((result, i) => {
      expect([result.replayed, second[i].replayed].sort()).toEqual([false, true]);
      expect(result.outcome).toBe(second[i].outcome);
    });
    const parts = items.reduce((sum, item) => sum + (item.checkinTime ? 1 : 0) + (item.checkoutTime ? 1 : 0), 0);
    expect(await log()).toHaveLength(parts);
  });
});

describe('device clock', () => {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  test('flags a skew or a known offset past the setting (default 5 minutes), and still applies the time', async () => {
    const answer = await results([
      checkin('08:00', { deviceSentAt: ago(10 * MINUTE) }),
      checkout('17:00', { deviceSentAt: ago(-6 * MINUTE), clockOffsetMs: 0 }),
      checkin('07:00', { eventEmployeeId: 9_999, clockOffsetMs: -6 * MINUTE }),
      checkout('16:00', { deviceSentAt: ago(4 * MINUTE), clockOffsetMs: 4 * MINUTE }),
    ]);
    expect(answer.map((result) => [result.outcome, result.clockFlagged])).toEqual([
      ['applied', true],
      ['applied', true],
      ['refused', true],
      ['applied', false],
    ]);
    expect(answer[0].clockSkewMs).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(answer[1].clockSkewMs).toBeLessThanOrEqual(-6 * MINUTE + 5_000);
    expect((await log()).map((row) => [row.clock_flagged, row.clock_offset_ms])).toEqual([
      [true, 0],
      [true, 0],
      [true, -6 * MINUTE],
      [false, 4 * MINUTE],
    ]);
  });

  test('the system setting moves the threshold', async () => {
    const save = await t.request({
      method: 'POST',
      url: '/api/settings',
      role: 'ADMIN',
      payload: { companyName: 'Eventos', dueSoonDays: 7, offlinePurgeDays: 30, notificationLocation: 'bottom', clockSkewMinutes: 15 },
    });
    expect(save.statusCode).toBe(200);
    const answer = await results([checkin('08:00', { deviceSentAt: ago(10 * MINUTE) }), checkout('17:00', { deviceSentAt: ago(16 * MINUTE) })]);
    expect(answer.map((result) => result.clockFlagged)).toEqual([false, true]);
  });
});

describe('GET /api/events/:id/clock-flags', () => {
  test('lists the flagged parts of the event’s links, newest first, with names and users', async () => {
    const other = await insertEvent(t, { name: 'Outro' });
    const otherLink = await insertLink(t, { eventId: other, employeeId });
    const old = new Date(Date.now() - 20 * MINUTE).toISOString();
    await results([
      record({ checkinTime: AT('08:00'), checkoutTime: AT('17:00'), deviceSentAt: old, recordedBy: 1 }),
      checkin('08:00', { eventEmployeeId: otherLink, eventId: other, deviceSentAt: old }),
    ]);
    await t.database.db.updateTable('offline_sync_log').set({ received_at: sql<string>`received_at - interval '1 hour'` }).execute();
    await results([checkout('16:00', { deviceSentAt: old })], 'MANAGER');
    await results([checkout('15:00')]);

    const res = await t.request({ method: 'GET', url: `/api/events/${eventId}/clock-flags`, role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    const flags = res.json().data;
    expect(flags).toEqual([
      {
        id: 4,
        eventEmployeeId: linkId,
        employeeId,
        employeeName: 'Maria da Silva',
        eventDay: '2030-01-10',
        kind: 'checkout',
        deviceTime: UTC('16:00'),
        receivedAt: expect.any(String),
        clockSkewMs: expect.any(Number),
        applied: true,
        recordedBy: null,
        sentBy: 'gerente',
      },
      expect.objectContaining({ id: 2, kind: 'checkout', applied: true, recordedBy: 'admin', sentBy: 'coordenador' }),
      expect.objectContaining({ id: 1, kind: 'checkin', applied: true, recordedBy: 'admin', sentBy: 'coordenador' }),
    ]);
    expect(flags[0].clockSkewMs).toBeGreaterThanOrEqual(20 * MINUTE);
  });

  test('answers 404 in pt-BR for an unknown event', async () => {
    const res = await t.request({ method: 'GET', url: '/api/events/999/clock-flags', role: 'ADMIN' });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Evento não encontrado' }]);
  });
});

describe(`${SERVER_TIME_HEADER} on every /api answer`, () => {
  test.each([
    ['success', { method: 'GET', url: '/api/events', role: 'ADMIN' }, 200],
    ['the batch', { method: 'POST', url: URL, role: 'ADMIN', payload: { records: [{}] } }, 400],
    ['no token', { method: 'GET', url: '/api/events' }, 401],
    ['a forbidden role', { method: 'POST', url: URL, role: 'FINANCIAL', payload: {} }, 403],
    ['an unknown route', { method: 'GET', url: '/api/nothing-here', role: 'ADMIN' }, 404],
    ['an unknown event', { method: 'GET', url: '/api/events/999', role: 'ADMIN' }, 404],
    ['a public call', { method: 'GET', url: '/api/health' }, 200],
  ] as const)('%s', async (_label, options, status) => {
    const before = Date.now();
    const res = await t.request(options as Parameters<TestApp['request']>[0]);
    const after = Date.now();
    expect(res.statusCode).toBe(status);
    const header = res.headers[SERVER_TIME_HEADER.toLowerCase()];
    expect(header).toMatch(/^\d+$/);
    expect(Number(header)).toBeGreaterThanOrEqual(before);
    expect(Number(header)).toBeLessThanOrEqual(after);
  });
});

test('migration 009 keeps the log and the settings of a database on 008', async () => {
  const { openTestDatabase } = await import('../../../testing/test-db');
  const { migrate, readMigrations } = await import('../../../db/migrate');
  const upgraded = await openTestDatabase({ migrated: false });
  try {
    const all = readMigrations();
    const upTo008 = all.filter((m) => m.name < '009');
    await migrate(upgraded.db, upTo008);
    await sql`
      INSERT INTO employees (name, cpf, function, pay_rate) VALUES ('Ana Souza', '52998224725', 'Garçom', 150);
      INSERT INTO events (name) VALUES ('Feira');
      INSERT INTO event_days (event_id, date) VALUES (1, '2030-01-10');
      INSERT INTO event_employees (event_id, employee_id, event_day, function, pay_rate) VALUES (1, 1, '2030-01-10', 'Garçom', 150);
      INSERT INTO offline_sync_log (event_employee_id, kind, device_time, applied, reason)
        VALUES (1, 'checkin', '2030-01-10T11:00:00Z', true, null), (1, 'checkin', '2030-01-10T11:05:00Z', false, 'x');
      INSERT INTO system_settings (company_name, due_soon_days) VALUES ('Eventos', 9);`.execute(upgraded.db);
    expect((await migrate(upgraded.db)).applied).toEqual(all.filter((m) => m.name >= '009').map((m) => m.name));
    const rows = await upgraded.db.selectFrom('offline_sync_log').select(['outcome', 'applied', 'client_record_id', 'clock_flagged']).orderBy('id').execute();
    expect(rows).toEqual([
      { outcome: 'applied', applied: true, client_record_id: null, clock_flagged: false },
      { outcome: 'discarded', applied: false, client_record_id: null, clock_flagged: false },
    ]);
    const settings = await upgraded.db.selectFrom('system_settings').select(['due_soon_days', 'clock_skew_minutes']).executeTakeFirstOrThrow();
    expect(settings).toEqual({ due_soon_days: 9, clock_skew_minutes: 5 });
    await expect(sql`UPDATE system_settings SET clock_skew_minutes = 0`.execute(upgraded.db)).rejects.toThrow(/clock_skew_minutes/);
  } finally {
    await upgraded.close();
  }
});
