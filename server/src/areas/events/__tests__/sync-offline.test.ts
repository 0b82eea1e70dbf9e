import type { Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { reconcile } from '../repository/sync-offline';
import { insertEmployee, insertEvent, insertLink, ISO } from './fixtures';

/** 08:00 in São Paulo on the test day, and friends (UTC−3). */
const AT = (hhmm: string) => `2030-01-10T${hhmm}:00-03:00`;
const UTC = (hhmm: string) => new Date(AT(hhmm)).toISOString();

describe('reconcile (SPEC §5, pure)', () => {
  const none = { checkIn: null, checkOut: null };
  test('applies a check-in when the server has none, or the device’s is earlier', () => {
    expect(reconcile(none, { checkinTime: UTC('08:00'), checkoutTime: null })).toEqual({
      checkIn: UTC('08:00'),
      checkOut: null,
      parts: [{ kind: 'checkin', deviceTime: UTC('08:00'), applied: true, reason: null }],
    });
    expect(reconcile({ checkIn: UTC('08:05'), checkOut: null }, { checkinTime: UTC('08:00'), checkoutTime: null }).checkIn).toBe(UTC('08:00'));
  });

  test('discards a later or equal check-in, naming the server’s time', () => {
    const server = { checkIn: UTC('08:00'), checkOut: null };
    expect(reconcile(server, { checkinTime: UTC('08:10'), checkoutTime: null }).parts[0]).toEqual({
      kind: 'checkin',
      deviceTime: UTC('08:10'),
      applied: false,
      reason: 'Entrada descartada: o servidor já possui um horário anterior (08:00)',
    });
    expect(reconcile(server, { checkinTime: UTC('08:00'), checkoutTime: null }).parts[0].reason).toBe(
      'Entrada descartada: o servidor já possui este mesmo horário (08:00)',
    );
  });

  test('a check-out is measured against the check-in it would follow', () => {
    expect(reconcile(none, { checkinTime: UTC('08:00'), checkoutTime: UTC('18:00') })).toMatchObject({
      checkIn: UTC('08:00'),
      checkOut: UTC('18:00'),
      parts: [{ applied: true }, { applied: true }],
    });
    expect(reconcile(none, { checkinTime: UTC('08:00'), checkoutTime: UTC('07:00') }).parts[1]).toMatchObject({
      applied: false,
      reason: 'Saída descartada: horário anterior ao da entrada (08:00)',
    });
    expect(reconcile(none, { checkinTime: null, checkoutTime: UTC('18:00') }).parts[0]).toMatchObject({
      applied: false,
      reason: 'Saída descartada: não há horário de entrada registrado',
    });
  });

  test('follows the same rule for check-out: earlier wins, later or equal is discarded', () => {
    const server = { checkIn: UTC('08:00'), checkOut: UTC('18:00') };
    expect(reconcile(server, { checkinTime: null, checkoutTime: UTC('17:30') }).checkOut).toBe(UTC('17:30'));
    expect(reconcile(server, { checkinTime: null, checkoutTime: UTC('18:30') }).parts[0].reason).toBe(
      'Saída descartada: o servidor já possui um horário anterior (18:00)',
    );
  });

  test('never moves a check-in past the server’s check-out', () => {
    const server = { checkIn: null, checkOut: UTC('18:00') };
    expect(reconcile(server, { checkinTime: UTC('19:00'), checkoutTime: null }).parts[0]).toMatchObject({
      applied: false,
      reason: 'Entrada descartada: horário posterior à saída registrada (18:00)',
    });
  });
});

describe('PATCH /api/event-employees/:id/sync-offline', () => {
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

  const localRecord = (type: 'checkin' | 'checkout', time: string) => ({
    id: 7,
    eventId,
    employeeId,
    checkinTime: type === 'checkin' ? time : null,
    checkoutTime: type === 'checkout' ? time : null,
    syncStatus: 'PENDING',
    timestamp: 1_894_000_000_000,
    type,
  });
  const sync = (body: Record<string, unknown>, role: Role = 'COORDINATOR', id = linkId) =>
    t.request({
      method: 'PATCH',
      url: `/api/event-employees/${id}/sync-offline`,
      role,
      payload: { eventId, employeeId, shouldUpdateCheckin: false, shouldUpdateCheckout: false, ...body },
    });
  const syncCheckin = (time: string, role?: Role) =>
    sync({ shouldUpdateCheckin: true, checkinTime: time, checkoutTime: null, localRecord: localRecord('checkin', time) }, role);
  const syncCheckout = (time: string) =>
    sync({ shouldUpdateCheckout: true, checkinTime: null, checkoutTime: time, localRecord: localRecord('checkout', time) });
  const setServer = (check_in: string | null, check_out: string | null = null) =>
    t.database.db.updateTable('event_employees').set({ check_in, check_out, last_updated_at: '2030-01-01T00:00:00Z' }).execute();
  const log = () =>
    t.database.db
      .selectFrom('offline_sync_log')
      .select(['event_employee_id', 'kind', 'device_time', 'received_at', 'applied', 'reason', 'local_record', 'user_id'])
      .orderBy('id')
      .execute();

  test('applies a check-in the server does not have, and logs it with device and receive times', async () => {
    const before = Date.now();
    const res = await syncCheckin(AT('07:58'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      eventEmployee: expect.objectContaining({ id: linkId, eventId, employeeId, checkIn: UTC('07:58'), checkOut: null, syncStatus: 'SYNCED' }),
      checkinApplied: true,
      checkoutApplied: false,
      discarded: [],
    });
    const rows = await log();
    expect(rows).toEqual([
      {
        event_employee_id: linkId,
        kind: 'checkin',
        device_time: UTC('07:58'),
        received_at: expect.stringMatching(ISO),
        applied: true,
        reason: null,
        local_record: localRecord('checkin', AT('07:58')),
        user_id: 3,
      },
    ]);
    expect(Date.parse(rows[0].received_at)).toBeGreaterThanOrEqual(before - 5_000);
  });

  test('applies a check-in earlier than the server’s', async () => {
    await setServer(UTC('08:05'));
    const res = await syncCheckin(AT('07:50'));
    expect(res.json().data).toMatchObject({ checkinApplied: true, eventEmployee: { checkIn: UTC('07:50') } });
  });

  test.each([
    ['later', '08:10', 'Entrada descartada: o servidor já possui um horário anterior (08:00)'],
    ['equal', '08:00', 'Entrada descartada: o servidor já possui este mesmo horário (08:00)'],
  ])('discards a %s check-in, keeps the server’s, and logs why', async (_label, device, reason) => {
    await setServer(UTC('08:00'));
    const res = await syncCheckin(AT(device));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      checkinApplied: false,
      checkoutApplied: false,
      discarded: [reason],
      eventEmployee: { checkIn: UTC('08:00'), lastUpdatedAt: '2030-01-01T00:00:00.000Z' },
    });
    expect(await log()).toEqual([expect.objectContaining({ kind: 'checkin', device_time: UTC(device), applied: false, reason })]);
  });

  test('a repeated sync changes nothing and never errors', async () => {
    const first = await syncCheckin(AT('07:58'));
    const second = await syncCheckin(AT('07:58'));
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ checkinApplied: false, discarded: ['Entrada descartada: o servidor já possui este mesmo horário (07:58)'] });
    expect(second.json().data.eventEmployee).toEqual(first.json().data.eventEmployee);
    expect((await log()).map((row) => row.applied)).toEqual([true, false]);
  });

  test('applies a check-out after the check-in, and discards one earlier than it', async () => {
    await setServer(UTC('08:00'));
    const early = await syncCheckout(AT('07:30'));
    expect(early.json().data).toMatchObject({
      checkoutApplied: false,
      discarded: ['Saída descartada: horário anterior ao da entrada (08:00)'],
      eventEmployee: { checkOut: null },
    });
    const res = await syncCheckout(AT('18:10'));
    expect(res.json().data).toMatchObject({ checkoutApplied: true, discarded: [], eventEmployee: { checkIn: UTC('08:00'), checkOut: UTC('18:10') } });
    expect((await log()).map((row) => [row.kind, row.applied])).toEqual([
      ['checkout', false],
      ['checkout', true],
    ]);
  });

  test('discards a check-out later than the server’s', async () => {
    await setServer(UTC('08:00'), UTC('18:00'));
    const res = await syncCheckout(AT('18:30'));
    expect(res.json().data).toMatchObject({
      checkoutApplied: false,
      discarded: ['Saída descartada: o servidor já possui um horário anterior (18:00)'],
    });
  });

  test('a check-out with no check-in anywhere is discarded', async () => {
    const res = await syncCheckout(AT('18:00'));
    expect(res.json().data).toMatchObject({ checkoutApplied: false, discarded: ['Saída descartada: não há horário de entrada registrado'] });
  });

  test('both parts at once: the check-out follows the check-in just applied', async () => {
    const res = await sync({ shouldUpdateCheckin: true, shouldUpdateCheckout: true, checkinTime: AT('08:00'), checkoutTime: AT('17:00') });
    expect(res.json().data).toMatchObject({ checkinApplied: true, checkoutApplied: true, eventEmployee: { checkIn: UTC('08:00'), checkOut: UTC('17:00') } });
    expect((await log()).map((row) => [row.kind, row.applied, row.local_record])).toEqual([
      ['checkin', true, null],
      ['checkout', true, null],
    ]);
  });

  test('ignores a time whose should-update flag is false, and logs nothing', async () => {
    const res = await sync({ shouldUpdateCheckin: false, checkinTime: AT('08:00') });
    expect(res.json().data).toMatchObject({ checkinApplied: false, checkoutApplied: false, discarded: [], eventEmployee: { checkIn: null } });
    expect(await log()).toEqual([]);
  });

  test.each([
    ['event', () => ({ eventId: eventId + 1 })],
    ['employee', () => ({ employeeId: employeeId + 1 })],
  ])('answers 409 when the %s does not match the link, and logs nothing', async (_label, override) => {
    const res = await sync({ shouldUpdateCheckin: true, checkinTime: AT('08:00'), ...override() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O registro offline não corresponde a este funcionário do evento' });
    expect(await log()).toEqual([]);
  });

  test.each([
    ['no flags', { shouldUpdateCheckin: undefined }, "Campo 'shouldUpdateCheckin' é obrigatório"],
    ['a time without zone', { shouldUpdateCheckin: true, checkinTime: '2030-01-10T08:00:00' }, "Campo 'Horário de entrada' inválido"],
  ])('answers 400 for %s', async (_label, body, message) => {
    const res = await sync(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  describe('the local record is closed and bounded (issue 15)', () => {
    test.each([
      ['an unknown field in the local record', () => ({ localRecord: { ...localRecord('checkin', AT('08:00')), blob: 'x'.repeat(500_000) } }), "Campo 'blob' não é permitido"],
      ['an oversized local record field', () => ({ localRecord: { ...localRecord('checkin', AT('08:00')), timestamp: 'x'.repeat(500_000) } }), "Campo 'timestamp' deve ter no máximo 40 caracteres"],
      ['an unknown field in the body', () => ({ extra: 'x' }), "Campo 'extra' não é permitido"],
    ])('answers 400 in pt-BR for %s, and logs nothing', async (_label, body, message) => {
      const res = await sync({ shouldUpdateCheckin: true, checkinTime: AT('08:00'), ...body() });
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
      expect(await log()).toEqual([]);
    });

    test('answers 400 in pt-BR for a local record nested 10,000 deep, and logs nothing', async () => {
      // Written as text: JSON.stringify itself overflows on such a value.
      const depth = 10_000;
      const record = JSON.stringify(localRecord('checkin', AT('08:00'))).slice(0, -1);
      const localText = `${record},"nested":${'{"nested":'.repeat(depth)}{}${'}'.repeat(depth)}}`;
      const head = JSON.stringify({ eventId, employeeId, shouldUpdateCheckin: true, shouldUpdateCheckout: false, checkinTime: AT('08:00') }).slice(0, -1);
      const res = await t.request({
        method: 'PATCH',
        url: `/api/event-employees/${linkId}/sync-offline`,
        role: 'COORDINATOR',
        headers: { 'content-type': 'application/json' },
        payload: `${head},"localRecord":${localText}}`,
      });
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'Estrutura da requisição muito profunda' }]);
      expect(await log()).toEqual([]);
    });
  });

  test('concurrent syncs of one link end consistent: the earliest check-in wins, every part logged', async () => {
    const results = await Promise.all([syncCheckin(AT('08:00')), syncCheckin(AT('07:50')), syncCheckin(AT('07:50'))]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const link = await t.database.db.selectFrom('event_employees').select('check_in').executeTakeFirstOrThrow();
    expect(link.check_in).toBe(UTC('07:50'));
    const rows = await log();
    expect(rows).toHaveLength(3);
    // The two identical records: exactly one of them applied.
    expect(rows.filter((row) => row.device_time === UTC('07:50') && row.applied)).toHaveLength(1);
    // The last applied entry is what the server holds.
    expect(rows.filter((row) => row.applied).at(-1)!.device_time).toBe(UTC('07:50'));
    expect(results.filter((res) => res.json().data.checkinApplied).length).toBe(rows.filter((row) => row.applied).length);
  });
});
