/**
 * Embedded mode: PGlite in DATA_DIR, on a worker thread, served over a unix socket (TCP on
 * 127.0.0.1 when the socket path would be too long). The data folder is locked for as long as the
 * worker runs, so a second process refuses to open it instead of corrupting it.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireDirLock } from './lockfile';

export interface WorkerInput {
  pgDataDir: string;
  socketPath: string | null;
}
export interface SocketConnection {
  host: string;
  port: number;
}
export type WorkerMessage =
  | { type: 'ready'; connection: SocketConnection }
  | { type: 'stopped' }
  | { type: 'error'; message: string };
export type ParentMessage = { type: 'stop' };

export interface EmbeddedServer {
  connection: SocketConnection;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The worker script; defaults to pglite-worker.js beside the bundle or pglite-worker.ts in src. */
  workerPath?: string;
  /** Called if the worker dies while the server runs. */
  onCrash?: (error: Error) => void;
}

const SOCKET_NAME = '.s.PGSQL.5432';
const MAX_SOCKET_PATH = 100;
const STOP_TIMEOUT_MS = 10_000;

export const PG_DATA_SUBDIR = 'pgdata';

function defaultWorkerPath(): string {
  for (const file of ['pglite-worker.js', 'pglite-worker.ts']) {
    const candidate = path.join(__dirname, file);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`pglite-worker not found beside ${__dirname}`);
}

function spawnWorker(workerPath: string, workerData: WorkerInput): Worker {
  if (!workerPath.endsWith('.ts')) return new Worker(workerPath, { workerData });
  // Run from source (tsx): a worker thread does not inherit tsx's loader, so it registers it first.
  const tsx = createRequire(__filename).resolve('tsx/cjs');
  const code = `require(${JSON.stringify(tsx)}); require(${JSON.stringify(workerPath)});`;
  return new Worker(code, { eval: true, workerData });
}

export async function startEmbeddedPglite(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = acquireDirLock(dataDir);
  try {
    const socketPath = path.join(dataDir, SOCKET_NAME);
    const input: WorkerInput = {
      pgDataDir: path.join(dataDir, PG_DATA_SUBDIR),
      socketPath: socketPath.length <= MAX_SOCKET_PATH ? socketPath : null,
    };
    const worker = spawnWorker(options.workerPath ?? defaultWorkerPath(), input);
    const connection = await waitForReady(worker);
    return { connection, stop: createStop(worker, lock.release, options.onCrash) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function waitForReady(worker: Worker): Promise<SocketConnection> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (message: WorkerMessage): void => {
      if (message.type === 'ready') {
        cleanup();
        resolve(message.connection);
      } else if (message.type === 'error') {
        cleanup();
        void worker.terminate();
        reject(new Error(`The embedded database failed to start: ${message.message}`));
      }
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number): void => {
      cleanup();
      reject(new Error(`The embedded database worker exited with code ${code} before it was ready`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

function createStop(worker: Worker, releaseLock: () => void, onCrash?: (error: Error) => void): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  let crash: Error | null = null;
  const onUnexpectedExit = (code: number): void => {
    releaseLock();
    onCrash?.(crash ?? new Error(`The embedded database worker exited unexpectedly with code ${code}`));
  };
  worker.on('exit', onUnexpectedExit);
  worker.on('error', (error) => {
    crash = error;
  });

  return () => {
    stopping ??= new Promise<void>((resolve) => {
      worker.off('exit', onUnexpectedExit);
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      worker.once('exit', () => {
        clearTimeout(timer);
        releaseLock();
        resolve();
      });
      worker.postMessage({ type: 'stop' } satisfies ParentMessage);
    });
    return stopping;
  };
}
