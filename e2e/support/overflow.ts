/**
 * The phone checks of SPEC §2's pages (issue 12), run by the accessibility journey's 360×740 walk
 * (a11y.spec.ts) on every page it opens: no page may scroll sideways, and a wide table scrolls inside
 * its own box with its first column pinned. The document is compared with the root's clientWidth:
 * under mobile emulation Chromium stretches innerWidth to the content, so `scrollWidth <= innerWidth`
 * always passed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

export const PHONE = { width: 360, height: 740 };

export interface Overflow {
  path: string;
  scrollWidth: number;
  /** The screen's width in CSS pixels (360). */
  innerWidth: number;
  culprits: string[];
}

/** The document's sideways overflow, with the outermost elements that reach past the viewport. */
export async function measureOverflow(page: Page, path: string): Promise<Overflow> {
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
export async function expectStickyFirstColumn(page: Page, tableName: string): Promise<void> {
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

export function expectNoOffenders(offenders: Overflow[]): void {
  expect(offenders, `pages that scroll sideways at ${PHONE.width}×${PHONE.height}:\n${report(offenders)}`).toEqual([]);
}

/** Keeps what was measured in the report (`--reporter=json`), offending or not. */
export function recordOverflow(m: Overflow): Overflow {
  test.info().annotations.push({ type: 'checked', description: `${m.path}: ${m.scrollWidth}/${m.innerWidth}` });
  return m;
}


/** Measures the page as it is now and adds it to `offenders` when it scrolls sideways. */
export async function checkFits(page: Page, path: string, offenders: Overflow[]): Promise<void> {
  const m = recordOverflow(await measureOverflow(page, path));
  if (m.scrollWidth > m.innerWidth) offenders.push(m);
}

/**
 * The signed-in shell on a phone: the top bar's controls are on screen and finger-sized (≥ 44 px),
 * and the drawer opens over the page, inside the screen, and closes with Escape.
 */
export async function checkPhoneShell(page: Page, offenders: Overflow[]): Promise<void> {
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
  await checkFits(page, '/ (menu aberto)', offenders);
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
}
