/**
 * Graceful shutdown, for SIGTERM from an orchestrator or a load balancer's rolling restart:
 *   1. stop taking requests: the listening socket closes (new connections are refused) and a new
 *      request on an open keep-alive connection answers 503 (Fastify's return503OnClosing), so
 *      `/api/health/ready` fails and the balancer sends traffic elsewhere;
 *   2. requests in flight finish, for up to `drainTimeoutMs` (10 s); each connection closes as soon
 *      as its answer is sent, instead of idling until the keep-alive timeout; past the timeout the
 *      remaining connections are cut;
 *   3. the app's onClose hooks run, which close the database pool (app.ts), then the process exits.
 * A backstop exits anyway if closing still hangs a few seconds after the drain timeout.
 */
import type { FastifyInstance } from 'fastify';

export const DRAIN_TIMEOUT_MS = 10_000;
const BACKSTOP_MS = 5_000;
const IDLE_SWEEP_MS = 100;

export interface GracefulShutdownOptions {
  /** How long requests in flight may take to finish. */
  drainTimeoutMs?: number;
  exit: (code: number) => void;
}

/** Returns `shutdown(code)`: the first call closes the app and exits; later calls are ignored. */
export function createGracefulShutdown(getApp: () => FastifyInstance | null, options: GracefulShutdownOptions) {
  const drainTimeoutMs = options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS;
  let started = false;

  return async function shutdown(code: number): Promise<void> {
    if (started) return;
    started = true;
    const app = getApp();
    const backstop = setTimeout(() => options.exit(code || 1), drainTimeoutMs + BACKSTOP_MS);
    backstop.unref();
    if (!app) {
      clearTimeout(backstop);
      options.exit(code);
      return;
    }

    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      app.log.warn(`requests still in flight after ${drainTimeoutMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, drainTimeoutMs);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code ||= 1;
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
      clearTimeout(backstop);
    }
    options.exit(code);
  };
}
