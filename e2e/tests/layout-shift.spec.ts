/**
 * Nothing jumps while a page loads on a phone (issue 15). Lighthouse counted a Cumulative Layout
 * Shift of 0.53 on the coordinator's /events: 'Prepare para uso offline' arrived above a page
 * already on screen, then the list pushed the visible footer down. A cold load of each page below,
 * at 360×740, until its data is on screen and a second more, shifts less than 0.05 in all, counting
 * every layout shift not caused by the user.
 */
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/overflow';
import { waitForContent } from '../support/pages';
import { authFile } from '../support/roles';

// Each journey only reads: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** Half of web.dev's "good" (0.1): these pages measure under 0.01; the footer pushed down alone was 0.1. */
const MAX_CLS = 0.05;

const CASES = [
  { username: 'coordenador', path: '/events' },
  { username: 'admin', path: '/financial/budgets' },
] as const;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const { username, path } of CASES) {
  test.describe(username, () => {
    test.use({ storageState: authFile(username) });

    test(`a cold load of ${path} on a phone does not move what is on screen`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map((s) => {
              const el = s.node instanceof Element ? s.node : null;
              return el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : String(s.node?.nodeName);
            });
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await waitForContent(page);
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      const report = shifts.filter((s) => s.value >= 0.005).map((s) => `${s.value.toFixed(3)}: ${s.sources.join(', ')}`);
      expect(total, `layout shifts on ${path}:\n${report.join('\n')}`).toBeLessThan(MAX_CLS);
    });
  });
}
