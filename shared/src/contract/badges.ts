/**
 * Staff badges (issue 13, DESIGN.md §9). Each employee has a badge code of 128 random bits, kept on
 * the server. The badge prints it as a QR code holding `SGE1:<code>` and as a short code for typing
 * by hand. Device copies of an event hold only SHA-256 hashes (hex, of the normalised code and of the
 * normalised short code), so a lost phone leaks no usable badge; a scan is matched by hashing what
 * was read. Pure and stateless: the server and the browser share these helpers.
 */
import Type from 'typebox';
import { TimestampSchema } from './common';
export * from './values/badges';

export const BadgeSchema = Type.Object({
  employeeId: Type.Integer(),
  /** 26 base32 characters (128 bits). */
  code: Type.String(),
  /** ABCDE-FGHJK. */
  shortCode: Type.String(),
  /** What the QR code holds: SGE1:<code>. */
  qrPayload: Type.String(),
  issuedAt: TimestampSchema,
});
export type Badge = Type.Static<typeof BadgeSchema>;

/** One badge to print for an event: the person, their function and the days they work. */
export const EventBadgeSchema = Type.Object({
  employeeId: Type.Integer(),
  name: Type.String(),
  function: Type.String(),
  days: Type.Array(Type.String()),
  code: Type.String(),
  shortCode: Type.String(),
  qrPayload: Type.String(),
});
export type EventBadge = Type.Static<typeof EventBadgeSchema>;

export const EventBadgesQuerySchema = Type.Object({
  day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: 'Dia' })),
});
export type EventBadgesQuery = Type.Static<typeof EventBadgesQuerySchema>;
