import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The CSP guard (issue 15): every journey fails when the browser reports a Content-Security-Policy
 * violation, as a `securitypolicyviolation` event or as Chromium's console error ("Refused to … because
 * it violates the following Content Security Policy directive"), on any page of any context the test
 * opens. Contexts made from the test's browser are guarded automatically; a context made from a
 * browser the spec launched itself is guarded with guardCsp(context).
 */
const violations: string[] = [];
const guarded = new WeakSet<BrowserContext>();
const CSP_CONSOLE = /Content[- ]Security[- ]Policy|\[csp-violation\]/i;

export async function guardCsp(context: BrowserContext): Promise<void> {
  if (guarded.has(context)) return;
  guarded.add(context);
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** baseURL comes from global setup (a free port chosen at run time). */
export const test = base.extend<{ cspGuard: void }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  cspGuard: [
    async ({ browser }, use) => {
      violations.length = 0;
      const onContext = (context: BrowserContext) => void guardCsp(context);
      await Promise.all(browser.contexts().map(guardCsp));
      browser.on('context', onContext);
      await use();
      browser.off('context', onContext);
      const found = [...new Set(violations)];
      violations.length = 0;
      if (found.length) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the start sequence is over and the splash is gone. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 20_000 });
}

/** Signs in through the login form. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
