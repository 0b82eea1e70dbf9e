/**
 * The static Pix BR Code ('copia e cola'), built from Banco Central's BR Code manual and the Pix
 * initiation manual: EMV® QRCPS merchant-presented TLV fields (two-digit id, two-digit length,
 * value), and CRC16-CCITT (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) over the
 * whole payload including the CRC field's own id and length '6304'. Built here rather than with an
 * npm package: the whole format is these ~80 lines, and no new dependency enters the lockfile.
 */
import { onlyDigits, type PixKeyType } from '@sge/shared/contract';

/** CRC16-CCITT-FALSE of the text's bytes (UTF-8), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field; the length counts characters (every value is ASCII by then). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Text as the manual's character set takes it: accents removed (NFD, combining marks dropped),
 * anything outside printable ASCII dropped, spaces collapsed, cut to `max` characters.
 */
export function brCodeText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The key as the DICT writes it: CPF/CNPJ digits, phone +55 and digits, e-mail and random key lower case. */
export function dictKey(key: string, type: PixKeyType): string {
  const value = key.trim();
  switch (type) {
    case 'CPF':
    case 'CNPJ':
      return onlyDigits(value);
    case 'PHONE': {
      const digits = onlyDigits(value);
      return `+${digits.length >= 12 && digits.startsWith('55') ? digits : `55${digits}`}`;
    }
    case 'EMAIL':
    case 'EVP':
      return value.toLowerCase();
  }
}

export interface StaticBrCode {
  key: string;
  keyType: PixKeyType;
  /** Decimal string ('150.5' or '150.50'); left out, the payer types the amount. */
  amount?: string;
  receiverName: string;
  receiverCity: string;
  /** Up to 25 letters and digits; '***' when none. */
  txid?: string;
}

/** The 'copia e cola' payload of a static Pix QR code. */
export function staticBrCode({ key, keyType, amount, receiverName, receiverCity, txid }: StaticBrCode): string {
  const id = txid ? txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) : '***';
  const payload = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', dictKey(key, keyType))),
    field('52', '0000'),
    field('53', '986'),
    amount === undefined ? '' : field('54', Number(amount).toFixed(2)),
    field('58', 'BR'),
    field('59', brCodeText(receiverName, 25) || 'N'),
    field('60', brCodeText(receiverCity, 15) || 'BRASIL'),
    field('62', field('05', id || '***')),
  ].join('');
  return `${payload}6304${crc16(`${payload}6304`)}`;
}

/** The top-level fields of a payload (id → value), for tests and checks. */
export function parseBrCode(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
