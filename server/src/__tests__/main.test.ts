/** The server process itself (`node --import tsx src/main.ts`): what it prints when it must not start. */
import { spawn } from 'node:child_process';
import { SERVER_DIR } from '../config';

function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

test('with DATABASE_URL and without the shared secrets, the server refuses to start and says why in one line', async () => {
  const { JEST_WORKER_ID: _worker, JWT_SECRET: _jwt, CREDENTIALS_KEY: _key, ...inherited } = process.env;
  // Nothing listens on port 1: the refusal comes before any connection is tried.
  const result = await runServer({ ...inherited, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/sge', PORT: '0', SERVE_STATIC: 'false' });
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toEqual([
    'SGE server failed to start: DATABASE_URL is set but JWT_SECRET and CREDENTIALS_KEY are not: every server sharing a PostgreSQL ' +
      'database must use the same secrets, so set them in the environment (docs/scale-and-operations.md, "Several servers").',
  ]);
}, 60_000);
