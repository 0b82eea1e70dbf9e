/**
 * The one server-state layer, as a user meets it: a write refreshes what it changed on other pages
 * (paying a payment request shows in the payables and the cash flow, with no reload), and going back
 * to a list just left shows its rows at once, from the cache, with no loading text.
 */
import type { Page } from '@playwright/test';
import { apiAs, dayInSaoPaulo } from '../support/api';
import { freshEmployees } from '../support/device';
import { expect, test } from '../support/fixtures';
import { authFile } from '../support/roles';

// Each journey has its own records, or only reads: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const STAMP = Date.now();
const EVENT = `Evento Cache ${STAMP}`;
/** A page's first visit loads its remote: slow on a busy machine. */
const FIRST_LOAD_MS = 45_000;

/** Moves inside the app the way its links do (history, no reload), and waits for the page's heading. */
async function goInApp(page: Page, to: string, heading: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: FIRST_LOAD_MS });
}

/**
 * From now on, notes whether 'Carregando dados...' is ever on screen: at each change of the page,
 * added nodes or a change of attributes (a kept page shown again only loses its `display: none`).
 */
async function watchLoadingText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { loading: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const check = () => {
      if (document.body.innerText.includes('Carregando dados...')) seen.loading = true;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** Whether {@link watchLoadingText} saw the loading text. */
const loadingTextSeen = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen.loading);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'R$ 1.234,56' → 123456 (cents). */
const cents = (text: string | null): number => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', ''));

const realizedOutflow = (page: Page) =>
  page.locator('dt', { hasText: /^Saídas realizadas$/ }).locator('xpath=following-sibling::dd[1]');

test.describe('financial user', () => {
  test.use({ storageState: authFile('financeiro') });

  test('pays a payment request, then finds it paid in the payables and in the cash flow, without a reload', async ({ page }) => {
    test.setTimeout(240_000);
    // A worked staff day whose payment was requested and approved: a payable waits for it.
    const asManager = apiAs('gerente');
    const day = dayInSaoPaulo(-1);
    const event = await asManager<{ id: number }>('POST', '/events', { name: EVENT, location: 'Espaço Cache, São Paulo - SP', eventDays: [{ date: day }] });
    // Its own employee: no other journey's request shares the row.
    const [employee] = await freshEmployees(1);
    const link = await asManager<{ id: number }>('POST', '/event-employees', { eventId: event.id, employeeId: employee.id, eventDay: day });
    await asManager('PATCH', `/event-employees/${link.id}/check-in`, { time: `${day}T11:00:00.000Z` });
    await asManager('PATCH', `/event-employees/${link.id}/check-out`, { time: `${day}T21:00:00.000Z` });
    const requested = await apiAs('coordenador')<{ paymentRequestId: number }>('PATCH', `/event-employees/${link.id}/request-payment`, {});
    const asFinancial = apiAs('financeiro');
    const approved = await asFinancial<{ payableId: number; amount: string }>('POST', `/payment-requests/${requested.paymentRequestId}/approve`, {});
    const payable = await asFinancial<{ description: string }>('GET', `/accounts-payable/${approved.payableId}`);
    const payables = `/financial/accounts-payable?q=${encodeURIComponent(payable.description)}`;

    // Seen before the payment: the payable open, the month's realized outflow.
    await page.goto(payables);
    await expect(page.getByRole('heading', { level: 1, name: 'Contas a Pagar' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const payableRow = page.getByRole('row', { name: new RegExp(escapeRegExp(payable.description)) });
    await expect(payableRow).toContainText('Pendente', { timeout: 30_000 });
    await goInApp(page, '/financial/cash-flow', 'Fluxo de Caixa');
    await expect(realizedOutflow(page)).toHaveText(/R\$/, { timeout: 30_000 });
    const before = cents(await realizedOutflow(page).textContent());

    // The payment, on the payment requests page.
    await goInApp(page, `/financial/payment-requests?q=${encodeURIComponent(EVENT)}`, 'Solicitações de Pagamento');
    const requestRow = page.getByRole('row', { name: new RegExp(employee.name) });
    await expect(requestRow).toContainText('Aprovado', { timeout: 30_000 });
    await page.getByRole('button', { name: `Registrar pagamento: solicitação ${requested.paymentRequestId}` }).click();
    const pay = page.getByRole('dialog', { name: 'Registrar pagamento' });
    await pay.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(requestRow).toContainText('Pago');

    // The other pages show it, with no reload of the app and no 'Atualizar'.
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await goInApp(page, payables, 'Contas a Pagar');
    await expect(payableRow).toContainText('Pago');
    await goInApp(page, '/financial/cash-flow', 'Fluxo de Caixa');
    await expect.poll(async () => cents(await realizedOutflow(page).textContent())).toBe(before + cents(approved.amount.replace('.', ',')));
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
  });
});

test.describe('admin', () => {
  test.use({ storageState: authFile('admin') });

  test('opens an event from the list and goes back: the rows are there at once, with no loading text', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos', exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const table = page.getByRole('table', { name: 'Eventos' });
    await expect(table.getByRole('button', { name: /^Ver detalhes de / }).first()).toBeVisible({ timeout: 30_000 });
    const first = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())!.trim();

    await table.getByRole('button', { name: `Ver detalhes de ${first}` }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible({ timeout: 30_000 });

    // From the moment the user goes back: was 'Carregando dados...' ever on screen?
    await watchLoadingText(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: first }).first()).toBeVisible();
    expect(await loadingTextSeen(page)).toBe(false);
  });

  test('leaves a list for the dashboard by the menu and comes back: the same rows are shown again, with no loading text', async ({ page }) => {
    await page.goto('/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const table = page.getByRole('table', { name: 'Funcionários' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible({ timeout: 30_000 });
    // A mark on the row's element itself: it is still there only if the page was kept, not drawn anew.
    await firstRow.evaluate((row) => row.setAttribute('data-journey-mark', 'kept'));

    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: /^Dashboard/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /admin!$/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(table).toBeHidden();

    await watchLoadingText(page);
    await nav.getByRole('link', { name: /^Funcionários/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();
    await expect(table.locator('tr[data-journey-mark="kept"]')).toBeVisible();
    expect(await loadingTextSeen(page)).toBe(false);
  });

  test('a dialog left open goes with its page: the page gone back to is free, and going forward draws the page anew', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /admin!$/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: /^Funcionários/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await page.getByRole('button', { name: 'Novo funcionário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo funcionário' });
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill('Ana Deixada Aberta');

    // The browser's back button with the dialog open: the dashboard, with no dialog over it, and usable.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /admin!$/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    // Forward: the employees page drawn anew, its dialog closed; opened again, it is empty.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Novo funcionário' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await nav.getByRole('link', { name: /^Dashboard/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /admin!$/ })).toBeVisible();
  });
});
