import { test, expect } from '../support/fixtures';
import { authFile } from '../support/roles';

// Each journey has its own employee, or saves nothing: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.use({ storageState: authFile('gerente') });

test('a manager creates, edits and deletes an employee', async ({ page }) => {
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();
  await expect(page.getByText(/Exibindo 1 a 10 de \d+ itens/)).toBeVisible();

  await page.getByRole('button', { name: 'Novo funcionário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo funcionário' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome').fill('Joana Teste Playwright');
  await dialog.getByLabel('CPF').fill('111.444.777-35');
  await dialog.getByLabel('E-mail').fill('joana.teste@exemplo.com.br');
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.getByLabel('Função').selectOption('Recepcionista');
  await dialog.getByLabel('Valor da diária').fill('1.234,50');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Funcionário cadastrado com sucesso');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Pesquisar').fill('Joana Teste');
  const row = page.getByRole('row', { name: /Joana Teste Playwright/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('111.444.777-35');
  await expect(row).toContainText('R$ 1.234,50');

  await page.getByRole('button', { name: 'Editar Joana Teste Playwright' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar funcionário' });
  await expect(edit.getByLabel('Nome')).toHaveValue('Joana Teste Playwright');
  await edit.getByLabel('Valor da diária').fill('200,00');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Funcionário atualizado com sucesso');
  await expect(page.getByRole('row', { name: /Joana Teste Playwright/ })).toContainText('R$ 200,00');

  await page.getByRole('button', { name: 'Excluir Joana Teste Playwright' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Excluir funcionário' }));
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Funcionário excluído com sucesso');
  await expect(page.getByRole('row', { name: /Joana Teste Playwright/ })).toHaveCount(0);
});

test('an invalid CPF is refused in the form', async ({ page }) => {
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Novo funcionário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo funcionário' });
  await dialog.getByLabel('CPF').fill('123.456.789-00');
  await dialog.getByLabel('Nome').click();
  await expect(dialog.getByText('CPF inválido')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});
