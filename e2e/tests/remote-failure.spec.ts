import { test, expect, waitForApp } from '../support/fixtures';
import { authFile } from '../support/roles';

// Each journey only reads, with its own routes: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.use({ storageState: authFile('admin') });

test('a remote that fails to load breaks only its own area and can be retried', async ({ page }) => {
  await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
  await page.goto('/users');
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta área do sistema.' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).toBeVisible();

  await nav.getByRole('link', { name: 'Funcionários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();

  await nav.getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await page.unroute('**/remotes/admin/**');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
});

test('a remote that hangs does not delay the host start', async ({ page }) => {
  await page.route('**/remotes/financial/**', () => undefined);
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /admin/ })).toBeVisible();
});
