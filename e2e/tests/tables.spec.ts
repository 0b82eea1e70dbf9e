/**
 * Tables whose actions are always in reach (issue 16). For each demo role, at 1366×800 and at
 * 1024×768, on every list page the role may open: every table fits its own box (no sideways
 * scroll), the page does not scroll sideways, and the first row's actions lie inside the viewport.
 * On the events list a click on a row, or Enter on a focused row, opens the event.
 *
 * Each role signs in once (its saved storage state) and walks its pages inside the app (history
 * navigation, no reload), so one run lists every offending table with its widths.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { SPEC_PAGES, openInApp, waitForContent } from '../support/pages';
import { authFile, ROLES_UNDER_TEST } from '../support/roles';

const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 1024, height: 768 },
] as const;

/** The list pages (pages whose main content is a table of records); who may open each comes from SPEC_PAGES. */
const LIST_PATHS = [
  '/events',
  '/employees',
  '/users',
  '/registration/requests',
  '/registration/invitations',
  '/financial/budgets',
  '/financial/accounts-payable',
  '/financial/accounts-receivable',
  '/financial/recurring-accounts',
  '/financial/defaulters',
  '/financial/payment-requests',
  '/inventory',
  '/inventory/transactions',
  '/inventory/reports',
  '/admin/categories',
  '/admin/service-catalog',
  '/admin/payment-gateways',
];
const LIST_PAGES = SPEC_PAGES.filter((p) => LIST_PATHS.includes(p.path));

/**
 * Tables allowed to scroll inside their box at 1024 px: the inventory report's per-event grid of
 * eight figure columns (no row actions; its item column stays pinned while it scrolls).
 */
const MAY_SCROLL = [/^Uso de itens em /];

// One role's pages per test, on a machine other suites share.
test.describe.configure({ timeout: 240_000 });

interface TableReport {
  table: string;
  /** The table's scroll box: content width / visible width. */
  scrollWidth: number;
  clientWidth: number;
  /** Whether the first row has controls (its actions). */
  controls: number;
  /** Controls of the first row outside the viewport or outside the table's visible box. */
  outside: string[];
}

/** Every table with rows in the page's main content, measured. */
async function measureTables(page: Page): Promise<{ docScrollWidth: number; innerWidth: number; tables: TableReport[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tables: TableReport[] = [];
    for (const table of Array.from(document.querySelectorAll('main table'))) {
      const rect = table.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // The first record row: not the loading or empty row (one cell spanning the table), not a row detail.
      const row = Array.from(table.querySelectorAll('tbody > tr')).find((r) => !r.querySelector(':scope > [colspan]'));
      if (!row) continue;
      const box = (table.closest('[data-testid="table-scroll-box"]') ?? table.parentElement) as HTMLElement;
      const boxRect = box.getBoundingClientRect();
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? table.id ?? 'tabela';
      const controls = Array.from(row.querySelectorAll('button, a[href], input, select')) as HTMLElement[];
      const outside = controls
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left < Math.max(0, boxRect.left) - 0.5 || r.right > Math.min(width, boxRect.right) + 0.5;
        })
        .map((c) => `${c.getAttribute('aria-label') ?? c.textContent?.trim() ?? c.tagName} (${Math.round(c.getBoundingClientRect().left)}–${Math.round(c.getBoundingClientRect().right)})`);
      tables.push({ table: name, scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, controls: controls.length, outside });
    }
    const doc = document.scrollingElement ?? document.documentElement;
    return { docScrollWidth: doc.scrollWidth, innerWidth: width, tables };
  });
}

for (const { username, role } of ROLES_UNDER_TEST) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${username} (${role}) at ${viewport.width}×${viewport.height}`, () => {
      test.use({ storageState: authFile(username), viewport });

      test('every table fits its box and the first row’s actions are in the viewport', async ({ page }) => {
        const problems: string[] = [];
        const pages = LIST_PAGES.filter((p) => p.roles.includes(role));
        await page.goto(pages[0].path);
        await waitForContent(page);
        let checkedTables = 0;
        for (const { path } of pages) {
          if (path !== pages[0].path) await openInApp(page, path);
          expect.soft(new URL(page.url()).pathname, `${path} opens for ${username}`).toBe(path);
          const m = await measureTables(page);
          if (m.docScrollWidth > m.innerWidth) problems.push(`${path}: the page scrolls sideways (${m.docScrollWidth} > ${m.innerWidth})`);
          for (const t of m.tables) {
            checkedTables += 1;
            test.info().annotations.push({ type: 'table', description: `${path} «${t.table}»: ${t.scrollWidth}/${t.clientWidth}, ${t.controls} controls` });
            if (t.scrollWidth > t.clientWidth + 1 && !MAY_SCROLL.some((re) => re.test(t.table))) problems.push(`${path} «${t.table}»: wider than its box (${t.scrollWidth} > ${t.clientWidth})`);
            if (t.outside.length) problems.push(`${path} «${t.table}»: first row's actions off-screen: ${t.outside.join(', ')}`);
          }
        }
        expect(checkedTables, 'tables with rows were found').toBeGreaterThan(0);
        expect(problems, `at ${viewport.width}×${viewport.height}:\n${problems.join('\n')}`).toEqual([]);
      });
    });
  }
}

for (const { username, role } of ROLES_UNDER_TEST) {
  test.describe(`${username} (${role}) on the events list`, () => {
    test.use({ storageState: authFile(username), viewport: VIEWPORTS[0] });

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
