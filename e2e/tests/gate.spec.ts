/**
 * The gate screen: today's event on a coordinator's phone (360×740 and 412×915, touch) opens on its
 * check-in list, under a sticky header of at most 200 px, with at least four staff cards in view.
 * A card brought into view by the search or by keyboard focus shows its name below the header; a
 * tap confirms on the card; 'Mais ações' opens. The same steps offline, from a cold start of the
 * installed app.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expectNone, violations } from '../support/axe';
import { test, expect, waitForApp } from '../support/fixtures';
import { PHONE, downloadEventCopy, eventForToday, goOffline, goOnline, type StaffLink } from '../support/device';
import { authFile } from '../support/roles';

test.use({ storageState: authFile('coordenador'), ...PHONE });
// Each journey has its own event, staff and phone (browser context): they spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const SIZES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
] as const;

const header = (page: Page) => page.getByTestId('gate-header');
const list = (page: Page) => page.getByRole('list', { name: /^Equipe de / });
const card = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });

async function headerBottom(page: Page): Promise<number> {
  const box = await header(page).boundingBox();
  return box!.y + box!.height;
}

/** The cards wholly on screen below the header. */
async function cardsInView(page: Page): Promise<number> {
  const bottom = await headerBottom(page);
  const height = page.viewportSize()!.height;
  let n = 0;
  for (const item of await list(page).getByRole('listitem').all()) {
    const box = await item.boundingBox();
    if (box && box.y >= bottom - 1 && box.y + box.height <= height + 1) n++;
  }
  return n;
}

/** The person's name on their card is on screen and not under the sticky header. */
async function expectNameClear(page: Page, name: string): Promise<void> {
  const text = card(page, name).getByText(name, { exact: true });
  await expect(text).toBeInViewport();
  const box = await text.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual((await headerBottom(page)) - 1);
}

/** The screen's measures and its steps, the same online and offline. */
async function gateSteps(page: Page, staff: StaffLink[]): Promise<void> {
  // Opens on the list: the header's one-line parts, at most 200 px, and four cards or more below it.
  await expect(page.getByRole('searchbox', { name: 'Buscar pessoa' })).toBeVisible({ timeout: 30_000 });
  await expect(list(page).getByRole('listitem')).toHaveCount(staff.length);
  const box = await header(page).boundingBox();
  expect(box!.height).toBeLessThanOrEqual(200);
  expect(await cardsInView(page)).toBeGreaterThanOrEqual(4);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  const label = `gate screen ${page.viewportSize()!.width}×${page.viewportSize()!.height}`;
  expectNone(await violations(page, label), label);

  // Keyboard: from the search, Tab reaches the first card; walking back up from the last card,
  // each focused card shows its name below the header.
  await page.getByRole('searchbox', { name: 'Buscar pessoa' }).focus();
  await page.keyboard.press('Tab');
  const first = [...staff].sort((a, b) => a.employeeFullName.localeCompare(b.employeeFullName, 'pt-BR'))[0];
  await expect(page.getByRole('button', { name: `Registrar entrada de ${first.employeeFullName}` })).toBeFocused();
  const sorted = [...staff].map((s) => s.employeeFullName).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await page.getByRole('button', { name: `Registrar entrada de ${sorted[sorted.length - 1]}` }).focus();
  for (let i = sorted.length - 2; i >= 0; i--) {
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: `Registrar entrada de ${sorted[i]}` })).toBeFocused();
    await expectNameClear(page, sorted[i]);
  }

  // Search: the last person's card comes into view under the header.
  const last = sorted[sorted.length - 1];
  await page.getByRole('searchbox', { name: 'Buscar pessoa' }).fill(last.split(' ').slice(0, 2).join(' '));
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expectNameClear(page, last);

  // A tap confirms on the card; after entry and exit, 'Mais ações' opens.
  const button = page.getByRole('button', { name: `Registrar entrada de ${last}` });
  const target = await button.boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(48);
  await button.tap();
  await expect(card(page, last)).toContainText('Pendente de envio');
  await expect(card(page, last)).toContainText(/Entrada registrada às \d{2}:\d{2}/);
  await page.getByRole('button', { name: `Registrar saída de ${last}` }).tap();
  await expect(card(page, last)).toContainText(/Saída registrada às \d{2}:\d{2}/);
  await page.getByRole('button', { name: `Mais ações de ${last}` }).tap();
  await expect(page.getByRole('menuitem', { name: /^Solicitar pagamento/ })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function holdBatches(context: BrowserContext): Promise<void> {
  // The taps stay on the device: the steps read 'Pendente de envio' however long they take.
  await context.route('**/sync-offline/batch', (route) => route.abort('internetdisconnected'));
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: today's event opens on its list, four cards under a header of at most 200 px; focus, search, tap and 'Mais ações'`, async ({ page, context }) => {
    await page.setViewportSize(size);
    const { id, staff } = await eventForToday(`Portão ${size.width} ${'Congresso Nacional de Eventos '.repeat(4)}${Date.now()}`, 8);
    await holdBatches(context);
    await page.goto(`/events?evento=${id}`);
    await waitForApp(page);
    // The sync card and the preparation banner are one status line here.
    await expect(page.getByRole('region', { name: 'Situação da sincronização' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prepare para uso offline' })).toHaveCount(0);
    await gateSteps(page, staff);
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test("360×740, a cold start of the installed app with no connection: the same gate screen from the device's copy", async ({ page, context }) => {
    const { id, staff } = await eventForToday(`Portão offline ${Date.now()}`, 8);
    await page.goto(`/events?evento=${id}`);
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('sge-remotes-v1')).keys()).some((r) => r.url.endsWith('/remotes/events/remoteEntry.js'))), {
        timeout: 30_000,
      })
      .toBe(true);
    await downloadEventCopy(page);

    await goOffline(context);
    await page.close();
    const cold = await context.newPage();
    await cold.goto(`/events?evento=${id}`);
    await waitForApp(cold);
    await expect(cold.getByRole('region', { name: 'Modo Offline Ativo' })).toBeVisible({ timeout: 30_000 });
    await expect(cold.getByRole('region', { name: 'Situação da sincronização' })).toContainText('Offline');
    await gateSteps(cold, staff);
    await goOnline(context);
  });
});
