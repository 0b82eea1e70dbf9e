import ExcelJS from 'exceljs';
import { buildSpreadsheet, type SpreadsheetSheet } from '../spreadsheet';

interface Row {
  name: string;
  amount: string;
  date: string;
}

const sheet: SpreadsheetSheet<Row> = {
  name: 'Contas',
  columns: [
    { header: 'Descrição', value: (r) => r.name },
    { header: 'Valor', value: (r) => r.amount, type: 'money' },
    { header: 'Vencimento', value: (r) => r.date, type: 'date' },
  ],
  rows: [
    { name: 'Aluguel; galpão "A"', amount: '1234.56', date: '2026-11-05' },
    { name: 'Água', amount: '0.10', date: '2026-12-31' },
  ],
};

describe('spreadsheet export', () => {
  test('CSV: BOM, semicolons, pt-BR decimals and dates, quoted cells', async () => {
    const { body, contentType } = await buildSpreadsheet('csv', [sheet]);
    expect(contentType).toBe('text/csv; charset=utf-8');
    expect(body.toString('utf8')).toBe(
      '\uFEFFDescrição;Valor;Vencimento\r\n"Aluguel; galpão ""A""";1234,56;05/11/2026\r\nÁgua;0,10;31/12/2026\r\n',
    );
  });

  test('XLSX: a workbook whose cells hold numbers and dates', async () => {
    const { body } = await buildSpreadsheet('xlsx', [sheet]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet('Contas')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Descrição', 'Valor', 'Vencimento']);
    expect(ws.getCell('B2').value).toBe(1234.56);
    expect(ws.getCell('B3').numFmt).toBe('"R$" #,##0.00');
    expect((ws.getCell('C2').value as Date).toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });
});
