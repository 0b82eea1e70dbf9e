import { test, expect, signIn, waitForApp } from '../support/fixtures';
import { PASSWORD, authFile } from '../support/roles';

// Each journey opens its pages on a browser of its own: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

test('a signed-out visit goes to login with the redirect query, and back after sign-in', async ({ page }) => {
  await page.goto('/employees?busca=ana');
  await expect(page).toHaveURL(/\/login\?redirect=%2Femployees%3Fbusca%3Dana$/);
  await waitForApp(page);
  await signIn(page, 'gerente', PASSWORD);
  await expect(page).toHaveURL(/\/employees\?busca=ana$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();
});

test.describe('coordinator', () => {
  test.use({ storageState: authFile('coordenador') });

  test('is sent to /unauthorized on a page of another role', async ({ page }) => {
    await page.goto('/employees');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso não autorizado' })).toBeVisible();
  });

  test('opens events and inventory', async ({ page }) => {
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventário' })).toBeVisible();
  });
});

test.describe('financial', () => {
  test.use({ storageState: authFile('financeiro') });

  test('opens payment gateways but not system settings', async ({ page }) => {
    await page.goto('/admin/payment-gateways');
    await expect(page.getByRole('heading', { level: 1, name: 'Gateways de Pagamento' })).toBeVisible();
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('offline', () => {
  test.use({ storageState: authFile('admin') });

  test('any path but /events, /login and /unauthorized goes to /events, without bar and menu', async ({ page, context }) => {
    await page.goto('/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await context.setOffline(true);
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expect(page.getByTestId('snackbar')).toContainText('Você está offline. Algumas funcionalidades podem estar limitadas.');
    await expect(page.getByRole('region', { name: 'Modo Offline Ativo' })).toBeVisible();
    await context.setOffline(false);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });
});
