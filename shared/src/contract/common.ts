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
