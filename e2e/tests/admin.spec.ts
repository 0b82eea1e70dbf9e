import { test, expect, signIn, waitForApp } from '../support/fixtures';
import { authFile } from '../support/roles';

test.use({ storageState: authFile('admin') });

// Each journey loads the admin remote and signs in through argon2: give a busy machine time. The
// journeys touch different records (a new user, a service and a category, the settings): they
// spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });
const PAGE_LOAD = { timeout: 45_000 };
const slow = expect.configure(PAGE_LOAD);

test('the admin creates a user with a role; that user signs in with its menu; once deactivated, the next sign-in is refused', async ({ page, browser }) => {
  await page.goto('/users');
  await slow(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await slow(page.getByRole('row', { name: /Carlos Eduardo Andrade/ })).toBeVisible();

  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByLabel('Nome').fill('Paula Gerente Teste');
  await dialog.getByLabel(/^Usuário/).fill('paula.teste');
  await dialog.getByLabel('E-mail').fill('paula.teste@example.com');
  await dialog.getByLabel('Perfil').selectOption('Gerente');
  await dialog.getByLabel('Senha inicial').fill('curta');
  await dialog.getByLabel('Confirmar senha').fill('curta');
  await slow(dialog.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();
  await dialog.getByLabel('Senha inicial').fill('Paula2026');
  await dialog.getByLabel('Confirmar senha').fill('Paula2026');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await slow(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Paula Gerente Teste/ });
  await slow(row).toContainText('Gerente');
  await slow(row).toContainText('Ativo');

  // The new user, in a browser of their own.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const paula = await context.newPage();
  await paula.goto('/login');
  await waitForApp(paula);
  await signIn(paula, 'paula.teste', 'Paula2026');
  await slow(paula).toHaveURL(/\/$/);
  const nav = paula.getByRole('navigation', { name: 'Menu principal' });
  for (const label of ['Dashboard', 'Eventos', 'Funcionários', 'Financeiro', 'Inventário']) await slow(nav.getByText(label, { exact: true })).toBeVisible();
  for (const label of ['Usuários', 'Configurações']) await slow(nav.getByText(label, { exact: true })).toHaveCount(0);

  // The admin deactivates her.
  await row.getByRole('button', { name: 'Desativar Paula Gerente Teste' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desativar usuário' });
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await slow(page.getByRole('row', { name: /Paula Gerente Teste/ })).toContainText('Inativo');

  // Her open session is refused at the next call, and so is her next sign-in.
  await paula.goto('/employees');
  await slow(paula).toHaveURL(/\/login/);
  await waitForApp(paula);
  await signIn(paula, 'paula.teste', 'Paula2026');
  await slow(paula.getByTestId('snackbar')).toContainText('Usuário ou senha inválidos');
  await slow(paula).toHaveURL(/\/login/);
  expect(await paula.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});

test('the admin adds a service to the catalogue and a category, then deactivates the category', async ({ page }) => {
  await page.goto('/admin/service-catalog');
  await slow(page.getByRole('heading', { level: 1, name: 'Catálogo de Serviços' })).toBeVisible();
  await slow(page.getByRole('row', { name: /Serviço de Garçom/ })).toContainText('R$ 180,00');
  await page.getByRole('button', { name: 'Novo serviço' }).click();
  const service = page.getByRole('dialog', { name: 'Novo serviço' });
  await service.getByLabel('Nome').fill('Mestre de Cerimônias');
  await service.getByLabel('Preço unitário').fill('850,00');
  await service.getByLabel('Função da equipe').selectOption('Coordenador de Equipe');
  await service.getByRole('button', { name: 'Salvar' }).click();
  await slow(page.getByRole('row', { name: /Mestre de Cerimônias/ })).toContainText('R$ 850,00');

  await page.goto('/admin/categories');
  await slow(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const category = page.getByRole('dialog', { name: 'Nova categoria' });
  await category.getByLabel('Nome').fill('Formaturas');
  await category.getByLabel('Tipo').selectOption('Receita');
  await category.getByLabel('Categoria pai').selectOption('Eventos Sociais');
  await category.getByRole('button', { name: 'Salvar' }).click();
  const row = page.getByRole('row', { name: /Formaturas/ });
  await slow(row).toContainText('Eventos Sociais');
  await row.getByRole('button', { name: 'Desativar Formaturas' }).click();
  await page.getByRole('alertdialog', { name: 'Desativar categoria' }).getByRole('button', { name: 'Desativar' }).click();
  await slow(page.getByRole('row', { name: /Formaturas/ })).toContainText('Inativa');
});

test('the admin tests the demo gateway offline and saves the company settings', async ({ page }) => {
  await page.goto('/admin/payment-gateways');
  await slow(page.getByRole('heading', { level: 1, name: 'Gateways de Pagamento' })).toBeVisible();
  await slow(page.getByRole('row', { name: /Asaas Sandbox/ })).toContainText('Chave de API: ••••0001');
  await page.getByRole('button', { name: 'Testar Asaas Sandbox' }).click();
  const result = page.getByRole('dialog', { name: 'Teste do gateway Asaas Sandbox' });
  await slow(result).toContainText('Nenhuma conexão com o provedor foi feita');

  await page.goto('/admin/settings');
  const name = page.getByLabel('Nome da empresa');
  await slow(name).toHaveValue('Dourado Eventos Ltda.');
  await name.fill('Dourado Eventos e Produções Ltda.');
  await page.getByLabel('Dias para vencimento próximo').fill('10');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await slow(page.getByText('Valores padrão: ainda não foram salvos.')).toHaveCount(0);
  await page.reload();
  await slow(page.getByLabel('Nome da empresa')).toHaveValue('Dourado Eventos e Produções Ltda.');
  await slow(page.getByLabel('Dias para vencimento próximo')).toHaveValue('10');
});
