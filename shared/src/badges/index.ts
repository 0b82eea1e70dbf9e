/**
 * Staff badges in the browser (issue 13): hashing what a camera or a keyboard read, to match it
 * against the hashes of an event's device copy, and printing badges (A4 sheets with each QR code
 * drawn by lean-qr). Loaded on demand, only where badges are scanned or printed: import it with
 * `await import('@sge/shared/badges')`, never statically, so it stays out of every first load.
 */
export { sha256Hex, sha256Sync, hashBadgeInput } from './hash';
export { BADGE_QR_PREFIX, BADGE_MESSAGES, badgeShortCode, parseBadgeInput } from '../contract/values/badges';
export { BadgeQr, BADGE_QR_QUIET_ZONE, badgeQrCode, type BadgeQrProps } from './badge-qr';
export {
  BadgeSheet,
  BADGES_PER_PAGE,
  BADGE_SHEET_CSS,
  BADGE_SHEET_TEXTS,
  badgeDatesLabel,
  badgePages,
  type BadgeCompany,
  type BadgeEvent,
  type BadgeSheetProps,
  type PrintableBadge,
} from './badge-sheet';
export {
  BadgePrintPreview,
  BADGE_PRINT_TEXTS,
  PRINT_ROOT_ID,
  closeBadgePrint,
  printBadges,
  type BadgePrintHandle,
  type BadgePrintPreviewProps,
  type PrintBadgesOptions,
} from './print-preview';
