import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { authFile } from '../support/roles';

test.use({ storageState: authFile('gerente') });

const ITEM = 'Caixa térmica Playwright';
const EVENT = 'Festival de Verão';

/** A page of the inventory remote, loaded on demand (slow on a busy machine). */
async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 45_000 });
}

test('receive stock, send it to an event, get it back with one damaged: the report shows the loss', async ({ page }) => {
  test.setTimeout(240_000);
  // A new item, with no stock yet.
  await open(page, '/inventory', 'Inventário');
  await page.getByRole('button', { name: 'Novo item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo item' });
  await dialog.getByLabel('Nome').fill(ITEM);
  await dialog.getByLabel('SKU').fill('e2e-cxt-01');
  await dialog.getByLabel('Categoria').selectOption('Cozinha');
  await dialog.getByLabel('Estoque mínimo').fill('2');
  await dialog.getByLabel('Custo unitário').fill('150,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Pesquisar').fill('Playwright');
  await expect(page.getByRole('row', { name: /E2E-CXT-01/ })).toContainText('0 un');

  // Receive 10.
  await open(page, '/inventory/transactions', 'Movimentações');
  const form = page.getByRole('form', { name: 'Nova movimentação' });
  const history = page.getByRole('table', { name: 'Histórico de movimentações' });
  const movement = (type: string) => history.getByRole('row').filter({ hasText: ITEM }).filter({ hasText: type });
  // Items and events are searched on the server as you type (20 at a time): name the one wanted.
  const findItem = () => form.getByRole('searchbox', { name: 'Pesquisar item' }).fill('Playwright');
  const findEvent = () => form.getByRole('searchbox', { name: 'Pesquisar evento' }).fill(EVENT);
  await form.getByRole('combobox', { name: 'Tipo de movimentação' }).selectOption({ label: 'Entrada' });
  await findItem();
  await form.getByRole('combobox', { name: 'Item', exact: true }).selectOption({ label: `${ITEM} (E2E-CXT-01) — 0 un em estoque` });
  await form.getByRole('spinbutton', { name: 'Quantidade', exact: true }).fill('10');
  await form.getByRole('button', { name: 'Registrar' }).click();
  // The ledger row is the lasting proof (the success snackbar lasts 3 s).
  await expect(movement('Entrada')).toContainText('+10');

  // Send 6 to the event; 11 would be refused.
  await form.getByRole('combobox', { name: 'Tipo de movimentação' }).selectOption({ label: 'Saída para evento' });
  await findEvent();
  await form.getByRole('combobox', { name: 'Evento', exact: true }).selectOption({ label: EVENT });
  await findItem();
  await form.getByRole('combobox', { name: 'Item', exact: true }).selectOption({ label: `${ITEM} (E2E-CXT-01) — 10 un em estoque` });
  await expect(form.getByText('Em estoque: 10 un')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Quantidade', exact: true }).fill('11');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(`Estoque insuficiente de ${ITEM}: disponível 10 un, solicitado 11 un`);
  await form.getByRole('spinbutton', { name: 'Quantidade', exact: true }).fill('6');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(movement('Saída para evento')).toContainText('-6');
  await expect(movement('Saída para evento')).toContainText(EVENT);

  // All 6 come back, one of them damaged.
  await form.getByRole('combobox', { name: 'Tipo de movimentação' }).selectOption({ label: 'Retorno de evento' });
  await findEvent();
  await form.getByRole('combobox', { name: 'Evento', exact: true }).selectOption({ label: EVENT });
  await form.getByRole('combobox', { name: 'Item', exact: true }).selectOption({ label: `${ITEM} (E2E-CXT-01) — pendente 6 un` });
  await expect(form.getByText(/Pendente neste evento: 6 un/)).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Quantidade devolvida' }).fill('6');
  await form.getByRole('spinbutton', { name: 'Avariados' }).fill('1');
  await form.getByRole('button', { name: 'Registrar' }).click();
  const returned = movement('Retorno de evento');
  await expect(returned).toContainText('1 avariado(s), 0 perdido(s)');
  await expect(returned).toContainText(EVENT);
  await expect(returned).toContainText('+5');

  // 10 − 6 + 5: the damaged one left the stock.
  await open(page, '/inventory', 'Inventário');
  await page.getByLabel('Pesquisar').fill('Playwright');
  await expect(page.getByRole('row', { name: /E2E-CXT-01/ })).toContainText('9 un');

  // The report shows the loss for the event.
  await open(page, '/inventory/reports', 'Relatórios de Inventário');
  const usage = page.getByRole('table', { name: `Uso de itens em ${EVENT}` });
  const row = usage.getByRole('row', { name: new RegExp(ITEM) });
  await expect(row.getByRole('cell')).toHaveText([`${ITEM} (un)`, '6', '6', '1', '0', '0', '0', 'R$ 150,00']);
  await expect(usage.getByRole('row', { name: /Total do evento/ })).toContainText('R$ 150,00');
});
