import { createTestApp, type TestApp } from '../../testing/test-app';
import { PERMISSIONS_POLICY } from '../permissions-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the camera is allowed to our own origin only, on API answers and errors alike', async () => {
  expect(PERMISSIONS_POLICY).toContain('camera=(self)');
  for (const res of [await t.request({ method: 'GET', url: '/api/health' }), await t.request({ method: 'GET', url: '/api/events' })]) {
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  }
});
