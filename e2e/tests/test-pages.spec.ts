/**
 * The developer test pages against the real server: ADMIN runs each one's calls, every call
 * succeeds, and nothing named 'TESTE — …' is left behind; other roles are sent to /unauthorized.
 */
import { test, expect, waitForApp } from '../support/fixtures';
import { apiAs } from '../support/api';
import { authFile } from '../support/roles';

// Each journey has its own test data, or only reads: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const TEST_PAGES = [
  { path: '/employees/test', title: 'Teste de Funcionários', calls: 5 },
  { path: '/events/test', title: 'Teste de Eventos', calls: 5 },
  { path: '/test/event-day-management', title: 'Teste de Gestão de Dias de Evento', calls: 11 },
] as const;

test.describe('admin', () => {
  test.use({ storageState: authFile('admin') });

  test('runs each test page: every call succeeds and its test data is gone afterwards', async ({ page }) => {
    const api = apiAs('admin');
    for (const { path, title, calls } of TEST_PAGES) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Executar teste' }).click();
      const log = page.getByRole('log');
      await expect(log.getByRole('listitem')).toHaveCount(calls, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Executar teste' })).toBeEnabled();
      await expect(log.getByText('Sucesso', { exact: true })).toHaveCount(calls);
    }
    const employees = await api<{ name: string }[]>('GET', '/employees?search=TESTE&pageSize=200');
    const events = await api<{ name: string }[]>('GET', '/events?search=TESTE&pageSize=200');
    expect([...employees, ...events].filter((r) => r.name.startsWith('TESTE — '))).toEqual([]);
  });
});

test.describe('manager', () => {
  test.use({ storageState: authFile('gerente') });

  test('is sent to /unauthorized on every test page', async ({ page }) => {
    for (const { path } of TEST_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorized$/);
    }
  });
});
