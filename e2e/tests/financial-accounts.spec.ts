/**
 * The financial role's accounts journey: a receivable and its partial receipts, a payable paid, a
 * month of recurring accounts generated, and a defaulter reminded and given a new date.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiAs, dayInSaoPaulo } from '../support/api';
import { authFile } from '../support/roles';
import { searchList } from '../support/tables';

const br = (iso: string): string => iso.split('-').reverse().join('/');
const stamp = Date.now();

async function openAs(browser: Browser, username: string, url: string): Promise<Page> {
  const context = await browser.newContext({ storageState: authFile(username), baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Goes to a page and waits for its title (a remote's first load can be slow on a busy machine). */
async function visit(page: Page, url: string, title: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
}


async function pay(page: Page, description: string, action: 'Receber' | 'Pagar', value: string): Promise<void> {
  await page.getByRole('button', { name: `${action} ${description}` }).click();
  const title = action === 'Receber' ? 'Registrar recebimento' : 'Registrar pagamento';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel(/^Valor/).fill(value);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: action === 'Receber' ? 'Confirmar recebimento' : 'Confirmar pagamento' }).click();
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
}

test('receivable with partial receipts, payable paid, recurring month generated, defaulter reminded and agreed', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await openAs(browser, 'financeiro', '/financial/accounts-receivable');
  await expect(page.getByRole('heading', { level: 1, name: 'Contas a Receber' })).toBeVisible({ timeout: 30_000 });

  // A receivable, then two partial receipts that settle it.
  const receivable = `Show Playwright ${stamp}`;
  await page.getByRole('button', { name: 'Nova conta a receber' }).click();
  const create = page.getByRole('dialog', { name: 'Nova conta a receber' });
  await create.getByLabel(/^Descrição/).fill(receivable);
  await create.getByLabel(/^Cliente/).fill('Clube Atlântico');
  await create.getByLabel(/^CPF\/CNPJ/).fill('11.222.333/0001-81');
  await create.getByLabel(/^Categoria/).selectOption({ label: 'Eventos Corporativos' });
  await create.getByLabel(/^Valor/).fill('1.000,00');
  await create.getByLabel(/^Vencimento/).fill(br(dayInSaoPaulo(10)));
  await create.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Conta a receber cadastrada com sucesso');

  await searchList(page, receivable);
  const row = page.getByRole('row', { name: new RegExp(receivable) });
  await expect(row).toContainText('Pendente');
  await pay(page, receivable, 'Receber', '400,00');
  await expect(row).toContainText('Parcial');
  await expect(row).toContainText('R$ 600,00');
  await pay(page, receivable, 'Receber', '600,00');
  await expect(row).toContainText('Recebido');
  await expect(row.getByRole('button', { name: `Receber ${receivable}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Detalhes de ${receivable}` }).click();
  const payments = page.getByRole('table', { name: 'Pagamentos' });
  await expect(payments.getByRole('row')).toHaveCount(3);
  await page.getByRole('dialog', { name: 'Detalhes da conta' }).getByRole('button', { name: 'Fechar' }).click();

  // A payable, paid in full.
  await visit(page, '/financial/accounts-payable', 'Contas a Pagar');
  const payable = `Frete Playwright ${stamp}`;
  await page.getByRole('button', { name: 'Nova conta a pagar' }).click();
  const newPayable = page.getByRole('dialog', { name: 'Nova conta a pagar' });
  await newPayable.getByLabel(/^Descrição/).fill(payable);
  await newPayable.getByLabel(/^Fornecedor/).fill('TransLog Fretes');
  await newPayable.getByLabel(/^Categoria/).selectOption({ label: 'Fornecedores' });
  await newPayable.getByLabel(/^Valor/).fill('250,90');
  await newPayable.getByLabel(/^Vencimento/).fill(br(dayInSaoPaulo(3)));
  await newPayable.getByRole('button', { name: 'Salvar' }).click();
  await searchList(page, payable);
  const payableRow = page.getByRole('row', { name: new RegExp(payable) });
  await expect(payableRow).toContainText('R$ 250,90');
  await pay(page, payable, 'Pagar', '250,90');
  await expect(payableRow).toContainText('Pago');

  // A month of recurring accounts, once: a recurring account of its own, due this month, is among
  // them (the journey's records are its own, so a retry finds the same to do).
  const asFinancial = apiAs('financeiro');
  const categoryId = async (name: string) => (await asFinancial<Array<{ id: number; name: string }>>('GET', `/categories/search?q=${encodeURIComponent(name)}`)).find((c) => c.name === name)!.id;
  const rent = `Aluguel Playwright ${stamp}`;
  await asFinancial('POST', '/recurring-accounts', {
    description: rent,
    supplierName: 'Imobiliária Central',
    supplierDocument: '11.222.333/0001-81',
    categoryId: await categoryId('Aluguel e Condomínio'),
    amount: '4500.00',
    frequency: 'MENSAL',
    startDate: `${dayInSaoPaulo(0).slice(0, 7)}-01`,
  });
  await visit(page, '/financial/recurring-accounts', 'Contas Recorrentes');
  await expect(page.getByRole('row', { name: new RegExp(rent) })).toBeVisible();
  await page.getByRole('button', { name: 'Gerar contas do mês' }).click();
  await page.getByRole('alertdialog', { name: 'Gerar contas do mês' }).getByRole('button', { name: 'Gerar contas' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(/contas? a pagar geradas?/);
  await page.getByRole('button', { name: `Contas geradas de ${rent}` }).click();
  const month = dayInSaoPaulo(0).slice(0, 7);
  await expect(page.getByRole('table', { name: 'Contas geradas' }).getByRole('cell', { name: month, exact: true })).toBeVisible();
  await page.getByRole('dialog', { name: 'Contas geradas' }).getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Gerar contas do mês' }).click();
  await page.getByRole('alertdialog', { name: 'Gerar contas do mês' }).getByRole('button', { name: 'Gerar contas' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Nenhuma conta pendente para gerar neste mês');

  // A defaulter of its own (a receivable 8 days overdue): a reminder recorded, then an agreement on a
  // new date takes it off the list.
  const debt = `Aniversário Playwright ${stamp}`;
  await asFinancial('POST', '/accounts-receivable', {
    description: debt,
    clientName: 'Carlos Mendes',
    clientDocument: '11.222.333/0001-81',
    clientPhone: '(11) 98765-1234',
    categoryId: await categoryId('Eventos Sociais'),
    amount: '7200.00',
    dueDate: dayInSaoPaulo(-8),
  });
  await visit(page, '/financial/defaulters', 'Inadimplentes');
  await searchList(page, debt);
  const defaulter = `Carlos Mendes - ${debt}`;
  const defaulterRow = page.getByRole('row', { name: new RegExp(debt) });
  await expect(defaulterRow).toContainText('Sem lembretes');
  await page.getByRole('button', { name: `Lembrete para ${defaulter}` }).click();
  await page.getByRole('alertdialog', { name: 'Registrar lembrete' }).getByRole('button', { name: 'Registrar lembrete' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Lembrete registrado');
  await expect(defaulterRow).toContainText('1 lembrete');

  const newDate = dayInSaoPaulo(15);
  await page.getByRole('button', { name: `Acordo com ${defaulter}` }).click();
  const agreement = page.getByRole('dialog', { name: 'Registrar acordo' });
  await agreement.getByLabel(/^Nova data de vencimento/).fill(br(newDate));
  await agreement.getByLabel(/^Condições do acordo/).fill('Pagamento integral na nova data');
  await agreement.getByRole('button', { name: 'Registrar acordo' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(`Acordo registrado: novo vencimento em ${br(newDate)}`);
  await expect(defaulterRow).toHaveCount(0);

  await visit(page, '/financial/accounts-receivable', 'Contas a Receber');
  await searchList(page, debt);
  const moved = page.getByRole('row', { name: new RegExp(debt) });
  await expect(moved).toContainText(br(newDate));
  await expect(moved).not.toContainText('Vencida');
});
