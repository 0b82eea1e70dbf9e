/** A random valid CPF, for the test page's throwaway employee and the form tests. */
import { isValidCpf } from '@sge/shared/contract';

const checkDigit = (digits: number[]): number => {
  const weight = digits.length + 1;
  const sum = digits.reduce((acc, d, i) => acc + d * (weight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A random CPF with valid check digits, as 11 digits. */
export function randomCpf(random: () => number = Math.random): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(random() * 10));
    const first = checkDigit(base);
    const cpf = [...base, first, checkDigit([...base, first])].join('');
    if (isValidCpf(cpf)) return cpf; // rejects the all-same-digit CPFs
  }
}
