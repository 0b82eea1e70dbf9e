import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FRAMEWORK_MESSAGES } from '../framework-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Fastify's own refusals answer the pt-BR envelope, never echoing the URL", () => {
  test('an id over the router limit → 414, before authentication', async () => {
    const id = 'x'.repeat(150);
    const res = await t.request({ method: 'GET', url: `/api/employees/${id}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: FRAMEWORK_MESSAGES.uriTooLong });
    expect(res.body).not.toContain(id);
  });

  test('a malformed % escape in the path → 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/employees/%zz', role: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: FRAMEWORK_MESSAGES.badUrl });
    expect(res.body).not.toContain('%zz');
  });

  test('a 20 KB header → 431 from the HTTP parser, in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ message: FRAMEWORK_MESSAGES.headersTooLarge });
  });
});
