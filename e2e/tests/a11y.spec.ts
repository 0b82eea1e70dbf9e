/**
 * Accessibility (issue 15): axe finds no WCAG 2.2 A/AA violation on any page of SPEC §2, for each
 * role that may open it, nor on /login and the public pre-registration page, at 1366×800 and on a
 * 360×740 phone. Each role opens the app once (its saved session) and walks its pages inside the app,
 * waiting for each page's data before the analysis; one run lists every violation of every page.
 *
 * At 1366×800 the pages of each role's menu are checked by menu.spec.ts, which opens every one of
 * them from the menu at that size anyway: this walk takes the rest (profile, settings, the detail
 * and test pages), so no page is walked twice (CI time).
 *
 * The phone walk also holds the 360×740 layout checks (issue 12, support/overflow.ts): no page
 * scrolls sideways, the top bar's controls are finger-sized, the drawer fits, and the stock table
 * keeps its first column pinned.
 */
import { apiAs } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectNone, violations } from '../support/axe';
import { MENU_PAGES, SPEC_PAGES, openInApp, waitForContent } from '../support/pages';
import { ROLES_UNDER_TEST, authFile } from '../support/roles';
import { checkFits, checkPhoneShell, expectNoOffenders, expectStickyFirstColumn, type Overflow, PHONE } from '../support/overflow';

// Each journey only reads (a role's pages, walked in a browser of its own): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

// The check itself (support/axe.ts runs axe-core once put in the page): it lists what axe finds,
// and a second check of the same document sees what changed since the first.
test('the axe check lists the violations of the page as it is now', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="pt-BR"><head><title>Check</title></head><body><main><h1>Check</h1><button></button></main></body></html>');
  const ruleOf = (line: string) => line.split(' ')[1];
  expect((await violations(page, 'fixture')).map(ruleOf)).toEqual(['button-name']);
  await page.locator('main').evaluate((main) => main.append(Object.assign(document.createElement('img'), { src: 'data:,' })));
  expect((await violations(page, 'fixture')).map(ruleOf)).toEqual(['button-name', 'image-alt']);
});

const SCREENS = [
  { name: '1366×800', use: { viewport: { width: 1366, height: 800 } }, phone: false },
  { name: '360×740', use: { viewport: PHONE, isMobile: true, hasTouch: true }, phone: true },
] as const;

for (const screen of SCREENS) {
  test.describe(`at ${screen.name}`, () => {
    test.use(screen.use);
    // Up to 28 pages per test, each waited for and analysed: about 2 min on a quiet machine, much
    // more on a loaded one.
    test.describe.configure({ timeout: 900_000 });

    test.describe('signed out', () => {
      test.use({ storageState: { cookies: [], origins: [] } });

      test('the public pages have no axe violation', async ({ page }) => {
        const found: string[] = [];
        const offenders: Overflow[] = [];
        await page.goto('/login');
        await waitForContent(page);
        found.push(...(await violations(page, '/login')));
        if (screen.phone) await checkFits(page, '/login', offenders);

        const links = await apiAs('admin')<{ token: string; status: string }[]>('GET', '/pre-registration/links');
        const active = links.find((l) => l.status === 'ACTIVE');
        expect(active, 'the demo data has an active invitation link').toBeTruthy();
        await page.goto(`/registration/pre-registration?token=${encodeURIComponent(active!.token)}`);
        await waitForContent(page);
        await expect(page.getByRole('button', { name: /enviar/i })).toBeVisible();
        found.push(...(await violations(page, '/registration/pre-registration')));
        if (screen.phone) await checkFits(page, '/registration/pre-registration', offenders);
        expectNone(found, screen.name);
        expectNoOffenders(offenders);
      });
    });

    for (const { username, role } of ROLES_UNDER_TEST) {
      test.describe(username, () => {
        test.use({ storageState: authFile(username) });

        test(`${username} (${role}): every page it may open has no axe violation`, async ({ page }) => {
          const found: string[] = [];
          const offenders: Overflow[] = [];
          await page.goto('/');
          const walked = screen.phone ? new Set<string>() : new Set(MENU_PAGES[username]);
          const pages = SPEC_PAGES.filter((p) => p.roles.includes(role) && !walked.has(p.path));
          expect(pages.length, 'pages to check').toBeGreaterThan(0);
          await waitForContent(page);
          if (screen.phone) await checkPhoneShell(page, offenders);
          for (const { path } of pages) {
            if (path === '/') continue;
            else await openInApp(page, path);
            found.push(...(await violations(page, path)));
            if (screen.phone) await checkFits(page, path, offenders);
            if (screen.phone && path === '/inventory') await expectStickyFirstColumn(page, 'Itens do estoque');
          }
          if (!walked.has('/')) {
            await openInApp(page, '/');
            found.push(...(await violations(page, '/')));
            if (screen.phone) await checkFits(page, '/', offenders);
          }
          expectNone(found, screen.name);
          expectNoOffenders(offenders);
        });
      });
    }
  });
}
