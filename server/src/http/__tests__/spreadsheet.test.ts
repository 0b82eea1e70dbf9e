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

  describe('spreadsheet injection (issue 15)', () => {
    const hostile: SpreadsheetSheet<Row> = {
      ...sheet,
      rows: [
        { name: '=2+3', amount: '-50.00', date: '2026-11-05' },
        { name: '=HYPERLINK("http://x","y")', amount: '10.00', date: '2026-11-05' },
        { name: '+1', amount: '1.00', date: '2026-11-05' },
        { name: '-1', amount: '1.00', date: '2026-11-05' },
        { name: '@SUM(A1)', amount: '1.00', date: '2026-11-05' },
        { name: '\tx', amount: '1.00', date: '2026-11-05' },
        { name: 'a=1', amount: '1.00', date: '2026-11-05' },
      ],
    };

    test('CSV: text cells starting with = + - @ or tab become text; negative amounts stay numbers', async () => {
      const lines = (await buildSpreadsheet('csv', [hostile])).body.toString('utf8').split('\r\n');
      expect(lines.slice(1, 8)).toEqual([
        "'=2+3;-50,00;05/11/2026",
        '"\'=HYPERLINK(""http://x"",""y"")";10,00;05/11/2026',
        "'+1;1,00;05/11/2026",
        "'-1;1,00;05/11/2026",
        "'@SUM(A1);1,00;05/11/2026",
        "'\tx;1,00;05/11/2026",
        'a=1;1,00;05/11/2026',
      ]);
    });

    test('XLSX: the same cells are text, never formulas; amounts stay numeric', async () => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await buildSpreadsheet('xlsx', [hostile])).body as unknown as ArrayBuffer);
      const ws = workbook.getWorksheet('Contas')!;
      expect(ws.getCell('A2').value).toBe("'=2+3");
      expect(ws.getCell('A3').value).toBe('\'=HYPERLINK("http://x","y")');
      expect(ws.getCell('A8').value).toBe('a=1');
      expect(ws.getCell('B2').value).toBe(-50);
    });
  });
});
