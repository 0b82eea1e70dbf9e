/** GET /financial-charts/export: real CSV and XLSX files holding the same figures as the chart calls. */
import ExcelJS from 'exceljs';
import { EXPORT_REPORT_FILE_NAMES, EXPORT_REPORTS } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { arrangeQuarter, Q1 } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await arrangeQuarter(t);
});
afterAll(() => t.close());

const exportUrl = (query: string) => `/api/financial-charts/export?${query}`;

test('cash flow as CSV: BOM, ; separators, pt-BR dates and decimal commas, exact cents', async () => {
  const res = await t.request({ method: 'GET', url: exportUrl(`report=cash-flow&format=csv&${Q1}`), role: 'FINANCIAL' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-fluxo-de-caixa-2030-01-01-a-2030-03-31.csv"');
  const body = res.body;
  expect(body.startsWith('\uFEFF')).toBe(true);
  const lines = body.slice(1).split('\r\n');
  expect(lines[0]).toBe('Fluxo de caixa (Mês)');
  expect(lines[1]).toBe(
    'Período;Início;Fim;Entradas realizadas;Saídas realizadas;Entradas previstas;Saídas previstas;Saldo do período (realizado);Saldo do período (projetado);Saldo acumulado (realizado);Saldo acumulado (projetado)',
  );
  expect(lines[2]).toBe('2030-01;01/01/2030;31/01/2030;400,05;700,20;600,05;0,00;-300,15;299,90;-270,15;329,90');
  expect(lines[4]).toBe('2030-03;01/03/2030;31/03/2030;0,00;200,00;300,33;80,08;-200,00;20,25;2029,85;1850,15');
  expect(body).toContain('Saldo inicial;30,00');
  expect(body).toContain('Saldo final projetado;1850,15');
});

test('revenue vs expense as XLSX: a real workbook with the figures as numbers and a total row', async () => {
  const res = await t.request({ method: 'GET', url: exportUrl(`report=revenue-expense&format=xlsx&${Q1}`), role: 'MANAGER' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-receitas-despesas-2030-01-01-a-2030-03-31.xlsx"');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('Receitas x Despesas');
  expect(sheet.getRow(1).values).toEqual([undefined, 'Período', 'Início', 'Fim', 'Receitas', 'Despesas', 'Resultado']);
  expect(sheet.getRow(2).getCell(4).value).toBe(1000.1);
  expect(sheet.getRow(5).getCell(1).value).toBe('Total');
  expect(sheet.getRow(5).getCell(6).value).toBe(1820.15);
});

test.each(EXPORT_REPORTS.flatMap((report) => (['csv', 'xlsx'] as const).map((format) => [report, format] as const)))(
  '%s as %s is a non-empty file',
  async (report, format) => {
    const res = await t.request({ method: 'GET', url: exportUrl(`report=${report}&format=${format}&${Q1}`), role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`relatorio-${EXPORT_REPORT_FILE_NAMES[report]}-`);
    // The file's name is in pt-BR: no report's English key in it.
    expect(res.headers['content-disposition']).not.toMatch(/cash-flow|revenue-expense|breakdown|profitability|comparison|kpis/);
    expect(res.rawPayload.length).toBeGreaterThan(50);
  },
);

test('category breakdown and profitability CSV hold their rows', async () => {
  const categories = await t.request({ method: 'GET', url: exportUrl(`report=category-breakdown&format=csv&${Q1}&type=RECEITA`), role: 'ADMIN' });
  expect(categories.body).toContain('Eventos;Receita;2;3500,10;92,10');
  expect(categories.body).not.toContain('Pessoal');
  const kpis = await t.request({ method: 'GET', url: exportUrl(`report=kpis&format=csv&${Q1}`), role: 'ADMIN' });
  expect(kpis.body).toContain('Resultado;1820,15');
});

test.each([
  ['report=cash-flow', "Campo 'Formato' é obrigatório"],
  ['format=csv', "Campo 'Relatório' é obrigatório"],
  ['report=balanco&format=csv', "Campo 'Relatório' inválido"],
  ['report=kpis&format=pdf', "Campo 'Formato' inválido"],
  ['report=kpis&format=csv&startDate=2030-02-01&endDate=2030-01-01', 'A data final deve ser igual ou posterior à data inicial'],
])('?%s → 400 %s', async (query, message) => {
  const res = await t.request({ method: 'GET', url: exportUrl(query), role: 'FINANCIAL' });
  expect([res.statusCode, res.json()]).toEqual([400, { message }]);
});
