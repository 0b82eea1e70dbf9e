/**
 * Masks applied as the user types (SPEC §5): the digits typed or pasted, laid out as CPF
 * 000.000.000-00, phone (00) 00000-0000 (or (00) 0000-0000 with 10 digits) and CEP 00000-000.
 * Anything not a digit is dropped and extra digits are cut; the separators appear as the digits
 * reach them, so deleting works naturally.
 */

/** The masks a shared form text field can take (`mask` in its config). */
export type InputMask = 'cpf' | 'phone' | 'cep';

const digitsOf = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** '12345678909' (or part of it) → '123.456.789-09'. */
export function maskCpf(value: string): string {
  const d = digitsOf(value, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** '11987654321' → '(11) 98765-4321'; '1133224455' → '(11) 3322-4455'; parts as typed. */
export function maskPhone(value: string): string {
  const d = digitsOf(value, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (rest.length <= 4) return `${area}${rest}`;
  const split = d.length === 11 ? 5 : 4;
  return `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** '01310100' → '01310-100'. */
export function maskCep(value: string): string {
  const d = digitsOf(value, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** Each mask and the placeholder a field shows when its config gives none. */
export const INPUT_MASKS: Record<InputMask, { apply: (value: string) => string; placeholder: string }> = {
  cpf: { apply: maskCpf, placeholder: '000.000.000-00' },
  phone: { apply: maskPhone, placeholder: '(00) 00000-0000' },
  cep: { apply: maskCep, placeholder: '00000-000' },
};
