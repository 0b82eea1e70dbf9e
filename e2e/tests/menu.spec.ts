/**
 * The menu per role (issue 16): each demo account walks every entry of its menu, as a user would
 * at 1366×800, and each one opens its page with its h1; none leads to 'Acesso não autorizado', not
 * even after the page's own calls have answered (a refused call sends the user there too). Each
 * page, once its data shows, is also checked by axe (WCAG 2.2 A/AA, issue 15) at this size, and
 * each list page's tables for reach (issue 16: every table fits its box, the first row's actions on
 * screen): the accessibility and table journeys leave these pages at this size to this walk.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForApp } from '../support/fixtures';
import { ROLES_UNDER_TEST, authFile } from '../support/roles';
import { expectNone, violations } from '../support/axe';
import { MENU_PAGES, waitForContent } from '../support/pages';
import { LIST_PATHS, tableProblems } from '../support/tables';

/** The h1 each menu page shows. An entry missing here fails the walk: add it with its page. */
// Each journey only reads (a role's pages, walked in a browser of its own): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const H1: Record<string, string | RegExp> = {
  '/events': 'Eventos',
  '/employees': 'Funcionários',
  '/registration/requests': 'Solicitações de Cadastro',
  '/registration/invitations': 'Convites',
  '/register': 'Cadastro presencial',
  '/financial/budgets': 'Orçamentos',
  '/financial/accounts-payable': 'Contas a Pagar',
  '/financial/accounts-receivable': 'Contas a Receber',
  '/financial/recurring-accounts': 'Contas Recorrentes',
  '/financial/cash-flow': 'Fluxo de Caixa',
  '/financial/defaulters': 'Inadimplentes',
  '/financial/charts': 'Gráficos',
  '/financial/payment-requests': 'Solicitações de Pagamento',
  '/inventory': 'Inventário',
  '/inventory/transactions': 'Movimentações',
  '/inventory/reports': 'Relatórios de Inventário',
  '/users': 'Usuários',
  '/admin/categories': 'Categorias',
  '/admin/service-catalog': 'Catálogo de Serviços',
  '/admin/payment-gateways': 'Gateways de Pagamento',
  '/admin/settings': 'Sistema',
};

interface Entry {
  /** The group button's name, or null for a top-level link. */
  group: string | null;
  label: string;
  href: string;
}

const menu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' });

/** Counts the requests in flight and the /api calls refused with 403. */
function watchNetwork(page: Page): { settled: () => Promise<void>; refused: string[] } {
  let inFlight = 0;
  let lastChange = Date.now();
  const refused: string[] = [];
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) refused.push(response.url());
  });
  const settled = async () => {
    await expect.poll(() => inFlight <= 0 && Date.now() - lastChange > 500, { timeout: 15_000, intervals: [100] }).toBe(true);
  };
  return { settled, refused };
}

/** Reads the menu as shown: top-level links, then each group opened in turn. */
async function readMenu(page: Page): Promise<Entry[]> {
  const nav = menu(page);
  const entries: Entry[] = [];
  for (const link of await nav.locator('ul:not([id^="menu-group-"]) > li > a').all()) {
    entries.push({ group: null, label: (await link.innerText()).trim(), href: (await link.getAttribute('href'))! });
  }
  for (const button of await nav.locator('button[aria-controls^="menu-group-"]').all()) {
    const group = (await button.innerText()).replace('▾', '').trim();
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    const panel = nav.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const link of await panel.getByRole('link').all()) {
      entries.push({ group, label: (await link.innerText()).trim(), href: (await link.getAttribute('href'))! });
    }
  }
  return entries;
}

for (const { username } of ROLES_UNDER_TEST) {
  test.describe(`${username}'s menu`, () => {
    test.use({ storageState: authFile(username), viewport: { width: 1366, height: 800 } });

    test('every entry opens its page with its h1, never /unauthorized', async ({ page }) => {
      // Generous: a loaded CI machine takes seconds per page; a quiet one takes well under one.
      test.setTimeout(MENU_PAGES[username]!.length * 45_000 + 60_000);
      const network = watchNetwork(page);
      await page.goto('/');
      await waitForApp(page);
      await expect(menu(page)).toBeVisible();
      const entries = await readMenu(page);
      expect(entries.map((e) => e.href).sort()).toEqual([...MENU_PAGES[username]!].sort());

      const found: string[] = [];
      const tables: string[] = [];
      let checkedTables = 0;
      for (const entry of entries) {
        await test.step(`${entry.group ? `${entry.group} › ` : ''}${entry.label} (${entry.href})`, async () => {
          if (entry.group) {
            const button = menu(page).getByRole('button', { name: entry.group, exact: true });
            if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
          }
          await menu(page).locator(`a[href="${entry.href}"]`).click();
          const path = new RegExp(`^[^?#]*//[^/]+${entry.href === '/' ? '/' : entry.href}(\\?.*)?$`);
          await expect(page).toHaveURL(path);
          const h1 = entry.href === '/' ? new RegExp(`${username}!$`) : H1[entry.href];
          expect(h1, `no h1 listed for ${entry.href}`).toBeDefined();
          // A remote's first page loads its code too: give a loaded machine time.
          await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible({ timeout: 45_000 });
          // The page's own calls have answered: a refused one would have moved to /unauthorized.
          await network.settled();
          expect(network.refused, 'calls refused with 403').toEqual([]);
          await expect(page).toHaveURL(path);
          await expect(page.getByRole('heading', { level: 1, name: 'Acesso não autorizado' })).toHaveCount(0);
          await waitForContent(page);
          found.push(...(await violations(page, entry.href)));
          if (LIST_PATHS.includes(entry.href)) {
            const reach = await tableProblems(page, entry.href);
            checkedTables += reach.tables;
            tables.push(...reach.problems);
          }
        });
      }
      expectNone(found, '1366×800');
      expect(checkedTables, 'tables with rows were found').toBeGreaterThan(0);
      expect(tables, `tables out of reach at 1366×800:\n${tables.join('\n')}`).toEqual([]);
    });
  });
}

test.describe('top search', () => {
  test.use({ storageState: authFile('financeiro'), viewport: { width: 1366, height: 800 } });

  test("offers financial its pages: 'Contas a Pagar' opens from the search", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await waitForApp(page);
    const search = page.getByRole('combobox', { name: /Buscar/ });
    await search.fill('Contas a Pagar');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/financial\/accounts-payable$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contas a Pagar' })).toBeVisible({ timeout: 45_000 });
  });
});
