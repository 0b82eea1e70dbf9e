import { BADGE_QR_PREFIX, badgeShortCode, encodeBadgeBase32, parseBadgeInput } from '@sge/shared/contract';

it('encodes 128 bits as 26 Crockford base32 characters', () => {
  expect(encodeBadgeBase32(new Uint8Array(16))).toBe('0'.repeat(26));
  expect(encodeBadgeBase32(new Uint8Array(16).fill(255))).toBe(`${'Z'.repeat(25)}W`);
  expect(encodeBadgeBase32(new Uint8Array([0b00001000, 0b01000010]))).toBe('1110');
});

it('reads a QR payload, a typed code and a typed short code, forgiving look-alikes and dashes', () => {
  const code = 'ABCDEFGHJK0123456789MNPQRS';
  expect(parseBadgeInput(`${BADGE_QR_PREFIX}${code}`)).toEqual({ kind: 'code', value: code });
  expect(parseBadgeInput(`sge1:${code.toLowerCase()}`)).toEqual({ kind: 'code', value: code });
  expect(parseBadgeInput(badgeShortCode(code))).toEqual({ kind: 'short', value: 'ABCDEFGHJK' });
  expect(parseBadgeInput('abcde fghjk')).toEqual({ kind: 'short', value: 'ABCDEFGHJK' });
  expect(parseBadgeInput('O0IL1-22222')).toEqual({ kind: 'short', value: '0011122222' });
  expect(parseBadgeInput('ABC')).toBeNull();
  expect(parseBadgeInput('https://example.com/x')).toBeNull();
});

it('prints the short code as ABCDE-FGHJK', () => {
  expect(badgeShortCode('ABCDEFGHJK0123456789MNPQRS')).toBe('ABCDE-FGHJK');
});
