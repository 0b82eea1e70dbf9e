/**
 * Server configuration, read once from the environment.
 *
 * Paths given in the environment resolve against the process cwd. The defaults resolve against the
 * repository root (the parent of the server package), whatever the cwd: `pnpm serve` runs from
 * server/, `pnpm dev` too, and both must find the same `.data` folder and the same built apps.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readOrCreateSecretFile } from './lib/secret-file';
import { blankToNull } from './lib/text';

export const REMOTE_NAMES = ['events', 'financial', 'inventory', 'registration', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… for a PostgreSQL server; null for the embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Holds the embedded database, its lockfile and the generated JWT secret. */
  dataDir: string;
  seedDemo: boolean;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** Folder holding host/dist and remote-<name>/dist; null serves no static files. */
  staticRoot: string | null;
  /** The body of GET /remotes.json: remote name → manifest URL. */
  remotes: Record<string, string>;
  trustProxy: boolean;
  /** Served to browsers over HTTPS (directly or by a proxy): send HSTS. BEHIND_HTTPS=true. */
  behindHttps: boolean;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

/** The server package folder: this file sits in src/ when run from source and in dist/ when built. */
export const SERVER_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '..');

export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
);

/**
 * A configuration the server must not start with. main.ts prints its message alone, in one line,
 * without a stack: the message says what to set.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Shortest CREDENTIALS_KEY accepted (admin/credentials-cipher.ts: a passphrase of 16+ characters). */
const MIN_CREDENTIALS_KEY_LENGTH = 16;

const DEFAULT_TOKEN_TTL = '8h';
const JWT_SECRET_FILE = 'jwt-secret';

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const dataDir = env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(REPO_ROOT, '.data');
  const databaseUrl = blankToNull(env.DATABASE_URL);
  if (databaseUrl) requireSharedSecrets(env);
  return {
    port: parsePort(env.PORT ?? '8080'),
    host: blankToNull(env.HOST) ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    seedDemo: !isFalse(env.SEED_DEMO),
    jwtSecret: blankToNull(env.JWT_SECRET) ?? readOrCreateSecretFile(dataDir, JWT_SECRET_FILE, () => randomBytes(48).toString('base64url')),
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL ?? DEFAULT_TOKEN_TTL, 'TOKEN_TTL'),
    staticRoot: resolveStaticRoot(env, cwd),
    remotes: loadRemotes(env, cwd),
    trustProxy: env.TRUST_PROXY === 'true',
    behindHttps: env.BEHIND_HTTPS === 'true',
    logLevel: blankToNull(env.LOG_LEVEL) ?? 'info',
  };
}

/**
 * On PostgreSQL every server of one database must sign tokens and encrypt credentials with the same
 * secrets: one generated per process (the embedded database's default) would make a token signed by
 * one server invalid on the next, and credentials saved through one unreadable through another.
 */
function requireSharedSecrets(env: Env): void {
  const missing = (['JWT_SECRET', 'CREDENTIALS_KEY'] as const).filter((name) => blankToNull(env[name]) === null);
  if (missing.length) {
    throw new ConfigError(
      `DATABASE_URL is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: ` +
        'every server sharing a PostgreSQL database must use the same secrets, so set them in the environment (docs/scale-and-operations.md, "Several servers").',
    );
  }
  if (env.CREDENTIALS_KEY!.trim().length < MIN_CREDENTIALS_KEY_LENGTH) {
    throw new ConfigError(`CREDENTIALS_KEY must have at least ${MIN_CREDENTIALS_KEY_LENGTH} characters (64 hex digits, 32 bytes of base64 or a passphrase).`);
  }
}

function isFalse(value: string | undefined): boolean {
  return value !== undefined && ['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got "${value}"`);
  return port;
}

/** "8h", "30m", "45s", "1d" or plain seconds. */
export function parseDuration(value: string, name: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`${name} must look like 8h, 30m, 45s, 1d or a number of seconds, got "${value}"`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  if (seconds <= 0) throw new Error(`${name} must be positive`);
  return seconds;
}

function resolveStaticRoot(env: Env, cwd: string): string | null {
  if (isFalse(env.SERVE_STATIC)) return null;
  return env.STATIC_ROOT ? path.resolve(cwd, env.STATIC_ROOT) : REPO_ROOT;
}

function loadRemotes(env: Env, cwd: string): Record<string, string> {
  if (env.REMOTES_JSON) return parseRemotes(env.REMOTES_JSON, 'REMOTES_JSON');
  if (env.REMOTES_FILE) {
    const file = path.resolve(cwd, env.REMOTES_FILE);
    return parseRemotes(readFileSync(file, 'utf8'), `REMOTES_FILE (${file})`);
  }
  return { ...DEFAULT_REMOTES };
}

export function parseRemotes(text: string, source: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${source} must be a JSON object of remote name → manifest URL`);
  }
  for (const [name, url] of Object.entries(value)) {
    if (typeof url !== 'string' || !url) throw new Error(`${source}: the URL of remote "${name}" must be a non-empty string`);
  }
  return value as Record<string, string>;
}

