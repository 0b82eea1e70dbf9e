/**
 * Values have business bounds (DESIGN.md §9): an amount a user types is at most R$ 99.999.999,99
 * and a business date lies between 2000-01-01 and 2100-12-31; each refusal is a pt-BR 400 naming
 * the field. The contract test below checks no input field was left without its bound.
 */
import { insertCategories } from '../../areas/accounts/__tests__/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { textInputRoutes } from '../text-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCategories(t);
});
afterAll(() => t.close());

const receivable = (over: Record<string, unknown>) => ({
  description: 'Casamento Silva',
  clientName: 'Maria Silva',
  categoryId: 1,
  amount: '1000.00',
  dueDate: '2030-01-10',
  ...over,
});
const createReceivable = (over: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/accounts-receivable', role: 'FINANCIAL', payload: receivable(over) });

describe('an amount', () => {
  const RANGE = "Campo 'Valor' deve estar entre R$ 0,01 e R$ 99.999.999,99";
  test.each(['0.01', '99999999.99', '12345.6'])('%s is taken', async (amount) => {
    const res = await createReceivable({ amount });
    expect(res.statusCode).toBe(201);
  });
  test.each(['100000000.00', '999999999999.99', '0.00', '0'])('%s is refused, naming the field and its range', async (amount) => {
    const res = await createReceivable({ amount });
    expect([res.statusCode, res.json()]).toEqual([400, { message: RANGE }]);
  });

  test('a rate may be zero, never above the bound', async () => {
    const employee = (payRate: string) =>
      t.request({ method: 'POST', url: '/api/employees', role: 'ADMIN', payload: { name: 'Ana Souza', cpf: '52998224725', function: 'Garçom', payRate } });
    expect((await employee('100000000')).json()).toEqual({ message: "Campo 'Valor da diária' deve estar entre R$ 0,00 e R$ 99.999.999,99" });
    expect((await employee('0')).statusCode).toBe(201);
  });
});

describe('a business date', () => {
  const RANGE = (field: string) => `Campo '${field}' deve ser uma data válida entre 01/01/2000 e 31/12/2100`;
  test.each(['2000-01-01', '2100-12-31', '2024-02-29'])('%s is taken', async (dueDate) => {
    expect((await createReceivable({ dueDate })).statusCode).toBe(201);
  });
  test.each(['1999-12-31', '2101-01-01', '0100-01-01', '2023-02-29', '2024-13-01'])('%s is refused, naming the field and its range', async (dueDate) => {
    const res = await createReceivable({ dueDate });
    expect([res.statusCode, res.json()]).toEqual([400, { message: RANGE('Vencimento') }]);
  });

  test('an event day', async () => {
    const event = (date: string) => t.request({ method: 'POST', url: '/api/events', role: 'ADMIN', payload: { name: 'Festa', location: 'São Paulo', eventDays: [{ date }] } });
    expect((await event('2100-12-31')).statusCode).toBe(201);
    expect((await event('0100-01-01')).json()).toEqual({ message: RANGE('Data') });
  });

  test('a report period', async () => {
    const res = await t.request({ method: 'GET', url: '/api/financial-charts/kpis?startDate=1999-12-31&endDate=2000-01-31', role: 'ADMIN' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: RANGE('Data inicial') }]);
  });
});

describe('the contract bounds every amount and business date a user enters', () => {
  type Node = Record<string, unknown> & { type?: unknown; pattern?: string; format?: string; properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; oneOf?: Node[]; allOf?: Node[] };
  /** Dates that pick an existing event day rather than enter one: a stored day keeps working whatever its date. */
  const isLookup = (path: string) => /\/api\/events\/:id\/badges query\.day$|\/api\/event-employees\/? (query|body)\.eventDay$/.test(path);

  function strings(node: Node | undefined, path: string): Array<{ path: string; node: Node }> {
    if (!node || typeof node !== 'object') return [];
    return [
      ...([node.type].flat().includes('string') ? [{ path, node }] : []),
      ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((branch) => strings(branch, path)),
      ...Object.entries(node.properties ?? {}).flatMap(([name, child]) => strings(child, `${path}.${name}`)),
      ...(node.items ? strings(node.items, `${path}[]`) : []),
    ];
  }

  const inputs = () =>
    textInputRoutes(t.app).flatMap((route) => {
      const schema = (route.schema ?? {}) as { body?: Node; querystring?: Node };
      return [...strings(schema.body, `${route.method} ${route.url} body`), ...strings(schema.querystring, `${route.method} ${route.url} query`)];
    });

  test('no amount takes more than 8 integer digits', () => {
    const unbounded = inputs().filter(({ node }) => node.pattern?.includes('\\d{1,12}'));
    expect(unbounded.map((u) => u.path)).toEqual([]);
    expect(inputs().filter(({ node }) => typeof node['x-message'] === 'string' && String(node['x-message']).includes('R$')).length).toBeGreaterThanOrEqual(15);
  });

  test('every date a user enters is a real date within the business range', () => {
    const dates = inputs().filter(({ node }) => node.pattern?.includes('\\d{2}-\\d{2}$'));
    const plain = dates.filter(({ path, node }) => node.format !== 'date' && !isLookup(path));
    expect(plain.map((d) => d.path)).toEqual([]);
    expect(dates.length).toBeGreaterThanOrEqual(30);
  });
});
