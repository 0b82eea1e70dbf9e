/**
 * Tables whose actions are always in reach (issue 16): on a list page every table fits its own box
 * (no sideways scroll), the page does not scroll sideways, and the first row's actions lie inside the
 * viewport. menu.spec.ts checks it at 1366×800 on every list page of each role's menu; tables.spec.ts
 * at 1024×768.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SPEC_PAGES } from './pages';

/** The list pages (pages whose main content is a table of records); who may open each comes from SPEC_PAGES. */
export const LIST_PATHS = [
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
export const LIST_PAGES = SPEC_PAGES.filter((p) => LIST_PATHS.includes(p.path));

/**
 * Tables allowed to scroll inside their box at 1024 px: the inventory report's per-event grid of
 * eight figure columns (no row actions; its item column stays pinned while it scrolls).
 */
export const MAY_SCROLL = [/^Uso de itens em /];

export interface TableReport {
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
export async function measureTables(page: Page): Promise<{ docScrollWidth: number; innerWidth: number; tables: TableReport[] }> {
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


/**
 * What is wrong with the tables of the page as it is now, one line each, and how many tables with
 * rows it holds (a walk checks that it found some).
 */
export async function tableProblems(page: Page, path: string): Promise<{ problems: string[]; tables: number }> {
  const problems: string[] = [];
  const m = await measureTables(page);
  if (m.docScrollWidth > m.innerWidth) problems.push(`${path}: the page scrolls sideways (${m.docScrollWidth} > ${m.innerWidth})`);
  for (const t of m.tables) {
    test.info().annotations.push({ type: 'table', description: `${path} «${t.table}»: ${t.scrollWidth}/${t.clientWidth}, ${t.controls} controls` });
    if (t.scrollWidth > t.clientWidth + 1 && !MAY_SCROLL.some((re) => re.test(t.table))) problems.push(`${path} «${t.table}»: wider than its box (${t.scrollWidth} > ${t.clientWidth})`);
    if (t.outside.length) problems.push(`${path} «${t.table}»: first row's actions off-screen: ${t.outside.join(', ')}`);
  }
  return { problems, tables: m.tables.length };
}

/**
 * Types `text` into the list's 'Pesquisar' and waits for the search's answer: until it comes, the
 * page's unsearched rows are on screen, and when it replaces them the rows move, so a click on a row's
 * button at that moment lands on another element (pressed on one, released on another: no click).
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(text);
  // The search is in the address once the 300 ms debounce has passed ('q', or '<list>.q').
  await expect(page).toHaveURL((url) => [...url.searchParams].some(([key, value]) => (key === 'q' || key.endsWith('.q')) && value === text.trim()));
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}
