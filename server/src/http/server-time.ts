/**
 * Every /api answer, success or error (401, 404, 400…), carries the server clock in ms since the
 * epoch (SERVER_TIME_HEADER), so a device learns its clock's offset from any call it makes
 * (DESIGN.md §9 "Time"). Set at send time, the closest moment to the device reading it.
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_TIME_HEADER } from '@sge/shared/contract';

const API_PATH = /^\/api(?:[/?#]|$)/;

export function registerServerTime(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url)) reply.header(SERVER_TIME_HEADER, String(Date.now()));
    return payload;
  });
}
