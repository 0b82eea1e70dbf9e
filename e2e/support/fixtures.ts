import { test as base, expect, type Page } from '@playwright/test';

/** baseURL comes from global setup (a free port chosen at run time). */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
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
