/**
 * The axe check of the accessibility journeys (issue 15): WCAG 2.2 A/AA, every violation listed
 * with its first nodes. a11y.spec.ts walks the phone and the pages outside the menus; menu.spec.ts
 * runs it on every page each role opens from its menu at 1366×800.
 *
 * axe-core runs in the page itself, put there once per document: the walks check up to 28 pages of
 * one document (history navigation), and @axe-core/playwright's analyze() evaluates axe's 550 kB
 * source twice on every call, opens a blank page to merge its results (a renderer more per page)
 * and sends back every rule's passing nodes. Here one call runs axe.run and returns only the
 * violations, as lines. The app has no iframes, so there is no frame for axe to reach into.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser bundle: the copy @axe-core/playwright depends on (same version as before). */
let axeSource: string | undefined;
function source(): string {
  axeSource ??= (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
  return axeSource;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  count: number;
  nodes: string[];
}

/** The violations axe finds on the page as it is now, one readable line (and its first nodes) each. */
export async function violations(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const found: Violation[] = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    // Only the violations come back with all their nodes (passes and the rest keep one each).
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      count: v.nodes.length,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`),
    }));
  }, WCAG_TAGS);
  test.info().annotations.push({ type: 'checked', description: `${label}: ${found.length} violation(s)` });
  const lines = found.map((v) => `${label}: ${v.id} (${v.impact}, ${v.count} node(s)) ${v.help}\n${v.nodes.map((n) => `      ${n}`).join('\n')}`);
  // Listed as found, so a run that times out still tells what it saw.
  if (lines.length > 0) console.log(lines.join('\n'));
  return lines;
}

export function expectNone(found: string[], screen: string): void {
  expect(found, `axe violations at ${screen}:\n${found.join('\n')}`).toEqual([]);
}
