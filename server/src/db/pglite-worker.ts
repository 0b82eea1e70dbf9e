/**
 * PGlite on its own thread, behind a PostgreSQL wire-protocol socket. In the main thread PGlite's
 * WASM blocks the event loop for the length of every query; here the API stays responsive and
 * reaches the database through the same pg.Pool it uses for a real PostgreSQL server.
 * Entry point of its own bundle (dist/pglite-worker.js): it runs, it is not imported.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { ParentMessage, WorkerInput, WorkerMessage } from './embedded';

if (!parentPort) throw new Error('pglite-worker must run in a worker thread');
const port = parentPort;
const post = (message: WorkerMessage): void => port.postMessage(message);

async function start({ pgDataDir, socketPath }: WorkerInput): Promise<void> {
  mkdirSync(pgDataDir, { recursive: true });
  const db = await PGlite.create(pgDataDir);
  if (socketPath) rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer(
    socketPath ? { db, path: socketPath } : { db, host: '127.0.0.1', port: 0 },
  );
  await server.start();

  port.on('message', (message: ParentMessage) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await server.stop();
      await db.close();
      if (socketPath) rmSync(socketPath, { force: true });
      post({ type: 'stopped' });
      port.close();
    })().catch((error: unknown) => post({ type: 'error', message: String(error) }));
  });

  if (socketPath) {
    post({ type: 'ready', connection: { host: socketPath.slice(0, socketPath.lastIndexOf('/')), port: 5432 } });
  } else {
    const listening = Number(server.getServerConn().split(':').pop());
    post({ type: 'ready', connection: { host: '127.0.0.1', port: listening } });
  }
}

start(workerData as WorkerInput).catch((error: unknown) => {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
