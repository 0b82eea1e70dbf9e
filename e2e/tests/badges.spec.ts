/**
 * QR badges (issue 13): the coordinator downloads the event, goes offline, and checks a person in by
 * scanning the badge with the phone's camera (Chromium's fake camera plays a video of the badge's
 * QR code). The record waits on the device and reaches the server once the connection returns.
 * With the network blocked for the whole journey, no request leaves for any origin but ours.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, guardCsp, waitForApp } from '../support/fixtures';
import { apiAs } from '../support/api';
import { authFile } from '../support/roles';
import { PHONE, countOnDevice, downloadEventCopy, eventForToday, goOffline, goOnline, serverLinks } from '../support/device';
import { writeQrVideo } from '../support/fake-camera';

test.describe.configure({ timeout: 180_000 });

interface Badge {
  code: string;
  shortCode: string;
  qrPayload: string;
}

test('scans a badge offline: Entrada shows at once, the record is PENDING, and it reaches the server after reconnecting', async () => {
  const { id, staff } = await eventForToday(`Crachás ${Date.now()}`, 2);
  const person = staff[0];
  const badge = await apiAs('gerente')<Badge>('GET', `/employees/${person.employeeId}/badge`);
  const video = writeQrVideo(join(tmpdir(), `sge-badge-${process.pid}-${Date.now()}.y4m`), badge.qrPayload);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: authFile('coordenador'),
    ...PHONE,
    serviceWorkers: 'allow',
    permissions: ['camera'],
  });
  await guardCsp(context);
  const ours = new URL(process.env.E2E_BASE_URL!).origin;
  const foreign: string[] = [];
  context.on('request', (r) => {
    if (!r.url().startsWith('data:') && !r.url().startsWith('blob:') && new URL(r.url()).origin !== ours) foreign.push(r.url());
  });
  const page = await context.newPage();
  await page.goto(`/events?evento=${id}`);
  await waitForApp(page);
  // The installed app: the worker holds the events remote, its scanner chunk and the ZXing WebAssembly.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('sge-remotes-v1')).keys()).some((r) => r.url.endsWith('.wasm'))), { timeout: 30_000 })
    .toBe(true);
  await downloadEventCopy(page);
  await goOffline(context);

  await page.getByRole('button', { name: 'Escanear crachá' }).click();
  const scanner = page.getByRole('dialog', { name: 'Escanear crachá' });
  await expect(scanner).toBeVisible();
  const result = scanner.getByRole('status');
  await expect(result).toContainText(`Entrada: ${person.employeeFullName}`, { timeout: 30_000 });
  await expect(result.locator('[data-tone="in"]').or(scanner.locator('[data-tone="in"]')).first()).toBeVisible();
  expect(await countOnDevice(page, 'PENDING')).toBe(1);
  // The same badge keeps showing to the camera: it is not recorded twice.
  await page.waitForTimeout(4_000);
  expect(await countOnDevice(page, 'PENDING')).toBe(1);

  // A badge typed by hand: the short code of the second person.
  const second = staff[1];
  const other = await apiAs('gerente')<Badge>('GET', `/employees/${second.employeeId}/badge`);
  await scanner.getByRole('button', { name: 'Digitar código' }).click();
  await scanner.getByRole('textbox', { name: 'Código do crachá' }).fill(other.shortCode);
  await scanner.getByRole('button', { name: 'Confirmar' }).click();
  await expect(result).toContainText(`Entrada: ${second.employeeFullName}`);
  expect(await countOnDevice(page, 'PENDING')).toBe(2);
  await scanner.getByRole('button', { name: 'Fechar' }).click();
  expect(foreign).toEqual([]);

  await goOnline(context);
  await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
  await expect.poll(() => countOnDevice(page, 'SYNCED'), { timeout: 30_000 }).toBe(2);
  const links = await serverLinks(id);
  expect(links.every((l) => l.checkIn !== null)).toBe(true);
  await browser.close();
});
