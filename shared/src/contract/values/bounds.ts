/**
 * Business bounds of what a user enters (DESIGN.md §9), as plain values the browser can use too.
 *
 * An amount of one record (an account, a payment, a rate, a price, a cost) is at most
 * R$ 99.999.999,99: more is a typo (cents typed twice, a document number in the wrong field), and
 * the company's reports add thousands of records (the server sums in unbounded numeric).
 * A business date (event days, due and payment dates, report periods, movements, validity) lies
 * between 2000-01-01 and 2100-12-31: outside it a date is a typo (0100 for 2100, a two-digit year),
 * and it would sort ahead of every real one. A birth date starts at 1900-01-01.
 */
export const AMOUNT_MAX = '99999999.99';
export const DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
export const BIRTH_DATE_MIN = '1900-01-01';

/** The end of a refusal that starts "Campo 'X' ". */
export const BOUND_MESSAGES = {
  amount: 'deve estar entre R$ 0,00 e R$ 99.999.999,99',
  positiveAmount: 'deve estar entre R$ 0,01 e R$ 99.999.999,99',
  businessDate: 'deve ser uma data válida entre 01/01/2000 e 31/12/2100',
  birthDate: 'deve ser uma data válida a partir de 01/01/1900',
} as const;
