/**
 * Financial reports: a financial user records a receivable (partly received) and a payable through
 * the accounts API in a month of their own, then sees them in the cash flow (forecast = open
 * balances), in the charts (accrual by due date), downloads the CSV and XLSX files, and finds the
 * financial KPIs on the dashboard; a coordinator sees neither the KPIs nor the figures.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from '../support/fixtures';
import { apiAs, todayInSaoPaulo } from '../support/api';
import { authFile } from '../support/roles';

const brl = (value: string): string => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(value));
const pad = (n: number): string => String(n).padStart(2, '0');

/** A month 14 months ahead, which no demo account reaches. */
function reportMonth(): { start: string; end: string; due: string } {
  const [year, month] = todayInSaoPaulo().split('-').map(Number);
  const index = year * 12 + (month - 1) + 14;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(last)}`, due: `${y}-${pad(m)}-10` };
}

interface Category {
  id: number;
  name: string;
}

// Several pages, charts and file downloads per test, on a machine other suites share.
test.describe.configure({ timeout: 120_000 });

const MONTH = reportMonth();
// No digits: the accounts search also matches documents by the digits it is given.
const RECEIVABLE = 'Evento do relatório financeiro de ponta a ponta';

/**
 * Once per run (each run starts on a fresh database): a worker restarted after a failure runs
 * beforeAll again, and the accounts must not be recorded twice.
 */
test.beforeAll(async () => {
  const api = apiAs('financeiro');
  const existing = await api<unknown[]>('GET', `/accounts-receivable?search=${encodeURIComponent(RECEIVABLE)}`);
  if (existing.length > 0) return;
  const [income] = await api<Category[]>('GET', '/accounts-receivable/categories');
  const [expense] = await api<Category[]>('GET', '/accounts-payable/categories');
  const receivable = await api<{ id: number }>('POST', '/accounts-receivable', {
    description: RECEIVABLE,
    clientName: 'Cliente Relatórios Ltda',
    categoryId: income.id,
    amount: '1234.56',
    dueDate: MONTH.due,
  });
  await api('POST', `/accounts-receivable/${receivable.id}/receive`, {
    paymentDate: todayInSaoPaulo(),
    paymentMethod: 'PIX',
    paymentValue: '234.56',
  });
  await api('POST', '/accounts-payable', {
    description: 'Fornecedor do relatório financeiro de ponta a ponta',
    supplierName: 'Fornecedor Relatórios Ltda',
    categoryId: expense.id,
    amount: '345.67',
    dueDate: MONTH.due,
  });
});

/** A page's first visit loads the financial remote (and the charts chunk): slow on a busy machine. */
const FIRST_LOAD_MS = 30_000;

async function choosePeriod(page: Page, start: string, end: string): Promise<void> {
  // The fields are typed dd/mm/aaaa.
  await page.getByLabel('Data inicial').fill(start.split('-').reverse().join('/'));
  await page.getByLabel('Data final').fill(end.split('-').reverse().join('/'));
  await page.getByLabel('Agrupar por').selectOption('month');
  await page.getByRole('button', { name: 'Aplicar' }).click();
}

const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('financial user', () => {
  test.use({ storageState: authFile('financeiro') });

  test('sees the accounts in the cash flow and exports it', async ({ page }) => {
    await page.goto('/financial/cash-flow');
    await expect(page.getByRole('heading', { level: 1, name: 'Fluxo de Caixa' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await choosePeriod(page, MONTH.start, MONTH.end);

    // Forecast: what is still open of each account, by due date; nothing realized in that month.
    await expect(figure(page, 'Entradas previstas')).toHaveText(brl('1000.00'));
    await expect(figure(page, 'Saídas previstas')).toHaveText(brl('345.67'));
    await expect(figure(page, 'Entradas realizadas')).toHaveText(brl('0.00'));
    const table = page.getByRole('table', { name: 'Entradas, saídas e saldo por período' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(brl('1000.00'));
    await expect(table.getByRole('row').nth(1)).toContainText(brl('345.67'));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar fluxo de caixa em CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`relatorio-fluxo-de-caixa-${MONTH.start}-a-${MONTH.end}.csv`);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text).toContain('Entradas previstas');
    expect(text).toContain('1000,00;345,67');
    await expect(page.getByTestId('snackbar')).toContainText('Arquivo CSV gerado com sucesso');
  });

  test('sees them in the charts and downloads a spreadsheet', async ({ page }) => {
    await page.goto('/financial/charts');
    await expect(page.getByRole('heading', { level: 1, name: 'Gráficos' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await choosePeriod(page, MONTH.start, MONTH.end);

    const revenue = page.getByRole('region', { name: 'Receitas x Despesas' });
    await expect(revenue.locator('.recharts-wrapper')).toBeVisible();
    await revenue.getByText('Ver dados em tabela').click();
    const totals = revenue.getByRole('table').getByRole('row').last();
    await expect(totals).toContainText('Total');
    await expect(totals).toContainText(brl('1234.56'));
    await expect(totals).toContainText(brl('345.67'));
    await expect(totals).toContainText(brl('888.89'));

    const kpis = page.getByLabel('Indicadores do período');
    await expect(figure(page, 'Resultado')).toHaveText(brl('888.89'));
    await expect(kpis).toContainText('Margem 72,00 %');

    const categories = page.getByRole('region', { name: 'Por categoria' });
    await expect(categories.locator('.recharts-pie').first()).toBeVisible();

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      revenue.getByRole('button', { name: 'Exportar receitas x despesas em XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`relatorio-receitas-despesas-${MONTH.start}-a-${MONTH.end}.xlsx`);
    const bytes = await readFile((await xlsx.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  test('finds the financial KPIs on the dashboard', async ({ page }) => {
    // The figures the page was given: journeys of other files, on another worker, may add entries
    // to the month meanwhile.
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/financial-charts/dashboard' && res.ok());
    await page.goto('/');
    const { data: dashboard } = (await (await answer).json()) as { data: { kpis: { revenue: string; cashBalance: string } } };
    const widget = page.getByRole('region', { name: 'Indicadores financeiros do mês' });
    await expect(widget).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(figure(page, 'Receitas do mês')).toHaveText(brl(dashboard.kpis.revenue));
    await expect(figure(page, 'Saldo de caixa')).toHaveText(brl(dashboard.kpis.cashBalance));
  });
});

test.describe('coordinator', () => {
  test.use({ storageState: authFile('coordenador') });

  test('has no financial KPIs on the dashboard and is sent to /unauthorized from the report pages', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: /coordenador/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Indicadores financeiros do mês' })).toHaveCount(0);
    await expect(page.getByText(/indicadores financeiros/i)).toHaveCount(0);

    // The route access table gives the report pages the roles of their calls, so the guard decides.
    await page.goto('/financial/charts');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso não autorizado' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  });
});
