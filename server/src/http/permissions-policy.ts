/**
 * Permissions-Policy on every answer (issue 13): the camera for the badge scanner on our own
 * origin, and no other powerful feature for any origin.
 */
import type { FastifyInstance } from 'fastify';

export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    return payload;
  });
}
