/**
 * Every page of SPEC §2 on a 360×740 phone (issue 12): no page may scroll sideways
 * (`document.scrollingElement.scrollWidth <= innerWidth`). Each role signs in once through the
 * login form and then walks its pages inside the app (history navigation, no reload), so one run
 * lists every offending page with its scrollWidth and the elements that stick out.
 */
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { expect, signIn, test, waitForApp } from '../support/fixtures';
import { SPEC_PAGES, openInApp, waitForContent } from '../support/pages';
import { PASSWORD, ROLES_UNDER_TEST, type DemoUser } from '../support/roles';

const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] } });
// One sign-in and up to 31 pages per test, on a machine other suites share.
test.describe.configure({ timeout: 240_000 });

/** The pages of SPEC §2 and who may open them: one table for every journey that walks them. */
const PAGES = SPEC_PAGES;

interface Overflow {
  path: string;
  scrollWidth: number;
  /** The screen's width in CSS pixels (360). */
  innerWidth: number;
  culprits: string[];
}

/** The document's sideways overflow, with the outermost elements that reach past the viewport. */
async function measure(page: Page, path: string): Promise<Overflow> {
  const result = await page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    // Under mobile emulation Chromium widens innerWidth (the layout viewport) to the content, as a
    // phone zooms out to show it: the screen's width is the root's clientWidth.
    const width = Math.min(window.innerWidth, document.documentElement.clientWidth);
    const describe = (el: Element): string => {
      const testId = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label');
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 3).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(el.getBoundingClientRect().right + window.scrollX);
      return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${label ? `[aria-label="${label}"]` : ''}${cls ? `.${cls}` : ''} right=${right} "${text}"`;
    };
    const culprits: string[] = [];
    if (doc.scrollWidth > width) {
      const sticksOut = (el: Element): boolean => el.getBoundingClientRect().right + window.scrollX > width + 0.5;
      const clips = (el: Element): boolean => getComputedStyle(el).overflowX !== 'visible';
      // Outermost offenders only: skip an element whose parent already sticks out, or that a
      // scroll box (overflow-x other than visible) keeps inside.
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (!sticksOut(el)) continue;
        const parent = el.parentElement;
        if (parent && parent !== document.body && sticksOut(parent)) continue;
        let inside = false;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          if (clips(a)) {
            inside = true;
            break;
          }
        }
        if (inside) continue;
        culprits.push(describe(el));
        if (culprits.length >= 4) break;
      }
    }
    return { scrollWidth: doc.scrollWidth, innerWidth: width, culprits };
  });
  const landed = new URL(page.url()).pathname;
  return { path: landed === path.split(' ')[0] ? path : `${path} (→ ${landed})`, ...result };
}

/**
 * A wide table scrolls inside its own box and its first column stays put: after scrolling the box,
 * the first cell keeps the box's left edge and is painted over what passes under it.
 */
async function expectStickyFirstColumn(page: Page, tableName: string): Promise<void> {
  const table = page.getByRole('table', { name: tableName });
  const box = page.getByTestId('table-scroll-box').filter({ has: table });
  const result = await box.evaluate((el) => {
    const first = el.querySelector('tbody tr > td:first-child') as HTMLElement;
    const second = el.querySelector('tbody tr > td:nth-child(2)') as HTMLElement;
    const before = { first: first.getBoundingClientRect().left, second: second.getBoundingClientRect().left };
    el.scrollLeft = 120;
    const after = { first: first.getBoundingClientRect().left, second: second.getBoundingClientRect().left };
    el.scrollLeft = 0;
    return { scrolls: el.scrollWidth > el.clientWidth, before, after, background: getComputedStyle(first).backgroundColor };
  });
  expect.soft(result.scrolls, `${tableName} is wider than its box on a phone`).toBe(true);
  expect.soft(result.after.first, `${tableName}: first column stays`).toBeCloseTo(result.before.first, 0);
  expect.soft(result.after.second, `${tableName}: the other columns scroll`).toBeLessThan(result.before.second);
  expect.soft(result.background, `${tableName}: first column is opaque`).toBe('rgb(255, 255, 255)');
}

function report(offenders: Overflow[]): string {
  return offenders
    .map((o) => `${o.path}: scrollWidth ${o.scrollWidth} > ${o.innerWidth}${o.culprits.map((c) => `\n    ${c}`).join('')}`)
    .join('\n');
}

function expectNoOffenders(offenders: Overflow[]): void {
  expect(offenders, `pages that scroll sideways at ${PHONE.width}×${PHONE.height}:\n${report(offenders)}`).toEqual([]);
}

/** Keeps what was measured in the report (`--reporter=json`), offending or not. */
function record(m: Overflow): Overflow {
  test.info().annotations.push({ type: 'checked', description: `${m.path}: ${m.scrollWidth}/${m.innerWidth}` });
  return m;
}

test('public pages fit a 360-wide phone', async ({ page }) => {
  const offenders: Overflow[] = [];
  await page.goto('/login');
  await waitForContent(page);
  let m = record(await measure(page, '/login'));
  if (m.scrollWidth > m.innerWidth) offenders.push(m);

  const links = await apiAs('admin')<{ token: string; status: string }[]>('GET', '/pre-registration/links');
  const active = links.find((l) => l.status === 'ACTIVE');
  const token = active?.token ?? '';
  await page.goto(`/registration/pre-registration?token=${encodeURIComponent(token)}`);
  await waitForContent(page);
  if (active) await expect(page.getByRole('button', { name: /enviar/i })).toBeVisible();
  m = record(await measure(page, '/registration/pre-registration'));
  if (m.scrollWidth > m.innerWidth) offenders.push(m);

  expectNoOffenders(offenders);
});

for (const { username, role } of ROLES_UNDER_TEST) {
  test(`${username} (${role}): every page it may open fits a 360-wide phone`, async ({ page }) => {
    const offenders: Overflow[] = [];
    await page.goto('/login');
    await waitForApp(page);
    await signIn(page, username as DemoUser, PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await waitForContent(page);

    // The signed-in shell: the bar fits and its controls are finger-sized; the drawer opens over the page.
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    for (const control of [toggle, page.getByRole('button', { name: /^Notificações/ }), page.getByRole('button', { name: /^Menu do usuário/ })]) {
      const box = await control.boundingBox();
      expect(box, 'top-bar control is on screen').not.toBeNull();
      expect.soft(box!.x + box!.width, `${await control.getAttribute('aria-label')} inside the screen`).toBeLessThanOrEqual(PHONE.width);
      expect.soft(Math.min(box!.width, box!.height), `${await control.getAttribute('aria-label')}: tap target ≥ 44 px`).toBeGreaterThanOrEqual(44);
    }
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeVisible();
    const navBox = await nav.boundingBox();
    expect.soft(navBox!.x + navBox!.width, 'drawer inside the screen').toBeLessThanOrEqual(PHONE.width);
    const withDrawer = record(await measure(page, '/ (menu aberto)'));
    if (withDrawer.scrollWidth > withDrawer.innerWidth) offenders.push(withDrawer);
    await page.keyboard.press('Escape');
    await expect(nav).toHaveCount(0);

    for (const { path } of PAGES.filter((p) => p.roles.includes(role))) {
      if (path !== '/') await openInApp(page, path);
      const m = record(await measure(page, path));
      if (path === '/inventory') await expectStickyFirstColumn(page, 'Itens do estoque');
      if (m.scrollWidth > m.innerWidth) offenders.push(m);
    }

    expectNoOffenders(offenders);
  });
}
