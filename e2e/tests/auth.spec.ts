import { test, expect, signIn, waitForApp } from '../support/fixtures';
import { PASSWORD } from '../support/roles';

// Each journey signs in on a browser of its own (sign-out only clears that browser): they spread
// over the workers.
test.describe.configure({ mode: 'parallel' });

const MENUS: Record<string, { visible: string[]; hidden: string[] }> = {
  admin: {
    visible: ['Dashboard', 'Eventos', 'Funcionários', 'Cadastro', 'Financeiro', 'Inventário', 'Usuários', 'Configurações'],
    hidden: [],
  },
  gerente: {
    visible: ['Dashboard', 'Eventos', 'Funcionários', 'Cadastro', 'Financeiro', 'Inventário'],
    hidden: ['Usuários', 'Configurações'],
  },
  // The menu shows what the role may open (issue 16): a coordinator registers walk-ins (Cadastro →
  // Cadastro presencial) and posts stock; financeiro reaches its finance pages and the gateways.
  coordenador: {
    visible: ['Dashboard', 'Eventos', 'Cadastro', 'Inventário'],
    hidden: ['Funcionários', 'Financeiro', 'Usuários', 'Configurações'],
  },
  financeiro: {
    visible: ['Dashboard', 'Eventos', 'Financeiro', 'Inventário', 'Configurações'],
    hidden: ['Funcionários', 'Cadastro', 'Usuários'],
  },
};

for (const [username, menu] of Object.entries(MENUS)) {
  test(`${username} signs in and sees the menu of the role`, async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);
    await signIn(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeVisible();
    for (const label of menu.visible) await expect(nav.getByText(label, { exact: true })).toBeVisible();
    for (const label of menu.hidden) await expect(nav.getByText(label, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(username) })).toBeVisible();
  });
}

test('a wrong password shows the server message and keeps the user out', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await signIn(page, 'admin', 'errada');
  await expect(page.getByTestId('snackbar')).toContainText('Usuário ou senha inválidos');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('admin opens a settings group: only one group is open at a time', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await signIn(page, 'admin', PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('button', { name: 'Financeiro' }).click();
  await expect(nav.getByRole('link', { name: 'Contas a Pagar' })).toBeVisible();
  await nav.getByRole('button', { name: 'Configurações' }).click();
  await expect(nav.getByRole('link', { name: 'Catálogo de Serviços' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contas a Pagar' })).toBeHidden();
});

test('logout clears the session and goes to /login', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await signIn(page, 'gerente', PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => ['token', 'username', 'role', 'user'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null, null]);
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/login\?redirect=%2Femployees$/);
});

test('after Entrar the form stays until the dashboard paints its frame: never a blank screen between', async ({ page, context }) => {
  await page.goto('/login');
  await waitForApp(page);
  // Filled without a key press (a password manager), then one tap: on a slow phone (4× CPU).
  await page.getByLabel('Usuário').fill('admin');
  await page.getByLabel('Senha').fill(PASSWORD);
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const blank: number[] = [];
    (window as unknown as { __blank: number[] }).__blank = blank;
    const start = performance.now();
    const frame = () => {
      const form = document.getElementById('login-title') !== null;
      const chrome = document.querySelector('header') !== null && document.querySelector('main h1') !== null;
      if (!form && !chrome) blank.push(Math.round(performance.now() - start));
      if (!chrome) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /admin!$/ })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __blank: number[] }).__blank), 'frames with neither the form nor the page (ms after the tap)').toEqual([]);
});

test('a signed-in user who opens /login goes on to the page it was asked for', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await signIn(page, 'admin', PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?redirect=%2Femployees');
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();
});
