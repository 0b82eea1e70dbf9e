/**
 * The coordinator's home leads to the gate: signed in on a phone, the dashboard lists today's events
 * with 'Abrir portaria', which opens the event on today's check-in list.
 */
import { test, expect, signIn, waitForApp } from '../support/fixtures';
import { PASSWORD } from '../support/roles';
import { PHONE, eventForToday } from '../support/device';

test.use({ ...PHONE });

test("coordenador signs in, opens today's event from the dashboard with 'Abrir portaria' and lands on its check-in list", async ({ page }) => {
  const name = `Portaria ${Date.now()}`;
  const event = await eventForToday(name, 2);

  await page.goto('/login');
  await waitForApp(page);
  await signIn(page, 'coordenador', PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  const today = page.getByRole('region', { name: 'Eventos de hoje' });
  const item = today.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('2 escalados · 0 presentes');
  await item.getByRole('link', { name: `Abrir portaria: ${name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/events\\?evento=${event.id}$`));
  await expect(page.getByRole('searchbox', { name: 'Buscar pessoa' })).toBeVisible({ timeout: 30_000 });
  for (const person of event.staff) {
    await expect(page.getByRole('button', { name: `Registrar entrada de ${person.employeeFullName}` })).toBeVisible();
  }
});
