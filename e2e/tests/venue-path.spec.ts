/**
 * The venue path (docs/offline-and-venue.md): signed in at 360×740, /events paints its shell and
 * list as light components, with no Chakra, and they are the one version of the page: the cards are
 * there on the first paint and stay when Chakra arrives (idle), a tap acts at once, 'Ações de …'
 * opens its menu, and a Chakra chunk that cannot be loaded never blocks the card's primary button.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { PHONE, eventForToday } from '../support/device';
import { expectNone, violations } from '../support/axe';
import { authFile } from '../support/roles';

test.use({ ...PHONE });
// Each journey only reads, or makes its own event, in a browser of its own: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** Whether Chakra has rendered anything: its provider writes the design system's sheet and emotion's. */
const chakraOnPage = (page: Page): Promise<boolean> =>
  page.evaluate(() => Boolean(document.getElementById('sge-system-css') || document.querySelector('style[data-emotion]')));

const cards = (page: Page) => page.getByRole('list', { name: 'Eventos' }).getByRole('listitem');

async function openEvents(page: Page): Promise<void> {
  await page.goto('/events');
  await waitForApp(page);
  await expect(page.getByTestId('venue-layout')).toBeVisible();
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
}

/**
 * Answers every request for a script of the Chakra part (the `@sge/shared/ui` singleton's chunk and
 * the chunks importing it) with a network error, as a broken deploy or an old offline cache would.
 */
async function breakChakra(page: Page): Promise<string[]> {
  const broken: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (/@chakra-ui|chakra-colors|ChakraProvider|useChakraContext/.test(body)) {
        broken.push(new URL(route.request().url()).pathname);
        await route.abort('failed');
        return;
      }
      await route.fulfill({ response, body });
    },
  );
  return broken;
}

test.describe('as coordenador', () => {
  test.use({ storageState: authFile('coordenador') });

  test('paints the cards without Chakra, passes axe, keeps them when Chakra arrives, and a tap opens the event', async ({ page }) => {
    await openEvents(page);
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sincronização' })).toBeVisible();
    // The first card as painted first: the same element must still be there once Chakra is loaded.
    await cards(page).first().evaluate((card) => ((window as unknown as { firstCard: Element }).firstCard = card));
    expectNone(await violations(page, '/events venue path (360×740)'), '/events venue path');

    // Chakra arrives when the browser is idle after the first paint, beside the light tree.
    await expect.poll(() => chakraOnPage(page), { timeout: 20_000 }).toBe(true);
    expect(await cards(page).first().evaluate((card) => (window as unknown as { firstCard: Element }).firstCard === card)).toBe(true);

    const details = cards(page).first().getByRole('button', { name: /^Ver detalhes de / });
    const name = ((await details.getAttribute('aria-label')) ?? '').replace('Ver detalhes de ', '');
    const layout = await page.getByTestId('venue-layout').elementHandle();
    await details.tap();
    await expect(page).toHaveURL(/[?&]evento=\d+/);
    // The event's gate screen is the same light tree: the layout stays, the header is light.
    await expect(page.getByTestId('gate-header')).toBeVisible();
    expect(await page.getByTestId('venue-layout').evaluate((el, before) => el === before, layout)).toBe(true);
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });

  test('the first tap acts before Chakra has loaded: the event opens', async ({ page }) => {
    await openEvents(page);
    await cards(page).first().getByRole('button', { name: /^Ver detalhes de / }).tap();
    await expect(page).toHaveURL(/[?&]evento=\d+/);
  });

  test('the menu button opens the navigation drawer', async ({ page }) => {
    await openEvents(page);
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Eventos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible();
  });
});

test.describe('as admin', () => {
  test.use({ storageState: authFile('admin') });

  test("'Ações de …' opens its menu on the first tap, and 'Editar' opens the event's form", async ({ page }) => {
    await openEvents(page);
    const actions = cards(page).first().getByRole('button', { name: /^Ações de / });
    await actions.tap();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: /^Editar/ }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test.describe('with the Chakra chunk failing', () => {
    // The service worker would answer from its precache, out of page.route's reach.
    test.use({ serviceWorkers: 'block' });
    // A script still in flight when the journey ends reaches breakChakra's handler as the page
    // closes ('Response has been disposed'): that is not the journey's failure.
    test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test("'Ações de …' says 'Não foi possível carregar; tente novamente' and 'Ver detalhes' still opens the event", async ({ page }) => {
    const broken = await breakChakra(page);
    await openEvents(page);
    await cards(page).first().getByRole('button', { name: /^Ações de / }).tap();
    const failed = page.getByText('Não foi possível carregar; tente novamente');
    // The menu says it when it finds the dialogs' Chakra missing; when the federation runtime has
    // handed the island an empty module, the chosen action's island says it where it renders.
    const edit = page.getByRole('menuitem', { name: /^Editar/ });
    await expect(failed.or(edit).first()).toBeVisible({ timeout: 20_000 });
    if (await edit.isVisible()) await edit.tap();
    await expect(failed.first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(broken.length).toBeGreaterThan(0);
    await cards(page).first().getByRole('button', { name: /^Ver detalhes de / }).tap();
    await expect(page).toHaveURL(/[?&]evento=\d+/);
  });

  test("on the gate screen, 'Mais ações' says 'Não foi possível carregar; tente novamente' in the menu and the primary button still records the entry", async ({ page }) => {
    const { id, staff } = await eventForToday(`Portão sem Chakra ${Date.now()}`, 4);
    const name = [...staff].map((s) => s.employeeFullName).sort((a, b) => a.localeCompare(b, 'pt-BR'))[0];
    const broken = await breakChakra(page);
    await page.goto(`/events?evento=${id}`);
    await waitForApp(page);
    await expect(page.getByTestId('venue-layout')).toBeVisible();
    await expect(page.getByTestId('gate-header')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: `Mais ações de ${name}` }).tap();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Não foi possível carregar; tente novamente' }).or(menu.getByRole('menuitem', { name: /^Editar escala/ }))).toBeVisible({
      timeout: 20_000,
    });
    const edit = menu.getByRole('menuitem', { name: /^Editar escala/ });
    // When the federation runtime hands the island an empty module, the dialogs' island says it where it renders.
    if (await edit.isVisible()) await edit.tap();
    await expect(page.getByText('Não foi possível carregar; tente novamente').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Registrar entrada de ${name}` }).tap();
    const card = page.getByRole('list', { name: /^Equipe de / }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText(/Entrada registrada às \d{2}:\d{2}/);
    expect(broken.length).toBeGreaterThan(0);
  });
  });
});
