/**
 * The API contract (issue 15): the OpenAPI 3.1 document at /api/openapi.json is valid, lists every
 * API route with its tag, schemas and roles (`x-roles`, checked against what the server enforces),
 * and the reference page at /api/docs is served from our origin under a strict CSP.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROLES, type Role } from '@sge/shared/contract';
import { PERMISSIONS } from '../../auth/permissions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { API_TAGS, DOCS_PREFIX, isApiRoute, OPENAPI_PATH } from '../openapi';

interface Operation {
  tags?: string[];
  description?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: { content?: Record<string, { schema?: { anyOf?: Array<{ properties?: Record<string, unknown> }> } }> };
  'x-roles'?: Role[];
  'x-public'?: boolean;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The writes that take no body (an action on the resource named by the path): every other write documents its body. */
const BODILESS_WRITES = [
  'PUT /api/events/{id}/finalize',
  'PATCH /api/event-employees/{id}/confirm-payment',
  'POST /api/employees/{id}/badge',
  'PATCH /api/users/{id}/toggle-active',
  'PATCH /api/categories/{id}/activate',
  'PATCH /api/categories/{id}/deactivate',
  'PATCH /api/payment-gateways/{id}/activate',
  'POST /api/payment-gateways/{id}/test',
  'POST /api/pre-registration/links/{id}/revoke',
  'POST /api/budgets/{id}/send',
  'POST /api/budgets/{id}/create-event',
  'POST /api/recurring-accounts/generate-all',
  'PATCH /api/recurring-accounts/{id}/toggle-active',
].sort();

/** The routes anyone may call, without a token. Any other route must name its roles. */
const PUBLIC_OPERATIONS = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/login',
  'GET /api/pre-registration/validate',
  'POST /api/pre-registration/submit',
].sort();

/** Fastify's `/api/employees/:id` (or a plugin's `/` route, `/api/employees/`) as the document writes it. */
const documentPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** Validates with @seriousme/openapi-schema-validator (ESM only), in a child Node process. */
function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown; version?: string } {
  const validator = pathToFileURL(require.resolve('@seriousme/openapi-schema-validator')).href;
  const script = `
    const { Validator } = await import(${JSON.stringify(validator)});
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    process.stdout.write(JSON.stringify({ ...result, version: validator.version }));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(document), encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`validator failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

let t: TestApp;
let document: Document;
const operations: Array<{ method: string; path: string; operation: Operation }> = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.createUsers(); // ids 1–4, the users of tokenFor (GET /api/auth/me reads its user)
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.push({ method: method.toUpperCase(), path, operation });
  }
});
afterAll(() => t.close());

test('the document is valid OpenAPI 3.1', () => {
  expect(document.openapi).toBe('3.1.0');
  const result = validateOpenApi(document);
  expect(result.errors ?? null).toBeNull();
  expect(result).toMatchObject({ valid: true, version: '3.1' });
});

test('every registered API route is in the document, and nothing else', () => {
  const apiRoutes = t.app.registeredRoutes.filter((route) => isApiRoute(route.url));
  // The whole API: the areas' routes are there (a sample of each), not only the auth routes.
  expect(apiRoutes.length).toBeGreaterThan(140);
  const documented = operations.map(({ method, path }) => `${method} ${path}`).sort();
  const registered = apiRoutes.map((route) => `${route.method} ${documentPath(route.url)}`).sort();
  expect(documented).toEqual(registered);
  // Neither the built apps nor the documentation itself are API operations.
  expect(document.paths['/remotes.json']).toBeUndefined();
  expect(Object.keys(document.paths).filter((path) => path.startsWith(DOCS_PREFIX) || path === OPENAPI_PATH)).toEqual([]);
});

test('every operation names its roles; only the public routes are open, and say so', () => {
  const tags: string[] = API_TAGS.map((tag) => tag.name);
  const open: string[] = [];
  for (const { method, path, operation } of operations) {
    const name = `${method} ${path}`;
    expect([name, operation.tags]).toEqual([name, [expect.any(String)]]);
    expect(tags).toContain(operation.tags![0]);
    expect([name, Array.isArray(operation['x-roles'])]).toEqual([name, true]);
    if (operation['x-public']) {
      open.push(name);
      expect([name, operation['x-roles'], operation.security]).toEqual([name, [], []]);
      expect(operation.description).toContain('Público');
    } else {
      expect([name, operation['x-roles']!.length > 0]).toEqual([name, true]);
      expect(operation['x-roles']!.every((role) => (ROLES as readonly string[]).includes(role))).toBe(true);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses[401]).toBeDefined();
      expect(operation.responses[403]).toBeDefined();
    }
  }
  expect(open.sort()).toEqual(PUBLIC_OPERATIONS);
});

test('every write documents its request body, unless it is an action that takes none', () => {
  const writes = operations.filter(({ method }) => ['POST', 'PUT', 'PATCH'].includes(method));
  expect(writes.length).toBeGreaterThan(50);
  const bodiless = writes.filter(({ operation }) => !operation.requestBody).map(({ method, path }) => `${method} ${path}`);
  expect(bodiless.sort()).toEqual(BODILESS_WRITES);
  // The approve call's body is optional (none approves with today's due date), and documented.
  const approve = document.paths['/api/payment-requests/{id}/approve'].post.requestBody;
  const branches = approve?.content?.['application/json']?.schema?.anyOf ?? [];
  expect(branches.some((branch) => branch.properties && 'dueDate' in branch.properties)).toBe(true);
});

test('x-roles follow the permission matrix', () => {
  const rolesOf = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()]?.['x-roles'];
  expect(rolesOf('GET', '/api/employees')).toEqual([...PERMISSIONS.employees]);
  expect(rolesOf('GET', '/api/events/{id}')).toEqual([...PERMISSIONS.events]);
  expect(rolesOf('POST', '/api/events')).toEqual([...PERMISSIONS.eventsManage]);
  expect(rolesOf('PATCH', '/api/event-employees/{id}/check-in')).toEqual([...PERMISSIONS.eventsCheckIn]);
  expect(rolesOf('PATCH', '/api/event-employees/{id}/confirm-payment')).toEqual([...PERMISSIONS.eventsConfirmPayment]);
  expect(rolesOf('GET', '/api/settings')).toEqual([...PERMISSIONS.referenceData]);
  expect(rolesOf('POST', '/api/settings')).toEqual([...PERMISSIONS.administration]);
  expect(rolesOf('GET', '/api/accounts-payable/{id}')).toEqual([...PERMISSIONS.accounts]);
  expect(rolesOf('GET', '/api/financial-charts/kpis')).toEqual([...PERMISSIONS.financialReports]);
  expect(rolesOf('POST', '/api/employees/{id}/badge')).toEqual([...PERMISSIONS.badgesReplace]);
  expect(rolesOf('POST', '/api/pre-registration/walk-in')).toEqual([...PERMISSIONS.registrationWalkIn]);
  // Only a token: every role.
  expect(rolesOf('GET', '/api/auth/me')).toEqual([...ROLES]);
});

test('x-roles are what the server enforces: every other role gets 403, no token gets 401', async () => {
  const mismatches: string[] = [];
  for (const { method, path, operation } of operations) {
    const url = path.replace('{day}', '2030-01-15').replace(/\{[^}]+\}/g, '1');
    const allowed = operation['x-roles']!;
    const anonymous = await t.app.inject({ method: method as 'GET', url });
    if (operation['x-public'] ? anonymous.statusCode === 401 || anonymous.statusCode === 403 : anonymous.statusCode !== 401) {
      mismatches.push(`${method} ${path} without a token: ${anonymous.statusCode}`);
    }
    if (operation['x-public']) continue;
    for (const role of ROLES) {
      const res = await t.request({ method: method as 'GET', url, role });
      const refused = res.statusCode === 403 || res.statusCode === 401;
      if (refused === allowed.includes(role)) mismatches.push(`${method} ${path} as ${role}: ${res.statusCode}`);
    }
  }
  expect(mismatches).toEqual([]);
}, 120_000);

test('every operation documents its success answer with a schema, and its inputs', () => {
  const missing: string[] = [];
  for (const { method, path, operation } of operations) {
    const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
    const described = success.length > 0 && success.every(([, answer]) => Object.values(answer.content ?? {}).some((media) => media.schema));
    if (!described) missing.push(`${method} ${path}: success answer`);
    for (const name of path.match(/\{([^}]+)\}/g) ?? []) {
      if (!operation.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name)) missing.push(`${method} ${path}: ${name}`);
    }
    if (!operation.responses[500]) missing.push(`${method} ${path}: error answer`);
  }
  expect(missing).toEqual([]);
  // The error envelope is documented as { message }.
  const login = document.paths['/api/auth/login'].post;
  expect(login.responses[400].content?.['application/json'].schema).toMatchObject({
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' } },
  });
});

describe('the reference page', () => {
  const assetsOf = (html: string): string[] =>
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);

  test('/api/docs answers HTML with a strict CSP and no inline script; its assets answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.match(/script-src [^;]*/)![0]).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);

    // Every script is a file from this origin: none inline, none from a CDN.
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/api\/docs\//);
      expect(content.trim()).toBe('');
    }
    const assets = assetsOf(res.body);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui.css']));
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const file = await t.app.inject({ method: 'GET', url: asset });
      expect([asset, file.statusCode]).toEqual([asset, 200]);
      expect(file.body.length).toBeGreaterThan(0);
      if (asset.endsWith('.js')) expect(file.headers['content-type']).toMatch(/javascript/);
      if (asset.endsWith('.css')) expect(file.headers['content-type']).toMatch(/^text\/css/);
    }
  });

  test('the page loads the document it describes from this origin', async () => {
    const initializer = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(document);
  });
});
