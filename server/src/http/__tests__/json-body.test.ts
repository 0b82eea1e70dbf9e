import { randomUUID } from 'node:crypto';
import { SYNC_BATCH_MAX } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEPTH_MESSAGE, MAX_JSON_DEPTH, OPEN_BODY_LIMITS, WIDTH_MESSAGE, bodyLimitsFor, scanJson, schemaShape } from '../json-body';
import { LOGIN_BODY_LIMIT } from '../request-limits';
import { textInputRoutes } from '../text-input';

const nested = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
const nestedObject = (depth: number, leaf: string) => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

describe('scanJson', () => {
  test('counts the nesting of objects and arrays', () => {
    expect(scanJson(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(scanJson(nested(MAX_JSON_DEPTH + 1))).toBe('depth');
    expect(scanJson(nestedObject(MAX_JSON_DEPTH + 1, '1'))).toBe('depth');
    expect(scanJson(`[${nested(MAX_JSON_DEPTH - 1)}, ${nested(MAX_JSON_DEPTH - 1)}]`)).toBeNull();
  });

  test.each([
    ['brackets in a string', `{"a": "${'['.repeat(100)}${'{'.repeat(100)}"}`],
    ['an escaped quote does not end the string', `{"a": "\\"${'['.repeat(100)}"}`],
    ['an escaped backslash before the closing quote', `{"a": "\\\\", "b": "${'{'.repeat(100)}"}`],
    ['unicode escapes of brackets are text', `{"a": "${'\\u005b'.repeat(100)}"}`],
    ['colons in strings are not keys', `{"a": "${':'.repeat(1000)}"}`],
    ['commas in strings are not items', `[{"a": "${','.repeat(1000)}"}]`],
  ])('%s do not count as nesting, keys or items', (_label, text) => {
    expect(scanJson(text, { containers: 2, keys: 2, items: 2 }, 2)).toBeNull();
    expect(() => JSON.parse(text)).not.toThrow();
  });

  test('counts the objects and arrays of the whole body, the keys of each object and the items of each array', () => {
    const objects = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ a: 1 })));
    expect(scanJson(objects(9), { containers: 10, keys: 5, items: 100 })).toBeNull();
    expect(scanJson(objects(10), { containers: 10, keys: 5, items: 100 })).toBe('width');
    const keys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, { x: 1, y: 2 }])));
    expect(scanJson(keys(5), { containers: 100, keys: 5, items: 100 })).toBeNull();
    expect(scanJson(keys(6), { containers: 100, keys: 5, items: 100 })).toBe('width');
    // Each array's own items: three arrays of 5 fit a limit of 5, one of 6 does not.
    const items = (n: number) => JSON.stringify({ a: [1, 2, 3, 4, 5], b: [[1, 2, 3, 4, 5], Array.from({ length: n }, (_, i) => i)] });
    expect(scanJson(items(5), { containers: 100, keys: 5, items: 5 })).toBeNull();
    expect(scanJson(items(6), { containers: 100, keys: 5, items: 5 })).toBe('width');
    expect(scanJson('[]', { containers: 100, keys: 5, items: 1 })).toBeNull();
  });
});

describe('the contract bounds every body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Node = Record<string, unknown> & { type?: unknown; properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; oneOf?: Node[]; allOf?: Node[]; patternProperties?: Record<string, Node>; additionalProperties?: unknown };
  const bodies = () =>
    textInputRoutes(t.app)
      .filter((route) => (route.schema as { body?: unknown } | undefined)?.body)
      .map((route) => ({ route: `${route.method} ${route.url}`, body: (route.schema as { body: Node }).body }));

  /** Levels of objects and arrays a valid value can nest. */
  function depthOf(node: Node | undefined): number {
    if (!node || typeof node !== 'object') return 0;
    const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].map(depthOf);
    const children = [...Object.values(node.properties ?? {}), ...Object.values(node.patternProperties ?? {}), ...(node.items ? [node.items] : [])].map(depthOf);
    const own = [node.type].flat().some((type) => type === 'object' || type === 'array') ? 1 : 0;
    return Math.max(0, ...branches, own + Math.max(0, ...children));
  }

  /** Where an array has no maxItems. */
  function unboundedArrays(node: Node | undefined, path: string): string[] {
    if (!node || typeof node !== 'object') return [];
    const here = [node.type].flat().includes('array') && node.maxItems === undefined ? [path] : [];
    return [
      ...here,
      ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((branch) => unboundedArrays(branch, path)),
      ...Object.entries(node.properties ?? {}).flatMap(([name, child]) => unboundedArrays(child, `${path}.${name}`)),
      ...(node.items ? unboundedArrays(node.items, `${path}[]`) : []),
    ];
  }

  test('the deepest body fits the depth limit (the batch sync, 4 levels)', () => {
    const depths = bodies().map(({ route, body }) => ({ route, depth: depthOf(body) }));
    expect(depths.length).toBeGreaterThanOrEqual(50);
    expect(Math.max(...depths.map((d) => d.depth))).toBeLessThanOrEqual(MAX_JSON_DEPTH);
    expect(depths.find((d) => d.route === 'POST /api/event-employees/sync-offline/batch')?.depth).toBe(4);
  });

  test('every array in a body has a maxItems', () => {
    expect(bodies().flatMap(({ route, body }) => unboundedArrays(body, route))).toEqual([]);
  });

  test('every body schema bounds its objects, arrays, keys and items, so none falls back to the open limits', () => {
    const open = bodies().filter(({ body }) => {
      const shape = schemaShape(body as never);
      return !Number.isFinite(shape.containers) || !Number.isFinite(shape.keys) || !Number.isFinite(shape.items);
    });
    expect(open.map((o) => o.route)).toEqual([]);
    expect(bodyLimitsFor(bodies().find((b) => b.route === 'POST /api/auth/login')!.body)).toEqual({ containers: 2 * MAX_JSON_DEPTH, keys: 16, items: 16 });
    // The batch sync: 500 records of 2 objects, twice, plus a few; 500 items, twice, plus a few.
    expect(bodyLimitsFor(bodies().find((b) => b.route === 'POST /api/event-employees/sync-offline/batch')!.body)).toEqual({ containers: 2012, keys: 28, items: 1008 });
    expect(bodyLimitsFor(undefined)).toEqual(OPEN_BODY_LIMITS);
  });
});

describe('hostile bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, role?: 'ADMIN' | 'COORDINATOR') =>
    t.request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' }, ...(role ? { role } : {}) });

  test.each([
    ['public', '/api/auth/login', undefined],
    ['authenticated', '/api/events', 'ADMIN'],
  ] as const)('on a %s route, depth 33 is refused before parsing and depth 32 reaches the validation', async (_kind, url, role) => {
    const deep = await post(url, nested(MAX_JSON_DEPTH + 1), role);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: DEPTH_MESSAGE });
    const fits = await post(url, nestedObject(MAX_JSON_DEPTH - 1, '{}').replace(/^\{"a":/, '{"name":'), role);
    expect(fits.statusCode).toBe(400);
    expect(fits.json().message).not.toBe(DEPTH_MESSAGE);
  });

  test('a body nested 500,000 deep is refused at once', async () => {
    const started = performance.now();
    const res = await post('/api/events', nested(500_000), 'ADMIN');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: DEPTH_MESSAGE });
    // Generous, so the test stays deterministic on a loaded machine: the scan takes a few ms.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test.each([
    ['an object with 60,000 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])))],
    ['an array of 250,000 numbers', JSON.stringify({ eventDays: Array(250_000).fill(1) })],
    ['50,000 objects', JSON.stringify({ eventDays: Array.from({ length: 50 }, () => Array.from({ length: 1000 }, () => ({}))) })],
  ])('%s, wider than the schema allows, is refused before parsing', async (_label, body) => {
    const res = await post('/api/events', body, 'ADMIN');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: WIDTH_MESSAGE });
  });

  test('a control character at depth 30 still names its field', async () => {
    const res = await post('/api/auth/login', nestedObject(29, '{"apelido": "x\\u0000"}'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'apelido' contém caracteres inválidos" });
  });

  test('sign-in refuses a body over 4 KiB', async () => {
    const res = await post('/api/auth/login', JSON.stringify({ username: 'admin', password: 'x'.repeat(LOGIN_BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Corpo da requisição muito grande' });
  });

  test('every other route refuses a body over 1 MiB', async () => {
    const res = await post('/api/events', JSON.stringify({ name: 'x'.repeat(1024 * 1024) }), 'ADMIN');
    expect(res.statusCode).toBe(413);
  });

  describe('each list body over its maxItems answers 400 in pt-BR, naming the list', () => {
    const record = () => ({
      clientRecordId: randomUUID(),
      eventEmployeeId: 1,
      eventId: 1,
      employeeId: 1,
      deviceSentAt: '2026-01-01T12:00:00.000-03:00',
    });
    const budget = (items: number) => ({
      clientName: 'Cliente',
      eventName: 'Evento',
      eventLocation: 'Local',
      eventDays: ['2026-01-01'],
      validUntil: '2026-01-31',
      items: Array.from({ length: items }, () => ({ serviceId: 1, quantity: 1 })),
    });
    test.each([
      ['the batch sync', '/api/event-employees/sync-offline/batch', { records: Array.from({ length: SYNC_BATCH_MAX + 1 }, record) }, "Campo 'Registros' deve ter no máximo 500 itens"],
      ['the budget items', '/api/budgets', budget(101), "Campo 'Itens' deve ter no máximo 100 itens"],
      ['the bulk reminders', '/api/financial/defaulters/bulk-reminders', { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, "Campo 'Inadimplentes' deve ter no máximo 500 itens"],
      ['the event days', '/api/events', { name: 'Evento', location: 'Local', eventDays: Array.from({ length: 61 }, () => ({ date: '2026-01-01' })) }, "Campo 'Dias' deve ter no máximo 60 itens"],
    ])('%s', async (_label, url, body, message) => {
      const res = await post(url, JSON.stringify(body), 'ADMIN');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  test('a full batch of the longest records a device sends fits the body limit and its scan', async () => {
    const time = '2026-01-01T12:00:00.000-03:00';
    const records = Array.from({ length: SYNC_BATCH_MAX }, (_, i) => ({
      ...{ clientRecordId: randomUUID(), eventEmployeeId: 2_000_000_000, eventId: 2_000_000_000, employeeId: 2_000_000_000 },
      ...{ checkinTime: time, checkoutTime: time, deviceSentAt: time, clockOffsetMs: -999_999_999_999, recordedBy: 2_000_000_000 },
      localRecord: {
        ...{ id: i + 1, eventId: 2_000_000_000, employeeId: 2_000_000_000, checkinTime: time, checkoutTime: time },
        ...{ syncStatus: 'PENDING', timestamp: time, lastUpdatedAt: time, type: 'checkout' },
      },
    }));
    const res = await post('/api/event-employees/sync-offline/batch', JSON.stringify({ records }), 'ADMIN');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toHaveLength(SYNC_BATCH_MAX);
  });
});
