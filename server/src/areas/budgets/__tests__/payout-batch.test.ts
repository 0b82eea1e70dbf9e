/** The PIX payout batch: one line per person, whole keys, BR Codes, problems, export, marking paid. */
import ExcelJS from 'exceljs';
import { PAYOUT_BATCH_MESSAGES as MSG, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertEmployee, insertEvent, insertLink, insertPaymentRequest } from '../../events/__tests__/fixtures';
import { crc16, parseBrCode } from '../brcode';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const D1 = '2030-01-10';
const D2 = '2030-01-11';
const batch = (query: string, role: Role = 'FINANCIAL') => t.request({ method: 'GET', url: `/api/payment-requests/payout-batch?${query}`, role });

let ids: { event: number; ana: number; bruno: number; carla: number; requests: number[] };

/** 'Congresso': Ana (CPF key) D1 150.00 + D2 180.50; Bruno (no key) D1; Carla (e-mail key) D1 with 0.00; a paid and a cancelled request left out. */
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  const event = await insertEvent(t, { name: 'Congresso', days: [D1, D2] });
  const ana = await insertEmployee(t, { name: 'Ana Souza' });
  const bruno = await insertEmployee(t, { name: '=Bruno Lima' });
  const carla = await insertEmployee(t, { name: 'Carla Dias' });
  const davi = await insertEmployee(t, { name: 'Davi Reis' });
  await t.database.db.updateTable('employees').set({ pix_key: '529.982.247-25', pix_key_type: 'CPF' }).where('id', '=', ana).execute();
  await t.database.db.updateTable('employees').set({ pix_key: 'carla@dominio.com', pix_key_type: 'EMAIL' }).where('id', '=', carla).execute();
  await t.database.db.updateTable('employees').set({ pix_key: 'davi@dominio.com', pix_key_type: 'EMAIL' }).where('id', '=', davi).execute();
  const worked = (day: string) => ({ checkIn: `${day}T10:00:00Z`, checkOut: `${day}T20:00:00Z` });
  const l = [
    await insertLink(t, { eventId: event, employeeId: ana, day: D1, ...worked(D1) }),
    await insertLink(t, { eventId: event, employeeId: ana, day: D2, payRate: '180.50', ...worked(D2) }),
    await insertLink(t, { eventId: event, employeeId: bruno, day: D1, ...worked(D1) }),
    await insertLink(t, { eventId: event, employeeId: carla, day: D1, ...worked(D1) }),
    await insertLink(t, { eventId: event, employeeId: davi, day: D1, ...worked(D1) }),
    await insertLink(t, { eventId: event, employeeId: davi, day: D2, ...worked(D2) }),
  ];
  const requests = [
    await insertPaymentRequest(t, l[0], { amount: '150.00' }),
    await insertPaymentRequest(t, l[1], { amount: '180.50' }),
    await insertPaymentRequest(t, l[2], { amount: '150.00' }),
    await insertPaymentRequest(t, l[3], { amount: '0.00' }),
    await insertPaymentRequest(t, l[4], { status: 'PAID' }),
    await insertPaymentRequest(t, l[5], { status: 'CANCELLED' }),
  ];
  ids = { event, ana, bruno, carla, requests };
});

describe('GET /payment-requests/payout-batch', () => {
  test('one line per person summing their open days, whole key, txid and a BR Code', async () => {
    const res = await batch(`eventId=${ids.event}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ batchId: `E${ids.event}`, eventId: ids.event, eventName: 'Congresso', total: '480.50' });
    expect(data.paymentRequestIds).toEqual(ids.requests.slice(0, 4));
    expect(data.lines.map((l: { employeeName: string; amount: string; problem: string | null }) => [l.employeeName, l.amount, l.problem])).toEqual([
      ['=Bruno Lima', '150.00', MSG.noPixKey],
      ['Ana Souza', '330.50', null],
      ['Carla Dias', '0.00', MSG.zeroAmount],
    ]);
    const ana = data.lines[1];
    expect(ana).toMatchObject({ pixKey: '529.982.247-25', pixKeyType: 'CPF', txid: `SGEE${ids.event}P${ids.ana}` });
    expect(ana.days.map((d: { eventDay: string; amount: string }) => [d.eventDay, d.amount])).toEqual([[D1, '150.00'], [D2, '180.50']]);
    const fields = parseBrCode(ana.brCode);
    expect(fields.get('54')).toBe('330.50');
    expect(fields.get('59')).toBe('Ana Souza');
    expect(parseBrCode(fields.get('26')!).get('01')).toBe('52998224725');
    expect(parseBrCode(fields.get('62')!).get('05')).toBe(ana.txid);
    expect(ana.brCode.slice(-4)).toBe(crc16(ana.brCode.slice(0, -4)));
    expect(data.lines[0].brCode).toBeNull();
    expect(data.lines[2].brCode).toBeNull();
  });

  test('for a selection of requests; MANAGER and COORDINATOR are refused; an event with nothing open is empty', async () => {
    const data = (await batch(`ids=${ids.requests[1]},${ids.requests[0]}`)).json().data;
    expect(data.batchId).toMatch(/^S[0-9A-F]{8}$/);
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0].amount).toBe('330.50');
    expect((await batch(`eventId=${ids.event}`, 'MANAGER')).statusCode).toBe(403);
    expect((await batch(`eventId=${ids.event}`, 'COORDINATOR')).statusCode).toBe(403);
    expect((await batch('')).statusCode).toBe(400);
    const empty = await insertEvent(t, { name: 'Vazio', days: [D1] });
    expect((await batch(`eventId=${empty}`)).json().data).toMatchObject({ lines: [], total: '0.00', paymentRequestIds: [] });
  });

  test('exports XLSX and CSV: name, CPF, key type, key, amount, txid, days; formulas neutralised', async () => {
    const csv = await t.request({ method: 'GET', url: `/api/payment-requests/payout-batch/export?eventId=${ids.event}&format=csv`, role: 'ADMIN' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="lote-pix-E${ids.event}.csv"`);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Nome;CPF;Tipo de chave;Chave PIX;Valor;txid;Dias;Observação');
    expect(lines[1]).toContain("'=Bruno Lima");
    expect(lines[2]).toContain('Ana Souza');
    expect(lines[2]).toContain('529.982.247-25');
    expect(lines[2]).toContain('330,50');
    expect(lines[2]).toContain('10/01/2030, 11/01/2030');

    const xlsx = await t.request({ method: 'GET', url: `/api/payment-requests/payout-batch/export?eventId=${ids.event}&format=xlsx`, role: 'FINANCIAL' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(3).getCell(1).value).toBe('Ana Souza');
    expect(sheet.getRow(3).getCell(5).value).toBe(330.5);
    expect(sheet.getRow(3).getCell(6).value).toBe(`SGEE${ids.event}P${ids.ana}`);
  });

  test("'Marcar lote como pago' (the bulk pay of its requests) pays each once; the batch is then empty of them", async () => {
    const data = (await batch(`eventId=${ids.event}`)).json().data;
    const paid = await t.request({
      method: 'POST',
      url: '/api/payment-requests/bulk/pay',
      role: 'FINANCIAL',
      payload: { ids: data.paymentRequestIds, paymentDate: '2030-01-20', paymentMethod: 'PIX', paymentReference: `Lote ${data.batchId}` },
    });
    expect(paid.json().data).toMatchObject({ applied: 3, refused: 1 }); // Carla's 0.00 is refused
    expect((await batch(`eventId=${ids.event}`)).json().data.lines.map((l: { employeeName: string }) => l.employeeName)).toEqual(['Carla Dias']);
  });
});
