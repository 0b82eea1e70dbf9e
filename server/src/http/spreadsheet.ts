/**
 * Tabular exports as real files: CSV (UTF-8 with BOM and ';' separators, so Excel in pt-BR opens
 * it with accents and decimal commas intact) or XLSX (exceljs, money as numbers with a BRL format).
 * Money arrives as the database's decimal strings and is written without passing through floats in
 * CSV; in XLSX a cell must be a number, and a NUMERIC(14,2) fits a double exactly to the cent.
 */
import type { FastifyReply } from 'fastify';

export type SpreadsheetFormat = 'csv' | 'xlsx';
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;

export interface SpreadsheetColumn<Row> {
  header: string;
  /** The row's value for this column. */
  value: (row: Row) => string | number | null | undefined;
  /** money: decimal string/number shown as BRL; date: YYYY-MM-DD shown as dd/MM/yyyy. */
  type?: 'text' | 'number' | 'money' | 'date';
  width?: number;
}

export interface SpreadsheetSheet<Row = never> {
  name: string;
  columns: ReadonlyArray<SpreadsheetColumn<Row>>;
  rows: readonly Row[];
}

const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** YYYY-MM-DD → dd/MM/yyyy (other values unchanged). */
const ptDate = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** A decimal string with a comma (pt-BR), exact: no float on the way. */
const ptDecimal = (value: string | number): string => String(value).replace('.', ',');

/**
 * Spreadsheet (CSV/formula) injection, as OWASP advises: a text cell starting with = + - @, tab or CR
 * would be read as a formula, so it gets a leading apostrophe and stays text. Only text cells:
 * money and number columns (negative amounts included) stay numeric.
 */
export const neutralizeText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvCell = (value: string): string => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csvText<Row>(sheets: ReadonlyArray<SpreadsheetSheet<Row>>): string {
  const blocks = sheets.map((sheet) => {
    const lines = [sheet.columns.map((c) => csvCell(c.header)).join(';')];
    for (const row of sheet.rows) {
      lines.push(
        sheet.columns
          .map((column) => {
            const raw = column.value(row);
            if (raw === null || raw === undefined) return '';
            if (column.type === 'money' || column.type === 'number') return csvCell(ptDecimal(raw));
            if (column.type === 'date') return csvCell(neutralizeText(ptDate(String(raw))));
            return csvCell(neutralizeText(String(raw)));
          })
          .join(';'),
      );
    }
    return (sheets.length > 1 ? `${csvCell(sheet.name)}\r\n` : '') + lines.join('\r\n');
  });
  return `\uFEFF${blocks.join('\r\n\r\n')}\r\n`;
}

async function xlsxBuffer<Row>(sheets: ReadonlyArray<SpreadsheetSheet<Row>>): Promise<Buffer> {
  // Loaded by the first XLSX export, not at start: exceljs takes about 185 ms to load, which every
  // server start (and every server test file) paid for a format few requests ask for.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SGE';
  for (const sheet of sheets) {
    // Excel limits sheet names to 31 characters without []:*?/\
    const ws = workbook.addWorksheet(sheet.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
    ws.columns = sheet.columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width ?? Math.max(12, column.header.length + 2),
      style:
        column.type === 'money'
          ? { numFmt: '"R$" #,##0.00' }
          : column.type === 'date'
            ? { numFmt: 'dd/mm/yyyy' }
            : {},
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      ws.addRow(
        sheet.columns.map((column) => {
          const raw = column.value(row);
          if (raw === null || raw === undefined || raw === '') return null;
          if (column.type === 'money' || column.type === 'number') return Number(raw);
          if (column.type === 'date') {
            const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(raw));
            return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : neutralizeText(String(raw));
          }
          return neutralizeText(String(raw));
        }),
      );
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file's bytes and headers, for tests and for sendSpreadsheet. */
export async function buildSpreadsheet<Row>(
  format: SpreadsheetFormat,
  sheets: ReadonlyArray<SpreadsheetSheet<Row>>,
): Promise<{ body: Buffer; contentType: string }> {
  const body = format === 'csv' ? Buffer.from(csvText(sheets), 'utf8') : await xlsxBuffer(sheets);
  return { body, contentType: CONTENT_TYPES[format] };
}

/** Sends the sheets as a download named `<basename>.<format>`. */
export async function sendSpreadsheet<Row>(
  reply: FastifyReply,
  basename: string,
  format: SpreadsheetFormat,
  sheets: ReadonlyArray<SpreadsheetSheet<Row>>,
): Promise<FastifyReply> {
  const { body, contentType } = await buildSpreadsheet(format, sheets);
  const filename = `${basename.replace(/[^A-Za-z0-9._-]/g, '-')}.${format}`;
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
