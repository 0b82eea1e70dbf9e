/**
 * Paying an event's staff: five people check in, one never checks out; the close-out lists that
 * day first as 'Sem saída registrada'; 'Solicitar pagamento dos presentes' requests the other four;
 * they are approved and paid in bulk on /financial/payment-requests; payables and the cash flow
 * show the total; the payout batch's QR code reads (with the app's reader engine) as its copia e
 * cola text.
 */
import { test, expect, waitForApp } from '../support/fixtures';
import { apiAs, todayInSaoPaulo } from '../support/api';
import { authFile } from '../support/roles';
import { eventForToday } from '../support/device';
import { readQr } from '../support/qr-reader';

test.use({ storageState: authFile('admin') });
test.describe.configure({ timeout: 240_000 });

interface Employee {
  id: number;
  name: string;
  cpf: string;
  function: string;
  payRate: string;
}

test('close out, request, approve and pay in bulk; payables, cash flow and the batch QR agree', async ({ page }) => {
  const admin = apiAs('admin');
  const today = todayInSaoPaulo();
  const { id: eventId, staff } = await eventForToday(`Fechamento ${Date.now()}`, 5);
  // Each person's PIX key is their CPF; then all check in and all but the last check out.
  for (const link of staff) {
    const e = await admin<Employee>('GET', `/employees/${link.employeeId}`);
    await admin('PUT', `/employees/${e.id}`, { name: e.name, cpf: e.cpf, function: e.function, payRate: e.payRate, pixKey: e.cpf });
    await admin('PATCH', `/event-employees/${link.id}/check-in`, {});
  }
  for (const link of staff.slice(0, 4)) await admin('PATCH', `/event-employees/${link.id}/check-out`, {});
  const absentName = (await admin<Employee>('GET', `/employees/${staff[4].employeeId}`)).name;
  const flowBefore = await admin<{ rows: Array<{ realizedOutflow: string }> }>('GET', `/financial-charts/cash-flow?startDate=${today}&endDate=${today}&groupBy=day`);

  // The close-out, from the event's detail.
  await page.goto(`/events?evento=${eventId}`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Fechamento do evento' }).click();
  const days = page.getByRole('table', { name: 'Dias da equipe' });
  await expect(days.getByRole('row').nth(1)).toContainText(absentName, { timeout: 30_000 });
  await expect(days.getByRole('row').nth(1)).toContainText('Sem saída registrada');
  await page.getByRole('button', { name: 'Solicitar pagamento dos presentes' }).click();
  await expect(page.getByRole('status', { name: 'Resultado da solicitação' })).toContainText('4 solicitações criadas');

  // Approve and pay in bulk.
  await page.goto(`/financial/payment-requests?eventId=${eventId}`);
  await waitForApp(page);
  const table = page.getByRole('table', { name: 'Solicitações de pagamento' });
  await expect(table.getByRole('row')).toHaveCount(5, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Selecionar todas desta página' }).check();
  await page.getByRole('button', { name: 'Aprovar selecionados' }).click();
  await page.getByRole('alertdialog', { name: 'Aprovar selecionados' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByRole('status', { name: 'Resultado da ação em lote' })).toContainText('4 aprovadas; 0 recusadas');

  // The batch: one line per person, the QR reads as the copia e cola text.
  await page.goto(`/financial/payout-batch?evento=${eventId}`);
  await waitForApp(page);
  const first = page.getByRole('list', { name: 'Pessoas do lote' }).getByRole('listitem').first();
  const code = await first.getByRole('textbox', { name: /PIX copia e cola/ }).inputValue({ timeout: 30_000 });
  expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  const qr = await first.getByRole('img', { name: /QR Code PIX/ }).screenshot();
  expect(await readQr(qr)).toBe(code);

  // Pay the four in bulk, with one date and method.
  await page.goto(`/financial/payment-requests?eventId=${eventId}`);
  await waitForApp(page);
  await expect(table.getByRole('row')).toHaveCount(5, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Selecionar todas desta página' }).check();
  await page.getByRole('button', { name: 'Pagar selecionados' }).click();
  await page.getByRole('dialog', { name: 'Pagar selecionados' }).getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByRole('status', { name: 'Resultado da ação em lote' })).toContainText('4 pagas; 0 recusadas');

  // Payables: four paid, one per request; the cash flow moved by their total.
  const requests = await admin<Array<{ amount: string; status: string; payableId: number; payableStatus: string }>>('GET', `/payment-requests?eventId=${eventId}&pageSize=50`);
  expect(requests.map((r) => [r.status, r.payableStatus])).toEqual(Array(4).fill(['PAID', 'PAGO']));
  const total = requests.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  const flowAfter = await admin<{ rows: Array<{ realizedOutflow: string }> }>('GET', `/financial-charts/cash-flow?startDate=${today}&endDate=${today}&groupBy=day`);
  const outflow = (flow: typeof flowAfter) => Math.round(Number(flow.rows[0]?.realizedOutflow ?? '0') * 100);
  expect(outflow(flowAfter) - outflow(flowBefore)).toBe(total);
});
