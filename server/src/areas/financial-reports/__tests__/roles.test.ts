/**
 * The financial-reports role matrix, endpoint by endpoint: ADMIN, MANAGER and FINANCIAL read the
 * figures; COORDINATOR gets 403; no token gets 401. Written out here rather than read from
 * permissions.ts, so a change there must be a deliberate change here too.
 */
import { ROLES, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { arrangeQuarter, Q1 } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await arrangeQuarter(t);
});
afterAll(() => t.close());

const ALLOWED: Role[] = ['ADMIN', 'MANAGER', 'FINANCIAL'];

const JSON_ENDPOINTS = [
  `/api/financial-charts/revenue-expense?${Q1}`,
  `/api/financial-charts/profitability?${Q1}`,
  `/api/financial-charts/monthly-comparison?${Q1}`,
  `/api/financial-charts/category-breakdown?${Q1}`,
  `/api/financial-charts/cash-flow-trend?${Q1}`,
  `/api/financial-charts/cash-flow?${Q1}`,
  `/api/financial-charts/kpis?${Q1}`,
  `/api/financial-charts/dashboard`,
];
const EXPORT = `/api/financial-charts/export?report=cash-flow&format=csv&${Q1}`;
const ENDPOINTS = [...JSON_ENDPOINTS, EXPORT];

describe('every endpoint × every role', () => {
  test.each(ENDPOINTS.flatMap((url) => ROLES.map((role) => [url, role] as const)))('GET %s as %s', async (url, role) => {
    const res = await t.request({ method: 'GET', url, role });
    if (!ALLOWED.includes(role)) {
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'Acesso não autorizado.' }]);
    } else if (url === EXPORT) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    } else {
      expect([res.statusCode, res.json()]).toEqual([200, { data: expect.anything() }]);
    }
  });
});

describe('without a token', () => {
  test.each(ENDPOINTS)('GET %s answers 401', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Autenticação necessária' }]);
  });
});

test('a coordinator gets 403 before any validation', async () => {
  const res = await t.request({ method: 'GET', url: '/api/financial-charts/cash-flow?startDate=nope', role: 'COORDINATOR' });
  expect(res.statusCode).toBe(403);
});
