/** Text of request bodies, as the server stores it. */
import { badRequest } from '../http/errors';

/** Trimmed, with every run of white space (line breaks included) made one space. */
export const collapse = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** Trimmed, or null when nothing is left: an optional field left blank is stored as null. */
export const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Collapsed, and at least `min` characters long, else 400 "Campo '<label>' deve ter pelo menos <min> caracteres". */
export function requiredText(value: string, label: string, min = 2): string {
  const result = collapse(value);
  if (result.length < min) throw badRequest(`Campo '${label}' deve ter pelo menos ${min} caracteres`);
  return result;
}
