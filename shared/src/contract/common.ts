import Type from 'typebox';

/** Error body of every failed API call: a pt-BR message for the user. */
export const ErrorBodySchema = Type.Object({ message: Type.String() });
export type ErrorBody = Type.Static<typeof ErrorBodySchema>;

/** Every successful API response wraps its payload in `data`. */
export interface DataEnvelope<T> {
  data: T;
}

/** Wraps a schema in the `{ data }` envelope, for route response schemas. */
export const Envelope = <T extends Type.TSchema>(schema: T) => Type.Object({ data: schema });

export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, title: 'id' }) });
export type IdParams = Type.Static<typeof IdParamsSchema>;

/** Money travels as a decimal string ("1234.50") so no float ever touches it. */
export const MoneySchema = Type.String({ pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$', title: 'valor' });

/**
 * Business bounds of what a user enters; each refusal names the field (the server's validation
 * reads `x-message`).
 *
 * An amount of one record (an account, a payment, a rate, a price, a cost) is at most
 * R$ 99.999.999,99: more is a typo (cents typed twice, a document number in the wrong field), and
 * the company's reports add thousands of records. The server sums in unbounded numeric.
 */
export const AMOUNT_MAX = '99999999.99';
const AMOUNT_RANGE = 'deve estar entre R$ 0,00 e R$ 99.999.999,99';
const POSITIVE_AMOUNT_RANGE = 'deve estar entre R$ 0,01 e R$ 99.999.999,99';

/** An amount typed by a user, R$ 0,00 to R$ 99.999.999,99, as a decimal string ("1234.50"). */
export const AmountInputSchema = (title: string) =>
  Type.String({ pattern: '^\\d{1,8}(\\.\\d{1,2})?$', title, 'x-message': AMOUNT_RANGE });

/** An amount typed by a user that must be more than zero: R$ 0,01 to R$ 99.999.999,99. */
export const PositiveAmountSchema = (title: string) =>
  Type.String({ pattern: '^(?!0+(\\.0{1,2})?$)\\d{1,8}(\\.\\d{1,2})?$', title, 'x-message': POSITIVE_AMOUNT_RANGE });

/**
 * A business date a user enters (event days, due and payment dates, report periods, movements,
 * validity): a real date from 2000-01-01 to 2100-12-31. Outside it a date is a typo (0100 for
 * 2100, a two-digit year), and it would sort ahead of every real one. Dates the server answers
 * keep the plain shape (DateOnlySchema), so a row stored before these bounds still reads.
 */
export const DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
export const BusinessDateSchema = (title = 'Data') =>
  Type.String({ format: 'date', pattern: '^(20\\d{2}|2100)-\\d{2}-\\d{2}$', title, 'x-message': 'deve ser uma data válida entre 01/01/2000 e 31/12/2100' });

/** A birth date: a real date from 1900-01-01 (the server also refuses the future and anyone under the minimum working age). */
export const BirthDateSchema = (title: string) =>
  Type.String({ format: 'date', pattern: '^(19|20)\\d{2}-\\d{2}-\\d{2}$', title, 'x-message': 'deve ser uma data válida a partir de 01/01/1900' });

/** ISO timestamps (timestamptz) travel as strings. */
export const TimestampSchema = Type.String({ format: 'date-time' });

/** What a DELETE returns inside `data`. */
export const DeletedSchema = Type.Object({ id: Type.Integer() });
export type Deleted = Type.Static<typeof DeletedSchema>;

/**
 * The answer of an export route: a spreadsheet download, CSV text or an XLSX workbook as `format`
 * asks (`Content-Disposition: attachment`). The bytes are sent as is, never serialised.
 */
export const SpreadsheetFileResponseSchema = {
  description: 'Planilha para download (CSV ou XLSX, conforme `format`)',
  content: {
    'text/csv': { schema: Type.String({ description: 'CSV em UTF-8' }) },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: Type.String({ contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    },
  },
};
