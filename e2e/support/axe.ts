/**
 * The axe check of the accessibility journeys (issue 15): WCAG 2.2 A/AA, every violation listed
 * with its first nodes. a11y.spec.ts walks the phone and the pages outside the menus; menu.spec.ts
 * runs it on every page each role opens from its menu at 1366×800.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations axe finds on the page as it is now, one readable line (and its first nodes) each. */
export async function violations(page: Page, label: string): Promise<string[]> {
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

export function expectNone(found: string[], screen: string): void {
  expect(found, `axe violations at ${screen}:\n${found.join('\n')}`).toEqual([]);
}

