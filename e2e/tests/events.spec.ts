import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { addDays, apiAs } from '../support/api';
import { authFile } from '../support/roles';

const br = (iso: string): string => iso.split('-').reverse().join('/');

const STAFF = ['Ana Paula Souza', 'Bruno Henrique Lima', 'Carla Fernandes Rocha'];
const EVENT = `Evento Playwright ${Date.now()}`;

async function openAs(browser: Browser, username: string, url: string): Promise<Page> {
  const context = await browser.newContext({ storageState: authFile(username), baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const day = (page: Page, iso: string) => page.getByRole('region', { name: new RegExp(`${br(iso)}$`) });

test('an event from creation to finalization: days, staff, check-in/out, payment, summary', async ({ browser }) => {
  test.setTimeout(180_000);
  // The first day is the demo wedding's, read from the server: the seed places it 10 days after
  // its own today in São Paulo, which is not the runner's date from 21:00 in Brazil (00:00 UTC) on,
  // nor the same day once the run crosses midnight.
  const [wedding] = await apiAs('gerente')<{ name: string; eventDays: { date: string }[] }[]>('GET', `/events?search=${encodeURIComponent('Casamento Silva & Oliveira')}`);
  const day1 = wedding.eventDays[0].date;
  const day2 = addDays(day1, 1);
  const manager = await openAs(browser, 'gerente', '/events');
  await expect(manager.getByRole('heading', { level: 1, name: 'Eventos', exact: true })).toBeVisible();

  // Create: the detail view opens.
  await manager.getByRole('button', { name: 'Novo evento' }).click();
  const create = manager.getByRole('dialog', { name: 'Novo evento' });
  await create.getByLabel('Nome').fill(EVENT);
  await create.getByLabel('Local').fill('Espaço Jardins, São Paulo');
  await create.getByLabel('Descrição').fill('Jornada completa do Playwright');
  await create.getByRole('button', { name: 'Salvar' }).click();
  await expect(manager.getByRole('heading', { level: 2, name: EVENT })).toBeVisible();

  // Two days; a repeated date is refused.
  for (const date of [day1, day2]) {
    await manager.getByRole('button', { name: 'Adicionar dia' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Adicionar dia' });
    await dialog.getByLabel('Data').fill(br(date));
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(day(manager, date)).toBeVisible();
  }
  await manager.getByRole('button', { name: 'Adicionar dia' }).click();
  const again = manager.getByRole('dialog', { name: 'Adicionar dia' });
  await again.getByLabel('Data').fill(br(day1));
  await again.getByLabel('Data').blur();
  await expect(again.getByText('Esta data já faz parte do evento')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancelar' }).click();

  // Three employees on the first day, picked by search in one dialog. The demo's wedding takes them
  // that same day: the booking asks for each person, naming the wedding (double booking).
  await day(manager, day1).getByRole('button', { name: `Escalar funcionário em ${br(day1)}` }).click();
  const assign = manager.getByRole('dialog', { name: `Escalar funcionário em ${br(day1)}` });
  for (const name of STAFF) {
    await assign.getByLabel('Buscar funcionário').fill(name);
    await assign.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  }
  await expect(assign).toContainText(`Selecionados (3): ${STAFF.join(', ')}`);
  await assign.getByRole('button', { name: 'Escalar', exact: true }).click();
  for (const name of STAFF) {
    const question = manager.getByRole('alertdialog', { name: 'Funcionário já escalado neste dia' });
    await expect(question).toContainText(`${name} já está escalado(a) neste dia em outro evento: 'Casamento Silva & Oliveira'`);
    await question.getByRole('button', { name: 'Escalar mesmo assim' }).click();
  }
  await expect(assign).toBeHidden();
  for (const name of STAFF) await expect(day(manager, day1).getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Check-in and check-out of the first, then the payment request.
  const first = STAFF[0];
  const row = day(manager, day1).getByRole('row', { name: new RegExp(first) });
  await row.getByRole('button', { name: `Registrar entrada de ${first}` }).click();
  await expect(row).toContainText(/\d{2}:\d{2}/);
  await row.getByRole('button', { name: `Registrar saída de ${first}` }).click();
  // Taps are written to the device first and held 10 s for 'Desfazer'; 'Sincronizar Agora' sends them now.
  await expect(row).toContainText('Pendente de sincronização');
  await manager.getByRole('button', { name: 'Sincronizar Agora' }).click();
  await expect(row).not.toContainText('Pendente de sincronização', { timeout: 20_000 });
  await row.getByRole('button', { name: `Solicitar pagamento de ${first}` }).click();
  const request = manager.getByRole('dialog', { name: 'Solicitar pagamento' });
  await request.getByRole('button', { name: 'Solicitar' }).click();
  await expect(row).toContainText('Solicitado');
  const eventUrl = manager.url();

  // The financial role confirms the payment.
  const financial = await openAs(browser, 'financeiro', new URL(eventUrl).pathname + new URL(eventUrl).search);
  const financialRow = day(financial, day1).getByRole('row', { name: new RegExp(first) });
  await expect(financialRow.getByRole('button', { name: `Registrar entrada de ${first}` })).toHaveCount(0);
  await financialRow.getByRole('button', { name: `Confirmar pagamento de ${first}` }).click();
  await financial.getByRole('alertdialog', { name: 'Confirmar pagamento' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(financialRow).toContainText('Pago');
  await financial.context().close();

  // The manager finalizes: two of the three never checked in, which the question says first; the
  // summary shows in BRL and the event is read-only.
  await manager.reload();
  await manager.getByRole('button', { name: 'Finalizar evento' }).click();
  const finalize = manager.getByRole('alertdialog', { name: 'Finalizar evento' });
  await expect(finalize).toContainText('2 escalados sem entrada registrada. Finalizar mesmo assim?');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  const summary = manager.getByRole('region', { name: 'Resumo do evento' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(/Finalizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(summary.getByRole('table', { name: 'Resumo por funcionário' })).toContainText(first);
  await expect(summary).toContainText(/Total do evento\s*R\$\s?\d/);
  await expect(manager.getByRole('button', { name: 'Adicionar dia' })).toHaveCount(0);
  await manager.context().close();
});
