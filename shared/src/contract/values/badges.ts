/**
 * Staff badges (issue 13, DESIGN.md §9). Each employee has a badge code of 128 random bits, kept on
 * the server. The badge prints it as a QR code holding `SGE1:<code>` and as a short code for typing
 * by hand. Device copies of an event hold only SHA-256 hashes (hex, of the normalised code and of the
 * normalised short code), so a lost phone leaks no usable badge; a scan is matched by hashing what
 * was read. Pure and stateless: the server and the browser share these helpers.
 *
 * TypeBox-free, so the badges entry and the browser apps bundle them without the schemas (badges.ts).
 */

/** The QR payload is BADGE_QR_PREFIX + code. */
export const BADGE_QR_PREFIX = 'SGE1:';

/** Crockford base32 (no I, L, O, U): what a code and a short code are written in. */
export const BADGE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 128 bits in base32: 26 characters. */
export const BADGE_CODE_LENGTH = 26;

/** The short code: the code's first 10 characters, printed as ABCDE-FGHJK. */
export const BADGE_SHORT_LENGTH = 10;

export const BADGE_MESSAGES = {
  notFound: 'Crachá não encontrado',
  replaced: 'Crachá substituído',
  unknown: 'Crachá desconhecido',
  notScheduled: 'Crachá não escalado para este dia',
  invalidCode: 'Código de crachá inválido',
} as const;

/** Maps look-alike characters the way Crockford base32 reads them (O→0, I/L→1) and drops the rest. */
function cleanBase32(text: string): string {
  return text
    .toUpperCase()
    .replace(/[OI L]/g, (c) => (c === 'O' ? '0' : c === ' ' ? '' : '1'))
    .replace(/[^0-9A-Z]/g, '');
}

/** Encodes bytes in Crockford base32 (most significant bits first). */
export function encodeBadgeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BADGE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BADGE_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** ABCDEFGHJK… → ABCDE-FGHJK (the code's first 10 characters). */
export const badgeShortCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5, BADGE_SHORT_LENGTH)}`;

/**
 * What a scan or a typed text is: a full code (from the QR, `SGE1:` + 26 characters, or 26 typed
 * characters), a short code (10 characters, dashes and spaces ignored), or nothing usable.
 */
export function parseBadgeInput(text: string): { kind: 'code' | 'short'; value: string } | null {
  const trimmed = text.trim();
  const payload = trimmed.toUpperCase().startsWith(BADGE_QR_PREFIX) ? trimmed.slice(BADGE_QR_PREFIX.length) : trimmed;
  const value = cleanBase32(payload);
  if (value.length === BADGE_CODE_LENGTH) return { kind: 'code', value };
  if (value.length === BADGE_SHORT_LENGTH) return { kind: 'short', value };
  return null;
}
