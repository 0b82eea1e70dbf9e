/**
 * Budget → event → staff day paid: a financial user writes a budget from the service catalogue,
 * sends and approves it (a receivable is raised), turns it into an event, receives its payment;
 * the manager staffs the event within the contracted services, the day is worked and its payment
 * requested; the financial user approves the request (a payable is raised) and pays it, and the
 * payable shows paid and the staff day confirmed.
 */
import type { Browser, Page } from '@playwright/test';
import { apiAs, dayInSaoPaulo } from '../support/api';
import { freshEmployees } from '../support/device';
import { searchList } from '../support/tables';
import { expect, test } from '../support/fixtures';
import { authFile } from '../support/roles';


const STAMP = Date.now();
const CLIENT = `Cliente Playwright ${STAMP}`;
const EVENT = `Evento do Orçamento ${STAMP}`;

/** The demo catalogue, for a branch where the admin area's GET /service-catalog has not landed yet. */
const DEMO_CATALOGUE = [
  { id: 1, name: 'Serviço de Garçom', unitPrice: '180.00', staffFunction: 'Garçom', unit: 'diária' },
  { id: 2, name: 'Equipe de Segurança', unitPrice: '220.00', staffFunction: 'Segurança', unit: 'diária' },
].map((s) => ({ ...s, description: null, staffPerUnit: 1, active: true, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }));

async function openAs(browser: Browser, username: string, url: string): Promise<Page> {
  const context = await browser.newContext({ storageState: authFile(username), baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.route('**/api/service-catalog', async (route) => {
    const response = await route.fetch();
    if (response.status() === 404) await route.fulfill({ json: { data: DEMO_CATALOGUE } });
    else await route.fulfill({ response });
  });
  await page.goto(url);
  return page;
}

async function rowAction(page: Page, menuName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('budget → approval → event → staff day worked → payment request approved and paid → payable paid', async ({ browser }) => {
  test.setTimeout(240_000);
  const [day1, day2] = [dayInSaoPaulo(40), dayInSaoPaulo(41)];
  const financial = await openAs(browser, 'financeiro', '/financial/budgets');
  // The first visit loads the financial remote (on a busy machine this takes a while).
  await expect(financial.getByRole('heading', { level: 1, name: 'Orçamentos' })).toBeVisible({ timeout: 45_000 });

  // The budget, written in the form with items from the catalogue and an exact live total.
  await financial.getByRole('button', { name: 'Novo orçamento' }).click();
  const form = financial.getByRole('dialog', { name: 'Novo orçamento' });
  await form.getByRole('button', { name: 'Adicionar item' }).waitFor();
  await form.getByLabel('Cliente', { exact: false }).first().fill(CLIENT);
  await form.getByLabel('CPF/CNPJ').fill('11.222.333/0001-81');
  await form.getByLabel('E-mail').fill('eventos@playwright.example.com');
  await form.getByLabel(/^Nome do evento/).fill(EVENT);
  await form.getByLabel(/^Local do evento/).fill('Espaço Playwright, São Paulo - SP');
  for (const date of [day1, day2]) {
    await form.getByLabel('Data', { exact: true }).fill(date.split('-').reverse().join('/'));
    await form.getByRole('button', { name: 'Adicionar data' }).click();
  }
  await form.getByRole('button', { name: 'Adicionar item' }).click();
  await form.getByLabel('Serviço do item 1').selectOption({ label: 'Serviço de Garçom (R$ 180,00/diária)' });
  await form.getByLabel('Quantidade').fill('2');
  await form.getByLabel('Desconto').fill('20,00');
  // 2 × 180,00 × 2 days − 20,00
  await expect(form.getByTestId('budget-total')).toHaveText('R$ 700,00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toHaveCount(0);

  const budgetRow = financial.getByRole('row', { name: new RegExp(CLIENT) });
  await expect(budgetRow).toContainText('Rascunho');
  await expect(budgetRow).toContainText('R$ 700,00');
  const budgetId = Number((await budgetRow.getByRole('cell').first().textContent())?.trim());
  const menu = `Ações do orçamento ${budgetId}`;

  // RASCUNHO → ENVIADO → APROVADO (receivable raised), each confirmed.
  await rowAction(financial, menu, 'Enviar ao cliente');
  await financial.getByRole('alertdialog', { name: 'Enviar orçamento' }).getByRole('button', { name: 'Enviar' }).click();
  await expect(budgetRow).toContainText('Enviado');
  await rowAction(financial, menu, 'Aprovar');
  const approve = financial.getByRole('alertdialog', { name: 'Aprovar orçamento' });
  await expect(approve).toContainText('R$ 700,00');
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(budgetRow).toContainText('Aprovado');

  // The approved budget becomes the event, with its days and contracted services.
  await rowAction(financial, menu, 'Criar evento');
  await financial.getByRole('alertdialog', { name: 'Criar evento' }).getByRole('button', { name: 'Criar evento' }).click();
  await expect(budgetRow).toContainText(`Evento criado: ${EVENT}`);

  // The client pays: the receivable is received and the budget PAGO.
  await rowAction(financial, menu, 'Confirmar pagamento');
  const receipt = financial.getByRole('dialog', { name: 'Confirmar pagamento do orçamento' });
  await expect(receipt.getByLabel(/Valor pago/)).toHaveValue('700,00');
  await receipt.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(budgetRow).toContainText('Pago');

  const asFinancial = apiAs('financeiro');
  const [budget] = await asFinancial<Array<{ id: number; eventId: number; receivableStatus: string; receivedAmount: string }>>('GET', `/budgets?search=${encodeURIComponent(CLIENT)}`);
  expect(budget).toMatchObject({ id: budgetId, receivableStatus: 'RECEBIDO', receivedAmount: '700.00' });
  const eventId = budget.eventId;

  // The manager sees the event with the contracted waiters as its staff limit.
  const manager = await openAs(browser, 'gerente', `/events?evento=${eventId}`);
  await expect(manager.getByRole('heading', { level: 2, name: EVENT })).toBeVisible({ timeout: 45_000 });
  const asManager = apiAs('gerente');
  const limits = await asManager<Array<{ staffFunction: string; limitPerDay: number }>>('GET', `/event-employees/${eventId}/service-limits`);
  expect(limits).toEqual([expect.objectContaining({ staffFunction: 'Garçom', limitPerDay: 2 })]);

  // A waiter of its own (R$ 150,00 a day) works the first day and asks to be paid (the events
  // area's calls): no other journey's request shares its row, and a retry starts clean.
  const [employee] = await freshEmployees(1);
  const link = await asManager<{ id: number }>('POST', '/event-employees', { eventId, employeeId: employee.id, eventDay: day1 });
  await asManager('PATCH', `/event-employees/${link.id}/check-in`, { time: `${day1}T11:00:00.000Z` });
  await asManager('PATCH', `/event-employees/${link.id}/check-out`, { time: `${day1}T21:00:00.000Z` });
  const requested = await apiAs('coordenador')<{ paymentRequestId: number }>('PATCH', `/event-employees/${link.id}/request-payment`, {});

  // The financial user approves the request (payable raised) and pays it.
  await financial.goto('/financial/payment-requests');
  await expect(financial.getByRole('heading', { level: 1, name: 'Solicitações de Pagamento' })).toBeVisible({ timeout: 45_000 });
  // The list is searched on the server: the event's name finds its requests.
  await searchList(financial, EVENT);
  const requestRow = financial.getByRole('row', { name: new RegExp(employee.name) });
  await expect(requestRow).toContainText('Pendente', { timeout: 30_000 });
  await expect(requestRow).toContainText('R$ 150,00');
  // The row's main action is a button on the row ('Aprovar', then 'Registrar pagamento').
  await financial.getByRole('button', { name: `Aprovar: solicitação ${requested.paymentRequestId}` }).click();
  await financial.getByRole('alertdialog', { name: 'Aprovar solicitação' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(requestRow).toContainText('Aprovado');
  await expect(requestRow.getByRole('link', { name: /Conta nº \d+ \(pendente\)/ })).toBeVisible();

  await financial.getByRole('button', { name: `Registrar pagamento: solicitação ${requested.paymentRequestId}` }).click();
  const pay = financial.getByRole('dialog', { name: 'Registrar pagamento' });
  await expect(pay.getByLabel(/Valor pago/)).toHaveValue('150,00');
  await pay.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(requestRow).toContainText('Pago');
  const payableLink = requestRow.getByRole('link', { name: /Conta nº \d+ \(paga\)/ });
  await expect(payableLink).toBeVisible();
  await expect(payableLink).toHaveAttribute('href', /\/financial\/accounts-payable\?id=\d+/);

  // SPEC §4: PAID confirms the staff day's payment, as the events area reads it.
  const reply = await asFinancial<{ status: string; eventEmployeePaymentConfirmed: boolean }>('GET', `/payment-requests/${requested.paymentRequestId}`);
  expect(reply).toMatchObject({ status: 'PAID', eventEmployeePaymentConfirmed: true });
  const [item] = await asFinancial<Array<{ payableStatus: string }>>('GET', `/payment-requests?eventId=${eventId}`);
  expect(item.payableStatus).toBe('PAGO');
});
