/**
 * Accessibility (issue 15): axe finds no WCAG 2.2 A/AA violation on any page of SPEC §2, for each
 * role that may open it, nor on /login and the public pre-registration page, at 1366×800 and on a
 * 360×740 phone. Each role opens the app once (its saved session) and walks its pages inside the app,
 * waiting for each page's data before the analysis; one run lists every violation of every page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { expect, test } from '../support/fixtures';
import { SPEC_PAGES, openInApp, waitForContent } from '../support/pages';
import { ROLES_UNDER_TEST, authFile } from '../support/roles';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SCREENS = [
  { name: '1366×800', use: { viewport: { width: 1366, height: 800 } } },
  { name: '360×740', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const;

/** The violations axe finds on the page as it is now, one readable line (and its first nodes) each. */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  test.info().annotations.push({ type: 'checked', description: `${label}: ${results.violations.length} violation(s)` });
  const found = results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `      ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
      .join('\n');
    return `${label}: ${v.id} (${v.impact}, ${v.nodes.length} node(s)) ${v.help}\n${nodes}`;
  });
  // Listed as found, so a run that times out still tells what it saw.
  if (found.length > 0) console.log(found.join('\n'));
  return found;
}

function expectNone(found: string[], screen: string): void {
  expect(found, `axe violations at ${screen}:\n${found.join('\n')}`).toEqual([]);
}

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
        await page.goto('/login');
        await waitForContent(page);
        found.push(...(await violations(page, '/login')));

        const links = await apiAs('admin')<{ token: string; status: string }[]>('GET', '/pre-registration/links');
        const active = links.find((l) => l.status === 'ACTIVE');
        expect(active, 'the demo data has an active invitation link').toBeTruthy();
        await page.goto(`/registration/pre-registration?token=${encodeURIComponent(active!.token)}`);
        await waitForContent(page);
        await expect(page.getByRole('button', { name: /enviar/i })).toBeVisible();
        found.push(...(await violations(page, '/registration/pre-registration')));
        expectNone(found, screen.name);
      });
    });

    for (const { username, role } of ROLES_UNDER_TEST) {
      test.describe(username, () => {
        test.use({ storageState: authFile(username) });

        test(`${username} (${role}): every page it may open has no axe violation`, async ({ page }) => {
          const found: string[] = [];
          await page.goto('/');
          for (const { path } of SPEC_PAGES.filter((p) => p.roles.includes(role))) {
            if (path === '/') await waitForContent(page);
            else await openInApp(page, path);
            found.push(...(await violations(page, path)));
          }
          expectNone(found, screen.name);
        });
      });
    }
  });
}
