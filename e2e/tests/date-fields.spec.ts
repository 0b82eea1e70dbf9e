/**
 * pt-BR date fields (issue 15): in a browser whose language is English, a date is still typed and
 * shown dd/mm/aaaa, and the app still sends it as yyyy-mm-dd.
 */
import { expect, test } from '../support/fixtures';
import { waitForContent } from '../support/pages';
import { authFile } from '../support/roles';

test.use({ locale: 'en-US', storageState: authFile('admin') });
// The financial remote's first load, on a machine other suites share.
test.describe.configure({ timeout: 180_000 });

test('a date is typed and shown dd/mm/aaaa in an English browser, and sent as yyyy-mm-dd', async ({ page }) => {
  await page.goto('/financial/accounts-payable');
  await waitForContent(page);
  // The only native date inputs are the calendar buttons' invisible pickers, never typed into.
  await expect(page.locator('input[type="date"]:not([aria-hidden="true"][tabindex="-1"])')).toHaveCount(0);

  const from = page.getByLabel('Vencimento de');
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  const asked = page.waitForRequest((request) => request.url().includes('/api/accounts-payable') && request.url().includes('2030-01-25'));
  await from.pressSequentially('25012030');
  await expect(from).toHaveValue('25/01/2030');
  await asked;

  // An impossible date is refused in pt-BR once the field is left.
  const to = page.getByLabel('Vencimento até');
  await to.fill('31/02/2030');
  await to.blur();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Data inválida')).toBeVisible();
});
