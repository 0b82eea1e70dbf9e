import type { Browser, Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { expect, test, waitForApp } from '../support/fixtures';
import { authFile } from '../support/roles';

/** A valid CPF no other journey or the demo uses: a random base with its two check digits. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? 7 : Math.floor(Math.random() * 10)));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/** A browser context with nobody signed in, as the worker who receives the link. */
async function asStranger(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  await waitForApp(page);
  return page;
}

// Several contexts each load the app and the registration remote: generous on a busy machine. Each
// journey makes its own invitation links: they spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });
const LOADED = { timeout: 30_000 };

async function signedInAs(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ storageState: authFile(username), baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'block' });
  return context.newPage();
}

test('an admin invites, a worker pre-registers with no sign-in, a manager approves, the employee appears', async ({ browser }) => {
  const label = `Convite E2E ${Date.now()}`;
  const name = `Walter Convidado ${Date.now() % 100000}`;
  const cpf = randomCpf();

  // The admin creates the link and reads its URL.
  const admin = await signedInAs(browser, 'admin');
  await admin.goto('/registration/invitations');
  await expect(admin.getByRole('heading', { level: 1, name: 'Convites' })).toBeVisible(LOADED);
  await admin.getByRole('button', { name: 'Novo convite' }).click();
  const create = admin.getByRole('dialog', { name: 'Novo convite' });
  await create.getByLabel('Descrição').fill(label);
  await create.getByLabel('Máximo de usos').fill('3');
  await create.getByLabel('Função (opcional)').selectOption('Barman');
  await create.getByRole('button', { name: 'Criar convite' }).click();
  const created = admin.getByRole('dialog', { name: 'Convite criado' });
  const url = await created.getByLabel('Link do convite').inputValue();
  expect(url).toMatch(/\/registration\/pre-registration\?token=[A-Za-z0-9_-]{43}$/);
  await created.getByRole('button', { name: 'Concluir' }).click();
  const row = admin.getByRole('row', { name: new RegExp(label) });
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('0 de 3');

  // The worker opens it in a fresh browser, with nobody signed in.
  const worker = await asStranger(browser, url);
  await expect(worker).toHaveURL(/\/registration\/pre-registration\?token=/);
  await expect(worker.getByRole('heading', { level: 1, name: 'Pré-cadastro de colaboradores' })).toBeVisible(LOADED);
  await expect(worker.getByRole('button', { name: /menu/i })).toHaveCount(0);
  const form = worker.getByRole('form', { name: 'Pré-cadastro' });
  await expect(form.getByLabel('Função desejada')).toHaveValue('Barman');
  await form.getByLabel('Nome completo').fill(name);
  await form.getByLabel('CPF').fill(cpf);
  await form.getByLabel('Data de nascimento').fill('1994-08-20');
  await form.getByLabel('Telefone').fill('(11) 91234-5678');
  await form.getByLabel('E-mail').fill('walter.convidado@example.com');
  await form.getByLabel('Chave PIX').fill('walter.convidado@example.com');
  await form.getByLabel('Endereço').fill('Rua Teste, 123 - São Paulo/SP');
  await form.getByRole('checkbox', { name: /Autorizo o tratamento/ }).check({ force: true });
  await form.getByRole('button', { name: 'Enviar pré-cadastro' }).click();
  await expect(worker.getByRole('heading', { level: 1, name: 'Pré-cadastro enviado!' })).toBeVisible();
  await worker.context().close();

  await admin.reload();
  await expect(admin.getByRole('row', { name: new RegExp(label) })).toContainText('1 de 3', LOADED);
  await admin.context().close();

  // The manager approves it.
  const manager = await signedInAs(browser, 'gerente');
  await manager.goto('/registration/requests');
  await expect(manager.getByRole('heading', { level: 1, name: 'Solicitações de Cadastro' })).toBeVisible(LOADED);
  await manager.getByLabel('Pesquisar').fill(name);
  const request = manager.getByRole('row', { name: new RegExp(name) });
  await expect(request).toContainText(`Convite: ${label}`);
  await manager.getByRole('button', { name: `Aprovar ${name}` }).click();
  const approve = manager.getByRole('dialog', { name: `Aprovar ${name}` });
  await expect(approve.getByLabel('Função')).toHaveValue('Barman');
  await approve.getByLabel('Valor da diária').fill('175,50');
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(manager.getByTestId('snackbar')).toContainText(`Cadastro aprovado: ${name} agora é funcionário`);
  // The decided request stays listed (after the pending ones), as approved, with no review actions.
  await expect(manager.getByRole('row', { name: new RegExp(name) })).toContainText('Aprovada');
  await expect(manager.getByRole('button', { name: `Aprovar ${name}` })).toHaveCount(0);

  // The new employee is in /employees.
  await manager.goto('/employees');
  await expect(manager.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible(LOADED);
  await manager.getByLabel('Pesquisar').fill(name);
  const employee = manager.getByRole('row', { name: new RegExp(name) });
  await expect(employee).toBeVisible();
  await expect(employee).toContainText(cpf);
  await expect(employee).toContainText('Barman');
  await expect(employee).toContainText('R$ 175,50');
  await manager.context().close();
});

test('an expired link and a revoked link each show their own page', async ({ browser }) => {
  const links = await apiAs('admin')<Array<{ label: string; token: string; status: string }>>('GET', '/pre-registration/links');
  const expired = links.find((l) => l.status === 'EXPIRED');
  expect(expired, 'the demo data has an expired link').toBeDefined();
  const stranger = await asStranger(browser, `${process.env.E2E_BASE_URL}/registration/pre-registration?token=${expired!.token}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Convite expirado' })).toBeVisible(LOADED);
  await expect(stranger.getByRole('form')).toHaveCount(0);

  // Revoked through the screen, with confirmation.
  const label = `Revogar E2E ${Date.now()}`;
  const link = await apiAs('admin')<{ token: string }>('POST', '/pre-registration/links', { label, expiresOn: '2099-12-31', maxUses: 5 });
  const admin = await signedInAs(browser, 'admin');
  await admin.goto('/registration/invitations');
  await admin.getByRole('button', { name: `Revogar ${label}` }).click(LOADED);
  await admin.getByRole('alertdialog', { name: 'Revogar convite' }).getByRole('button', { name: 'Revogar' }).click();
  await expect(admin.getByTestId('snackbar')).toContainText('Convite revogado');
  await expect(admin.getByRole('row', { name: new RegExp(label) })).toContainText('Revogado');
  await admin.context().close();

  await stranger.goto(`${process.env.E2E_BASE_URL}/registration/pre-registration?token=${link.token}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Convite cancelado' })).toBeVisible(LOADED);

  await stranger.goto(`${process.env.E2E_BASE_URL}/registration/pre-registration?token=nao-existe`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Convite inválido' })).toBeVisible(LOADED);
  await stranger.context().close();
});
