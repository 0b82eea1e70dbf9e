/** Hand-made JWTs for the token tests (expired, unsigned, other algorithms, forged claims). */
import { createHmac } from 'node:crypto';

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function craftToken(
  payload: Record<string, unknown>,
  { secret, alg = 'HS256' }: { secret?: string; alg?: 'HS256' | 'HS384' | 'HS512' | 'none' } = {},
): string {
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none' || !secret) return `${unsigned}.`;
  const digest = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg];
  return `${unsigned}.${createHmac(digest, secret).update(unsigned).digest('base64url')}`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
