/**
 * Starts the built server on a free port with a fresh embedded database and demo data, signs in
 * once per role and saves each storage state (.auth/<role>.json). Returns the teardown.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROLES_UNDER_TEST, authFile } from './support/roles';

const serverDir = resolve(__dirname, '../server');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (e) {
      lastError = e;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer ${url} in ${timeoutMs} ms: ${String(lastError)}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'sge-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: serverDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseURL;
  try {
    await waitFor(`${baseURL}/api/health`, Number(process.env.E2E_SERVER_START_MS ?? 180_000));
  } catch (error) {
    // A server that never answered must not outlive the run.
    server.kill('SIGTERM');
    throw error;
  }

  await mkdir(resolve(__dirname, '.auth'), { recursive: true });
  for (const { username, password } of ROLES_UNDER_TEST) {
    const res = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`Login of ${username} failed: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: { token: string; role: string; username: string; id: number; photoUrl: string | null } };
    const user = { id: data.id, username: data.username, role: data.role, photoUrl: data.photoUrl };
    const state = {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'token', value: data.token },
            { name: 'username', value: data.username },
            { name: 'role', value: data.role },
            { name: 'user', value: JSON.stringify(user) },
          ],
        },
      ],
    };
    await writeFile(authFile(username), JSON.stringify(state));
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
