import {
  checkLogoUrl,
  DEFAULT_SETTINGS,
  checkSettingsCnpj,
  formatSettingsCnpj,
  SETTINGS_LIMITS,
  type SaveSettings,
  type SettingsNotificationLocation,
  type SystemSettings,
} from '@sge/shared/contract';
import type { ValidationRule } from '@sge/shared/ui';

export type SettingsFormValues = {
  companyName: string;
  cnpj: string;
  address: string;
  logoUrl: string;
  dueSoonDays: number | null;
  offlinePurgeDays: number | null;
  clockSkewMinutes: number | null;
  notificationLocation: string;
};

export const toSettingsFormValues = (settings: SystemSettings): SettingsFormValues => ({
  companyName: settings.companyName,
  cnpj: formatSettingsCnpj(settings.cnpj),
  address: settings.address ?? '',
  logoUrl: settings.logoUrl ?? '',
  dueSoonDays: settings.dueSoonDays,
  offlinePurgeDays: settings.offlinePurgeDays,
  clockSkewMinutes: settings.clockSkewMinutes,
  notificationLocation: settings.notificationLocation,
});

export const toSettingsPayload = (values: SettingsFormValues): SaveSettings => ({
  companyName: values.companyName.trim(),
  cnpj: values.cnpj.trim() || null,
  address: values.address.trim() || null,
  logoUrl: values.logoUrl.trim() || null,
  dueSoonDays: values.dueSoonDays ?? 7,
  offlinePurgeDays: values.offlinePurgeDays ?? 30,
  clockSkewMinutes: values.clockSkewMinutes ?? DEFAULT_SETTINGS.clockSkewMinutes,
  notificationLocation: values.notificationLocation as SettingsNotificationLocation,
});

export const cnpjRule: ValidationRule<SettingsFormValues> = (value) => checkSettingsCnpj(String(value ?? '')) ?? true;
export const logoRule: ValidationRule<SettingsFormValues> = (value) => {
  const text = String(value ?? '').trim();
  if (!text) return true;
  if (text.length > SETTINGS_LIMITS.logoMaxLength) return 'Imagem muito grande (máximo de 256 KB)';
  return checkLogoUrl(text) ?? true;
};
export const daysRule =
  (limits: { min: number; max: number }): ValidationRule<SettingsFormValues> =>
  (value) =>
    value === null || value === undefined || (Number.isInteger(value) && Number(value) >= limits.min && Number(value) <= limits.max)
      ? true
      : `Informe um número inteiro de ${limits.min} a ${limits.max}`;
