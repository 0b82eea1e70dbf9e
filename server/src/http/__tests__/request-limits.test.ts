import type http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { frameworkErrorOptions } from '../framework-errors';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { REQUEST_LIMITS } from '../request-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the server holds no socket past its limits: headers in 10 s, the whole request in 30 s, idle keep-alive 72 s', () => {
  const server = t.app.server as http.Server;
  expect(server.headersTimeout).toBe(10_000);
  expect(server.requestTimeout).toBe(30_000);
  expect(server.keepAliveTimeout).toBe(72_000);
  expect(server.timeout).toBe(120_000);
  expect(REQUEST_LIMITS.http.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  expect(t.app.initialConfig.bodyLimit).toBe(1024 * 1024);
});

test.each([
  ['never finishes its headers', 'POST /api/auth/login HTTP/1.1\r\nHost: sge\r\n'],
  ['never finishes its body', 'POST /api/auth/login HTTP/1.1\r\nHost: sge\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{'],
])('a client that %s is cut off with a pt-BR 408', async (_label, text) => {
  // The served app's options and error handlers, with limits short enough for a test.
  const app = Fastify({ ...REQUEST_LIMITS, requestTimeout: 400, http: { headersTimeout: 300, connectionsCheckingInterval: 50 }, ...frameworkErrorOptions });
  app.post('/api/auth/login', async () => ({}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('{"message":"Tempo da requisição esgotado"}');
  } finally {
    await app.close();
  }
});
