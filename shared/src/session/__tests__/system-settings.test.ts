import { DEFAULT_SETTINGS } from '@sge/shared/contract';
import { preferredLocation } from '@sge/shared/notify';
import { STORAGE_KEYS, SYSTEM_SETTINGS_DEFAULTS, rememberSystemSettings, systemSettings } from '@sge/shared/session';

beforeEach(() => localStorage.clear());

test('the defaults are the contract defaults (SPEC §9: 7 days due soon, purge after 30 days, bottom)', () => {
  expect(SYSTEM_SETTINGS_DEFAULTS).toEqual(DEFAULT_SETTINGS);
  expect(systemSettings()).toEqual(DEFAULT_SETTINGS);
});

test('keeps what the server answered and reads it back', () => {
  const saved = { ...DEFAULT_SETTINGS, companyName: 'Eventos Ouro', dueSoonDays: 10, offlinePurgeDays: 15, notificationLocation: 'top-end' as const, updatedAt: '2026-11-24T12:00:00.000Z' };
  rememberSystemSettings(saved);
  expect(systemSettings()).toEqual(saved);
});

test('a damaged entry falls back field by field', () => {
  localStorage.setItem(STORAGE_KEYS.systemSettings, JSON.stringify({ companyName: '', dueSoonDays: -3, offlinePurgeDays: 12, notificationLocation: 'middle' }));
  expect(systemSettings()).toMatchObject({ companyName: DEFAULT_SETTINGS.companyName, dueSoonDays: 7, offlinePurgeDays: 12, notificationLocation: 'bottom' });
  localStorage.setItem(STORAGE_KEYS.systemSettings, '{not json');
  expect(systemSettings()).toEqual(DEFAULT_SETTINGS);
});

test("notifications go where the user chose, else where the administrator set, else the bottom", () => {
  expect(preferredLocation()).toBe('bottom');
  rememberSystemSettings({ ...DEFAULT_SETTINGS, notificationLocation: 'top' });
  expect(preferredLocation()).toBe('top');
  localStorage.setItem(STORAGE_KEYS.userSettings, JSON.stringify({ notificationLocation: 'bottom-start' }));
  expect(preferredLocation()).toBe('bottom-start');
});
