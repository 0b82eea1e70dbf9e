/**
 * A dialog's actions are never cut off: at a window 600 px tall, a long form's body scrolls under its
 * header and its 'Cancelar'/'Salvar' row, which stay in view.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from '../support/fixtures';
import { todayInSaoPaulo } from '../support/api';
import { eventForToday } from '../support/device';
import { authFile } from '../support/roles';

// Each journey opens a dialog it never saves (the manager's on an event of its own): they spread
// over the workers.
test.describe.configure({ mode: 'parallel' });

const br = (iso: string) => iso.split('-').reverse().join('/');

async function expectActionsInView(page: Page, dialogName: string, actions: string[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  for (const name of actions) await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  // The body scrolls to its end, and the actions are still where they were.
  await dialog.getByRole('button', { name: actions[0], exact: true }).evaluate((button) => button.closest('form')?.parentElement?.parentElement?.scrollBy(0, 10_000));
  for (const name of actions) await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
}

for (const viewport of [{ width: 1366, height: 600 }, { width: 1024, height: 600 }]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test.describe('gerente', () => {
      test.use({ storageState: authFile('gerente') });

      test("'Escalar funcionário' keeps 'Cancelar' and 'Escalar' in view", async ({ page }) => {
        const event = await eventForToday(`Diálogo ${Date.now()}`, 0);
        await page.goto(`/events?evento=${event.id}`);
        await waitForApp(page);
        const name = `Escalar funcionário em ${br(todayInSaoPaulo())}`;
        await page.getByRole('button', { name }).click();
        await expectActionsInView(page, name, ['Cancelar', 'Escalar']);
      });
    });

    test.describe('financeiro', () => {
      test.use({ storageState: authFile('financeiro') });

      test("'Nova conta a pagar' keeps 'Cancelar' and 'Salvar' in view", async ({ page }) => {
        await page.goto('/financial/accounts-payable');
        await waitForApp(page);
        await page.getByRole('button', { name: 'Nova conta a pagar' }).click();
        await expectActionsInView(page, 'Nova conta a pagar', ['Cancelar', 'Salvar']);
      });
    });
  });
}
