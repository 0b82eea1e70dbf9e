/**
 * Tables whose actions are always in reach (issue 16), at 1024×768: for each demo role, on every
 * list page the role may open, every table fits its own box, the page does not scroll sideways and
 * the first row's actions lie inside the viewport. The same check at 1366×800 runs in the menu walk
 * (menu.spec.ts), which opens every one of these pages anyway. On the events list a click on a row,
 * or Enter on a focused row, opens the event.
 *
 * Each role signs in once (its saved storage state) and walks its pages inside the app (history
 * navigation, no reload), so one run lists every offending table with its widths.
 */
import { expect, test } from '../support/fixtures';
import { openInApp, waitForContent } from '../support/pages';
import { authFile, ROLES_UNDER_TEST } from '../support/roles';
import { LIST_PAGES, tableProblems } from '../support/tables';

const NARROW_DESKTOP = { width: 1024, height: 768 };

// One role's pages per test, on a machine other suites share. Each journey only reads: they spread
// over the workers.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

for (const { username, role } of ROLES_UNDER_TEST) {
  test.describe(`${username} (${role}) at ${NARROW_DESKTOP.width}×${NARROW_DESKTOP.height}`, () => {
    test.use({ storageState: authFile(username), viewport: NARROW_DESKTOP });

    test('every table fits its box and the first row’s actions are in the viewport', async ({ page }) => {
      const problems: string[] = [];
      const pages = LIST_PAGES.filter((p) => p.roles.includes(role));
      await page.goto(pages[0].path);
      await waitForContent(page);
      let checkedTables = 0;
      for (const { path } of pages) {
        if (path !== pages[0].path) await openInApp(page, path);
        expect.soft(new URL(page.url()).pathname, `${path} opens for ${username}`).toBe(path);
        const found = await tableProblems(page, path);
        checkedTables += found.tables;
        problems.push(...found.problems);
      }
      expect(checkedTables, 'tables with rows were found').toBeGreaterThan(0);
      expect(problems, `at ${NARROW_DESKTOP.width}×${NARROW_DESKTOP.height}:\n${problems.join('\n')}`).toEqual([]);
    });
  });
}

for (const { username, role } of ROLES_UNDER_TEST) {
  test.describe(`${username} (${role}) on the events list`, () => {
    test.use({ storageState: authFile(username), viewport: { width: 1366, height: 800 } });

    test('a click on a row, or Enter on it, opens the event', async ({ page }) => {
      await page.goto('/events');
      await waitForContent(page);
      const table = page.getByRole('table', { name: 'Eventos' });
      const firstRow = table.locator('tbody > tr').first();
      const name = (await firstRow.locator('td').first().innerText()).trim();
      expect(name).not.toBe('');

      // A click on the row's text (not on a button) opens the event.
      await firstRow.locator('td').nth(1).click();
      await expect(page).toHaveURL(/[?&]evento=\d+/);
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

      // Back to the list; Enter on the focused row opens it too.
      await page.getByRole('button', { name: 'Voltar' }).click();
      await expect(table).toBeVisible();
      await table.locator('tbody > tr').first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]evento=\d+/);
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    });
  });
}
