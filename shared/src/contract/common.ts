import Type from 'typebox';
import { BOUND_MESSAGES } from './values/bounds';
export * from './values/bounds';

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

/** An amount typed by a user, R$ 0,00 to R$ 99.999.999,99 (values/bounds.ts), as a decimal string ("1234.50"). */
export const AmountInputSchema = (title: string) =>
  Type.String({ pattern: '^\\d{1,8}(\\.\\d{1,2})?$', title, 'x-message': BOUND_MESSAGES.amount });

/** An amount typed by a user that must be more than zero: R$ 0,01 to R$ 99.999.999,99. */
export const PositiveAmountSchema = (title: string) =>
  Type.String({ pattern: '^(?!0+(\\.0{1,2})?$)\\d{1,8}(\\.\\d{1,2})?$', title, 'x-message': BOUND_MESSAGES.positiveAmount });

/**
 * A business date a user enters: a real date (format 'date') from 2000-01-01 to 2100-12-31. Dates
 * the server answers keep the plain shape (DateOnlySchema), so a row stored before the bounds reads.
 */
export const BusinessDateSchema = (title = 'Data') =>
  Type.String({ format: 'date', pattern: '^(20\\d{2}|2100)-\\d{2}-\\d{2}$', title, 'x-message': BOUND_MESSAGES.businessDate });

/** A birth date: a real date from 1900-01-01 (the server also refuses the future and anyone under the minimum working age). */
export const BirthDateSchema = (title: string) =>
  Type.String({ format: 'date', pattern: '^(19|20)\\d{2}-\\d{2}-\\d{2}$', title, 'x-message': BOUND_MESSAGES.birthDate });

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
