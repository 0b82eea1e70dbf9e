import { test, expect } from '../support/fixtures';

/**
 * The API reference page (issue 15) renders in the browser under its strict CSP: Swagger UI from
 * our origin, no inline script, not one CSP violation, and the operations show their roles.
 */
test('the API reference page renders the API under a strict CSP', async ({ page }) => {
  // Swagger UI's bundle is large: on a loaded 2-core machine its first render takes long.
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(process.env.E2E_BASE_URL!) && !request.url().startsWith('data:')) outside.push(request.url());
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('h1.title')).toContainText('SGE — API', { timeout: 150_000 });
  // The operations are listed by area (Swagger UI renders the ones in view).
  await expect(page.locator('h3.opblock-tag[data-tag="Autenticação"]')).toBeVisible();
  const login = page.locator('.opblock-summary-control', { hasText: '/api/auth/login' });
  await login.click();
  await expect(page.getByText('Perfis: Público (sem autenticação).')).toBeVisible();
  const me = page.locator('.opblock-summary-control', { hasText: '/api/auth/me' });
  await me.click();
  await expect(page.getByText('Perfis: Administrador, Gerente, Coordenador, Financeiro.')).toBeVisible();
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
