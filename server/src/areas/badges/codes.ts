/**
 * Badge codes and their hashes (contract badges.ts). A code is 128 bits from node:crypto in
 * Crockford base32; devices receive only SHA-256 hashes, never a code.
 */
import { createHash, randomBytes } from 'node:crypto';
import { BADGE_QR_PREFIX, BADGE_SHORT_LENGTH, badgeShortCode, encodeBadgeBase32, type Badge } from '@sge/shared/contract';

/** 26 characters: 16 random bytes in base32. */
export const newBadgeCode = (): string => encodeBadgeBase32(randomBytes(16));

/** SHA-256, lower-case hex, of the UTF-8 text. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The hash of the code and the hash of its short code (10 characters, no dash). */
export function badgeHashes(code: string): { badgeHash: string; badgeShortHash: string } {
  return { badgeHash: sha256Hex(code), badgeShortHash: sha256Hex(code.slice(0, BADGE_SHORT_LENGTH)) };
}

/** What a badge shows: the code, the short code (ABCDE-FGHJK) and the QR payload (SGE1:<code>). */
export function toBadgeFace(code: string): Pick<Badge, 'code' | 'shortCode' | 'qrPayload'> {
  return { code, shortCode: badgeShortCode(code), qrPayload: `${BADGE_QR_PREFIX}${code}` };
}
