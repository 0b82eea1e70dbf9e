/**
 * Staff badges in the browser (issue 13): hashing what a camera or a keyboard read, to match it
 * against the hashes of an event's device copy. Loaded on demand, only where badges are scanned or
 * printed.
 */
export { sha256Hex, sha256Sync, hashBadgeInput } from './hash';
export { BADGE_QR_PREFIX, BADGE_MESSAGES, badgeShortCode, parseBadgeInput } from '../contract/badges';
