import { readFileSync } from 'node:fs';
import { authFile } from './roles';

/** Calls the API as a demo user, with the token global setup saved for that user. */
export function apiAs(username: string) {
  const state = JSON.parse(readFileSync(authFile(username), 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const token = state.origins[0].localStorage.find((i) => i.name === 'token')?.value;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${process.env.E2E_BASE_URL}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
}

/** Today in São Paulo, as YYYY-MM-DD (the venue's calendar day). */
export function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The calendar day `days` after `iso` (YYYY-MM-DD), whatever zone the runner is in. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `days` from today in São Paulo, the calendar the server and its demo data use: not the runner's
 * date, which is a day ahead from 21:00 in Brazil when the runner is on UTC.
 */
export const dayInSaoPaulo = (days: number): string => addDays(todayInSaoPaulo(), days);
