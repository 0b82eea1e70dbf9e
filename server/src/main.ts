/** Starts the API (and the built front end) from the environment; stops cleanly on SIGINT/SIGTERM. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lockfile';
import { createGracefulShutdown } from './shutdown';

let app: FastifyInstance | null = null;
const shutdown = createGracefulShutdown(() => app, { exit: (code) => process.exit(code) });

async function main(): Promise<void> {
  process.setSourceMapsEnabled(true);
  const config = loadConfig();
  // Repeated signals are ignored while closing: a terminal's Ctrl+C reaches both `tsx watch` and
  // this process, and tsx relays it once more. The shutdown's timeouts still bound the wait.
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!signalled) app?.log.info(`${signal} received: finishing the requests in flight, then stopping`);
      signalled = true;
      void shutdown(0);
    });
  }

  app = await buildApp(config, {
    onDatabaseCrash: (error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      void shutdown(1);
    },
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${app.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
}

main().catch((error: unknown) => {
  console.error(`SGE server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && !(error instanceof DataDirLockedError || error instanceof ConfigError)) console.error(error.stack);
  process.exit(1);
});
