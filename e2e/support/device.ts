/**
 * What the device holds, read straight from IndexedDB, and the ways a venue's network fails:
 * offline (the page and its requests lose the network), or a network that never answers.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { apiAs, todayInSaoPaulo } from './api';

/** A coordinator's phone at the venue: 360×740, touch, Brazilian locale and time zone. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

export interface DeviceRecord {
  id: number;
  syncStatus: 'PENDING' | 'SYNCED' | 'REJECTED';
  eventEmployeeId: number;
  checkinTime: string | null;
  checkoutTime: string | null;
  clientRecordId?: string;
  syncError?: string;
}

export interface StaffLink {
  id: number;
  eventId: number;
  employeeId: number;
  employeeFullName: string;
  checkIn: string | null;
  checkOut: string | null;
}

/** Every offline record on the device. */
export const recordsOnDevice = (page: Page): Promise<DeviceRecord[]> =>
  page.evaluate(
    () =>
      new Promise<DeviceRecord[]>((resolve, reject) => {
        const req = indexedDB.open('sge-offline', 1);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('offlineRecords')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('offlineRecords').objectStore('offlineRecords').getAll();
          all.onsuccess = () => {
            resolve(all.result as DeviceRecord[]);
            db.close();
          };
        };
        req.onerror = () => reject(req.error);
      }),
  );

export const countOnDevice = async (page: Page, status: DeviceRecord['syncStatus']): Promise<number> =>
  (await recordsOnDevice(page)).filter((r) => r.syncStatus === status).length;

/** Every value kept in the offline database, as one JSON text (to look for personal data). */
export const offlineDatabaseText = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const req = indexedDB.open('sge-offline', 1);
        req.onsuccess = async () => {
          const db = req.result;
          const out: Record<string, unknown[]> = {};
          for (const name of Array.from(db.objectStoreNames)) {
            out[name] = await new Promise<unknown[]>((ok) => {
              const all = db.transaction(name).objectStore(name).getAll();
              all.onsuccess = () => ok(all.result);
            });
          }
          db.close();
          resolve(JSON.stringify(out));
        };
        req.onerror = () => reject(req.error);
      }),
  );

const abortAll = (route: Route) => route.abort('internetdisconnected');

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', abortAll);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', abortAll);
  await context.setOffline(false);
}

const FIRST_NAMES = ['Aline', 'Bruno', 'Camila', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'Joana', 'Kléber', 'Lúcia', 'Mateus', 'Natália', 'Otávio', 'Priscila', 'Renato', 'Sabrina', 'Tiago', 'Vanessa', 'Wagner', 'Yara'];
const SURNAMES = ['Almeida', 'Barros', 'Cardoso', 'Duarte', 'Esteves', 'Freitas', 'Gomes', 'Henriques', 'Izidoro', 'Jardim'];
let employeeSeq = 0;

/** A valid CPF (check digits) from 9 digits. */
function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/**
 * `count` new employees, so each test event has people of its own: the same person at two events
 * on one day would need a confirmed booking, and their check-ins would overlap (issue 16).
 */
export async function freshEmployees(count: number): Promise<{ id: number; name: string }[]> {
  const manager = apiAs('gerente');
  const employees: { id: number; name: string }[] = [];
  for (let i = 0; i < count; i++) {
    const n = ++employeeSeq;
    // Unique within a run: the clock (one POST per iteration), the worker's process and a counter.
    const base = String((Date.now() % 1_000_000) * 1000 + (process.pid % 10) * 100 + (n % 100)).padStart(9, '1').slice(-9);
    // Unique across workers too, and never the start of another's (a row is found by its name).
    const tag = `${String(process.pid % 1000).padStart(3, '0')}${String(n % 1000).padStart(3, '0')}`;
    const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${SURNAMES[(n + i) % SURNAMES.length]} ${String.fromCharCode(65 + (n % 26))}${tag}`;
    employees.push(await manager<{ id: number; name: string }>('POST', '/employees', { name, cpf: cpfFrom(base), function: 'Garçom', payRate: '150.00' }));
  }
  return employees;
}

/** A fresh event for today with `count` new staff, made by the manager through the API. */
export async function eventForToday(name: string, count: number): Promise<{ id: number; staff: StaffLink[] }> {
  const manager = apiAs('gerente');
  const today = todayInSaoPaulo();
  const event = await manager<{ id: number }>('POST', '/events', { name, location: 'Arena de Testes, São Paulo', eventDays: [{ date: today }] });
  const employees = await freshEmployees(count);
  for (const e of employees) await manager('POST', '/event-employees', { eventId: event.id, employeeId: e.id, eventDay: today });
  return { id: event.id, staff: await manager<StaffLink[]>('GET', `/event-employees/event/${event.id}`) };
}

export const serverLinks = (eventId: number): Promise<StaffLink[]> => apiAs('gerente')<StaffLink[]>('GET', `/event-employees/event/${eventId}`);

/**
 * Keeps a copy of the open event on the device ('Baixar para uso offline'). On a phone the button
 * sits behind 'Detalhes do evento' (the gate screen), which is opened first and closed after.
 */
export async function downloadEventCopy(page: Page): Promise<void> {
  const details = page.getByRole('button', { name: 'Detalhes do evento' });
  const gate = (await details.count()) > 0;
  if (gate && (await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  await page.getByRole('button', { name: 'Baixar para uso offline', exact: true }).click();
  await page.getByRole('button', { name: 'Atualizar cópia offline', exact: true }).waitFor({ timeout: 20_000 });
  if (gate) await details.click();
}
