/**
 * The system settings every screen reads (GET /api/settings: company data, due-soon days, offline
 * purge days, notification location), kept on the device after each read so they also hold offline
 * and before the first call answers. The host reads them at start and after sign-in; the admin's
 * settings page stores what it saves.
 */
import type { SettingsNotificationLocation, SystemSettings } from '@sge/shared/contract';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The defaults of SPEC §9 (due-soon window 7 days, purge after 30 days, notifications at the
 * bottom), equal to the contract's DEFAULT_SETTINGS (a test keeps them equal). Written out here so
 * the session module does not pull TypeBox into the first load.
 */
export const SYSTEM_SETTINGS_DEFAULTS: SystemSettings = {
  companyName: 'Sistema de Gestão de Eventos',
  cnpj: null,
  address: null,
  logoUrl: null,
  dueSoonDays: 7,
  offlinePurgeDays: 30,
  clockSkewMinutes: 5,
  notificationLocation: 'bottom',
  updatedAt: null,
};

const LOCATIONS: readonly SettingsNotificationLocation[] = ['bottom', 'top', 'top-start', 'top-end', 'bottom-start', 'bottom-end'];
const positiveInteger = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** The stored system settings, field by field over the defaults (a damaged entry falls back). */
export function systemSettings(): SystemSettings {
  const d = SYSTEM_SETTINGS_DEFAULTS;
  let stored: Partial<Record<keyof SystemSettings, unknown>> = {};
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.systemSettings);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as typeof stored;
  } catch {
    stored = {};
  }
  const text = (value: unknown, fallback: string | null) => (typeof value === 'string' && value.trim() ? value : fallback);
  return {
    companyName: text(stored.companyName, d.companyName) ?? d.companyName,
    cnpj: text(stored.cnpj, d.cnpj),
    address: text(stored.address, d.address),
    logoUrl: text(stored.logoUrl, d.logoUrl),
    dueSoonDays: positiveInteger(stored.dueSoonDays, d.dueSoonDays),
    offlinePurgeDays: positiveInteger(stored.offlinePurgeDays, d.offlinePurgeDays),
    clockSkewMinutes: positiveInteger(stored.clockSkewMinutes, d.clockSkewMinutes),
    notificationLocation: LOCATIONS.includes(stored.notificationLocation as SettingsNotificationLocation)
      ? (stored.notificationLocation as SettingsNotificationLocation)
      : d.notificationLocation,
    updatedAt: text(stored.updatedAt, d.updatedAt),
  };
}

/** Keeps the settings the server answered (GET or POST /api/settings) on this device. */
export function rememberSystemSettings(settings: SystemSettings): void {
  try {
    localStorage.setItem(STORAGE_KEYS.systemSettings, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the screens keep the defaults.
  }
}
