/**
 * A phone's first screen (issue 15, Lighthouse on the coordinator's /events): signed in at 360×740,
 * /events paints its shell and list with no Chakra (no emotion style sheet, no design-system CSS),
 * passes axe, and the first tap is handed to the Chakra page, which does what was tapped: the
 * event opens, the menu opens, the search field keeps what was typed.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { PHONE } from '../support/device';
import { expectNone, violations } from '../support/axe';
import { authFile } from '../support/roles';

test.use({ ...PHONE, storageState: authFile('coordenador') });

/** Whether Chakra has rendered anything: its provider writes the design system's sheet and emotion's. */
const chakraOnPage = (page: Page): Promise<boolean> =>
  page.evaluate(() => Boolean(document.getElementById('sge-system-css') || document.querySelector('style[data-emotion]')));

async function openFirstScreen(page: Page): Promise<void> {
  await page.goto('/events');
  await waitForApp(page);
  await expect(page.getByTestId('first-screen')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Eventos' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
}

test('paints /events without Chakra, with no axe violation, and the first tap opens the event on the Chakra page', async ({ page }) => {
  await openFirstScreen(page);
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sincronização' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await chakraOnPage(page), 'Chakra rendered before the user acted').toBe(false);
  expectNone(await violations(page, '/events first screen (360×740)'), '/events first screen');

  const card = page.getByRole('list', { name: 'Eventos' }).getByRole('listitem').first();
  const details = card.getByRole('button', { name: /^Ver detalhes de / });
  const name = ((await details.getAttribute('aria-label')) ?? '').replace('Ver detalhes de ', '');
  await details.tap();

  await expect(page).toHaveURL(/[?&]evento=\d+/);
  await expect(page.getByTestId('first-screen')).toHaveCount(0);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  expect(await chakraOnPage(page)).toBe(true);
});

test('a tap on the menu button opens the navigation drawer of the Chakra page', async ({ page }) => {
  await openFirstScreen(page);
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await expect(page.getByTestId('first-screen')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Eventos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible();
});

test('what is typed into the search field of the first screen stays in the Chakra search field', async ({ page }) => {
  await openFirstScreen(page);
  const search = page.getByRole('searchbox').or(page.getByLabel('Buscar'));
  await search.first().tap();
  await page.keyboard.type('Fun');
  await expect(page.getByTestId('first-screen')).toHaveCount(0);
  await expect(page.getByLabel('Buscar')).toHaveValue(/^Fun/);
  await expect(page.getByLabel('Buscar')).toBeFocused();
});
