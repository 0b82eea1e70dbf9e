import { seedDemoData } from '../../../db/seed/demo-seed';
import { addDays } from '../../../lib/calendar';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertBudget, insertEmployee, insertEvent, insertLink, type ServiceRow } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const get = (url: string) => t.request({ method: 'GET', url: `/api${url}`, role: 'COORDINATOR' });

const GARCOM: ServiceRow = { name: 'Serviço de Garçom', staffFunction: 'Garçom', unitPrice: '180.00' };
const BAR: ServiceRow = { name: 'Bar Completo', staffFunction: 'Barman', staffPerUnit: 2, unitPrice: '1500.00' };
const BUFFET: ServiceRow = { name: 'Buffet Completo', staffFunction: null, unitPrice: '95.50' };
const SEGURANCA: ServiceRow = { name: 'Equipe de Segurança', staffFunction: 'Segurança', unitPrice: '220.00' };
const DAY1 = '2030-01-10';
const DAY2 = '2030-01-11';

describe('service limits, available quantities and approved services', () => {
  let eventId: number;
  beforeEach(async () => {
    eventId = await insertEvent(t, { days: [DAY1, DAY2] });
    const other = await insertEvent(t, { name: 'Outro' });
    await insertBudget(t, eventId, 'APROVADO', [
      { service: GARCOM, quantity: 3, days: 2 },
      { service: BAR, quantity: 1, days: 2 },
      { service: BUFFET, quantity: 100 },
    ]);
    await insertBudget(t, eventId, 'PAGO', [{ service: GARCOM, quantity: 1 }]);
    await insertBudget(t, eventId, 'RASCUNHO', [{ service: SEGURANCA, quantity: 5 }]);
    await insertBudget(t, eventId, 'RECUSADO', [{ service: SEGURANCA, quantity: 5 }]);
    await insertBudget(t, other, 'APROVADO', [{ service: SEGURANCA, quantity: 9 }]);
    const staff = async (fn: string, day: string) => insertLink(t, { eventId, employeeId: await insertEmployee(t, { fn }), day, fn });
    await staff('Garçom', DAY1);
    await staff('Garçom', DAY1);
    await staff('Garçom', DAY2);
    await staff('Barman', DAY1);
    await staff('Copeiro', DAY1);
  });

  test('GET /event-employees/:eventId/service-limits: contracted services with staff, per day', async () => {
    const res = await get(`/event-employees/${eventId}/service-limits`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { serviceId: 2, serviceName: 'Bar Completo', staffFunction: 'Barman', quantity: 1, staffPerUnit: 2, limitPerDay: 2 },
      { serviceId: 1, serviceName: 'Serviço de Garçom', staffFunction: 'Garçom', quantity: 4, staffPerUnit: 1, limitPerDay: 4 },
    ]);
  });

  test('GET /event-employees/:eventId/available-quantities: summed over the event’s days', async () => {
    const res = await get(`/event-employees/${eventId}/available-quantities`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { staffFunction: 'Barman', limit: 4, assigned: 1, available: 3 },
      { staffFunction: 'Garçom', limit: 8, assigned: 3, available: 5 },
    ]);
  });

  test.each([
    [DAY1, [{ staffFunction: 'Barman', limit: 2, assigned: 1, available: 1 }, { staffFunction: 'Garçom', limit: 4, assigned: 2, available: 2 }]],
    [DAY2, [{ staffFunction: 'Barman', limit: 2, assigned: 0, available: 2 }, { staffFunction: 'Garçom', limit: 4, assigned: 1, available: 3 }]],
  ])('GET /event-employees/:eventId/available-quantities/day/%s', async (day, expected) => {
    const res = await get(`/event-employees/${eventId}/available-quantities/day/${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expected);
  });

  test('more staff than contracted shows nothing available, never a negative number', async () => {
    for (let i = 0; i < 3; i++) await insertLink(t, { eventId, employeeId: await insertEmployee(t, { fn: 'Barman' }), day: DAY1, fn: 'Barman' });
    const res = await get(`/event-employees/${eventId}/available-quantities/day/${DAY1}`);
    expect(res.json().data[0]).toEqual({ staffFunction: 'Barman', limit: 2, assigned: 4, available: 0 });
  });

  test('GET /event-employees/:eventId/approved-services: every contracted item, total computed in SQL', async () => {
    const res = await get(`/event-employees/${eventId}/approved-services`);
    expect(res.statusCode).toBe(200);
    const item = (budgetId: number, serviceId: number, service: ServiceRow, quantity: number, days: number, total: string) => ({
      budgetId,
      serviceId,
      serviceName: service.name,
      description: null,
      unit: 'diária',
      unitPrice: service.unitPrice,
      quantity,
      days,
      staffFunction: service.staffFunction,
      staffPerUnit: service.staffPerUnit ?? 1,
      total,
    });
    expect(res.json().data).toEqual([
      item(1, 2, BAR, 1, 2, '3000.00'),
      item(1, 3, BUFFET, 100, 1, '9550.00'),
      item(1, 1, GARCOM, 3, 2, '1080.00'),
      item(2, 1, GARCOM, 1, 1, '180.00'),
    ]);
  });

  test('totals stay exact with cents', async () => {
    const event = await insertEvent(t, { name: 'Centavos' });
    await insertBudget(t, event, 'APROVADO', [{ service: { name: 'Taxa', staffFunction: null, unitPrice: '0.10' }, quantity: 3 }]);
    const res = await get(`/event-employees/${event}/approved-services`);
    expect(res.json().data.map((row: { total: string }) => row.total)).toEqual(['0.30']);
  });

  test('an event without an approved budget answers empty lists', async () => {
    const event = await insertEvent(t, { name: 'Sem orçamento', days: [DAY1] });
    await insertBudget(t, event, 'ENVIADO', [{ service: GARCOM, quantity: 2 }]);
    for (const suffix of ['service-limits', 'available-quantities', `available-quantities/day/${DAY1}`, 'approved-services']) {
      const res = await get(`/event-employees/${event}/${suffix}`);
      expect([suffix, res.statusCode, res.json()]).toEqual([suffix, 200, { data: [] }]);
    }
  });

  test.each(['service-limits', 'available-quantities', `available-quantities/day/${DAY1}`, 'approved-services'])(
    'GET /event-employees/99/%s answers 404 for an unknown event',
    async (suffix) => {
      const res = await get(`/event-employees/99/${suffix}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Evento não encontrado' });
    },
  );

  test('a day the event does not have answers 404', async () => {
    const res = await get(`/event-employees/${eventId}/available-quantities/day/2030-01-12`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Dia não encontrado no evento' });
  });

  test('an impossible day answers 400', async () => {
    const res = await get(`/event-employees/${eventId}/available-quantities/day/2030-13-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Data inválida' });
  });
});

describe('on the demo data', () => {
  const today = '2030-06-15';
  beforeEach(() => seedDemoData(t.database.db, today));

  const eventNamed = async (name: string) => {
    const events = (await get('/events')).json().data as Array<{ id: number; name: string }>;
    return events.find((event) => event.name === name)!.id;
  };

  test('today’s congress has real limits from its approved budget', async () => {
    const congress = await eventNamed('Congresso Médico de São Paulo');
    const limits = (await get(`/event-employees/${congress}/service-limits`)).json().data;
    expect(limits.map((l: { staffFunction: string; limitPerDay: number }) => [l.staffFunction, l.limitPerDay])).toEqual([
      ['Segurança', 2],
      ['Técnico de Iluminação', 1],
      ['Limpeza', 1],
      ['Recepcionista', 3],
      ['Técnico de Som', 1],
    ]);
    const onToday = (await get(`/event-employees/${congress}/available-quantities/day/${addDays(today, 0)}`)).json().data;
    expect(onToday).toContainEqual({ staffFunction: 'Recepcionista', limit: 3, assigned: 2, available: 1 });
    expect(onToday).toContainEqual({ staffFunction: 'Segurança', limit: 2, assigned: 2, available: 0 });
  });

  test('the future wedding has its approved services; the festival’s budget is only sent', async () => {
    const wedding = await eventNamed('Casamento Silva & Oliveira');
    const services = (await get(`/event-employees/${wedding}/approved-services`)).json().data;
    expect(services.map((s: { serviceName: string; total: string }) => [s.serviceName, s.total])).toEqual([
      ['Bar Completo', '1500.00'],
      ['Buffet Completo', '23875.00'],
      ['Equipe de Segurança', '220.00'],
      ['Recepção', '170.00'],
      ['Serviço de Garçom', '720.00'],
    ]);
    const festival = await eventNamed('Festival de Verão');
    expect((await get(`/event-employees/${festival}/service-limits`)).json().data).toEqual([]);
  });
});
