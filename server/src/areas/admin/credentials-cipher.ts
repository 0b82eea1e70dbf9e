/**
 * Payment gateway credentials at rest: AES-256-GCM (node:crypto) with a random 96-bit IV per
 * write. The stored text is 'v1:<iv>:<tag>:<ciphertext>' (base64), so the database alone never
 * reveals a credential. The key comes from the plugin option `credentialsKey`, else the
 * CREDENTIALS_KEY environment variable, else a random key generated once into the data folder
 * (mode 0600, beside the JWT secret); under jest, a random in-memory key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from '../../lib/secret-file';
import { REPO_ROOT } from '../../config';

const VERSION = 'v1';
const AAD = Buffer.from('sge:payment-gateway-credentials:v1');
const KEY_FILE = 'credentials-key';

export interface CredentialsCipher {
  encrypt(credentials: Record<string, string>): string;
  /** Throws when the text was written under another key or was tampered with. */
  decrypt(stored: string): Record<string, string>;
}

/** A 32-byte key from 64 hex digits or 32 bytes of base64; any other secret is hashed (SHA-256). */
export function keyFromSecret(secret: string): Buffer {
  const value = secret.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  const base64 = Buffer.from(value, 'base64');
  if (base64.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return base64;
  if (value.length < 16) throw new Error('CREDENTIALS_KEY must have at least 16 characters');
  return createHash('sha256').update(value).digest();
}

export function createCredentialsCipher(key: Buffer): CredentialsCipher {
  if (key.length !== 32) throw new Error('the credentials key must have 32 bytes');
  return {
    encrypt(credentials) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(AAD);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, ciphertext] = stored.split(':');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('unknown credentials format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(AAD);
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      const text = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
      const value = JSON.parse(text) as unknown;
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('credentials are not an object');
      return value as Record<string, string>;
    },
  };
}

let ephemeralKey: Buffer | undefined;

/** The key for this process: option, environment, data-folder file, or (under jest) an ephemeral one. */
export function resolveCredentialsKey(option: string | undefined, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (option) return keyFromSecret(option);
  if (env.CREDENTIALS_KEY?.trim()) return keyFromSecret(env.CREDENTIALS_KEY);
  if (env.JEST_WORKER_ID) return (ephemeralKey ??= randomBytes(32));
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data');
  return keyFromSecret(readOrCreateSecretFile(dataDir, KEY_FILE, () => randomBytes(32).toString('hex')));
}

/** '••••' plus the last 4 characters of values longer than 8; shorter values show nothing. */
export function maskCredential(value: string): string {
  return value.length > 8 ? `••••${value.slice(-4)}` : '••••';
}
