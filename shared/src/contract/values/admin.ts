/** Admin values of the contract: users, categories, service catalogue, payment gateways and settings (TypeBox-free, for the browser apps). */
import { isValidCnpj, isValidEmail, onlyDigits } from '../rules';

export const CATEGORY_TYPES = ['RECEITA', 'DESPESA'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = { RECEITA: 'Receita', DESPESA: 'Despesa' };

/** Letters, digits, dot, dash and underscore; 3–50 characters; stored in lower case. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,50}$/i;
export const USER_MESSAGES = {
  usernameFormat: 'Nome de usuário deve ter de 3 a 50 caracteres: letras, números, ponto, hífen ou sublinhado',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  passwordTooLong: 'A senha deve ter no máximo 128 caracteres',
  passwordNeedsLetterAndDigit: 'A senha deve conter letras e números',
  passwordEqualsUsername: 'A senha não pode ser igual ao nome de usuário',
} as const;

/** The password policy, shared by the user form and the server so both refuse the same passwords. */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128 } as const;

/** Null when the password is acceptable, else the pt-BR reason. */
export function checkPassword(password: string, username?: string): string | null {
  if (password.length < PASSWORD_POLICY.minLength) return USER_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_POLICY.maxLength) return USER_MESSAGES.passwordTooLong;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return USER_MESSAGES.passwordNeedsLetterAndDigit;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) return USER_MESSAGES.passwordEqualsUsername;
  return null;
}

/** Null when the username is acceptable, else the pt-BR reason. */
export function checkUsername(username: string): string | null {
  return USERNAME_PATTERN.test(username.trim()) ? null : USER_MESSAGES.usernameFormat;
}

/** What GET /users sorts by (default: name). */
export const USER_SORTS = ['name', 'username', 'email', 'role', 'active', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * What GET /categories sorts by. Without `sort` it keeps its tree order: income first, each parent
 * followed by its subcategories.
 */
export const CATEGORY_SORTS = ['name', 'type', 'parentName', 'color', 'active', 'createdAt'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

/** What GET /service-catalog sorts by (default: name). */
export const SERVICE_SORTS = ['name', 'unit', 'unitPrice', 'staffFunction', 'staffPerUnit', 'active', 'createdAt'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

/** Units offered by the form (a service may keep another). */
export const SERVICE_UNITS = ['diária', 'hora', 'unidade', 'estação', 'convidado', 'evento'] as const;

// ───────────────────────── Payment gateways ─────────────────────────

export const PAYMENT_PROVIDERS = ['ASAAS', 'MERCADO_PAGO', 'PAGSEGURO', 'STRIPE'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  ASAAS: 'Asaas',
  MERCADO_PAGO: 'Mercado Pago',
  PAGSEGURO: 'PagSeguro',
  STRIPE: 'Stripe',
};

export const GATEWAY_ENVIRONMENTS = ['SANDBOX', 'PRODUCTION'] as const;
export type GatewayEnvironment = (typeof GATEWAY_ENVIRONMENTS)[number];
export const GATEWAY_ENVIRONMENT_LABELS: Record<GatewayEnvironment, string> = {
  SANDBOX: 'Sandbox (testes)',
  PRODUCTION: 'Produção',
};

export interface CredentialField {
  key: string;
  label: string;
  required: boolean;
  /** Checks the format for the gateway's environment; null when it is fine, else the pt-BR reason. */
  check: (value: string, environment: GatewayEnvironment) => string | null;
}

const matches = (pattern: RegExp, message: string) => (value: string) => (pattern.test(value) ? null : message);
const noSpaces = (value: string) => (/\s/.test(value) ? 'não pode conter espaços' : null);

/**
 * The credentials each provider needs and the offline format checks of each (prefixes and shapes
 * documented by the providers). Passing them proves the configuration is well formed, not that the
 * provider accepts it.
 */
export const PROVIDER_CREDENTIAL_FIELDS: Record<PaymentProvider, readonly CredentialField[]> = {
  ASAAS: [
    {
      key: 'apiKey',
      label: 'Chave de API',
      required: true,
      check: (value, environment) => {
        if (!/^\$aact_\S{20,}$/.test(value)) return "deve começar com '$aact_' (chave gerada no painel do Asaas)";
        if (environment === 'PRODUCTION' && value.startsWith('$aact_hmlg_')) return 'é uma chave de sandbox (homologação), mas o ambiente é Produção';
        if (environment === 'SANDBOX' && value.startsWith('$aact_prod_')) return 'é uma chave de produção, mas o ambiente é Sandbox';
        return null;
      },
    },
    { key: 'webhookToken', label: 'Token do webhook', required: false, check: noSpaces },
  ],
  MERCADO_PAGO: [
    {
      key: 'accessToken',
      label: 'Token de acesso',
      required: true,
      check: (value, environment) => {
        if (!/^(APP_USR|TEST)-[A-Za-z0-9-]{20,}$/.test(value)) return "deve começar com 'APP_USR-' ou 'TEST-'";
        if (environment === 'PRODUCTION' && value.startsWith('TEST-')) return 'é uma credencial de teste, mas o ambiente é Produção';
        return null;
      },
    },
    {
      key: 'publicKey',
      label: 'Chave pública',
      required: false,
      check: (value, environment) => {
        if (!/^(APP_USR|TEST)-[A-Za-z0-9-]{20,}$/.test(value)) return "deve começar com 'APP_USR-' ou 'TEST-'";
        if (environment === 'PRODUCTION' && value.startsWith('TEST-')) return 'é uma credencial de teste, mas o ambiente é Produção';
        return null;
      },
    },
  ],
  PAGSEGURO: [
    { key: 'email', label: 'E-mail da conta', required: true, check: (value) => (isValidEmail(value) ? null : 'não é um e-mail válido') },
    { key: 'token', label: 'Token', required: true, check: matches(/^[A-Za-z0-9-]{32,}$/, 'deve ter pelo menos 32 letras, números ou hífens') },
  ],
  STRIPE: [
    {
      key: 'secretKey',
      label: 'Chave secreta',
      required: true,
      check: (value, environment) => {
        const match = /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/.exec(value);
        if (!match) return "deve começar com 'sk_test_', 'sk_live_', 'rk_test_' ou 'rk_live_'";
        if (environment === 'PRODUCTION' && match[2] === 'test') return 'é uma chave de teste, mas o ambiente é Produção';
        if (environment === 'SANDBOX' && match[2] === 'live') return 'é uma chave de produção (live), mas o ambiente é Sandbox';
        return null;
      },
    },
    {
      key: 'publishableKey',
      label: 'Chave publicável',
      required: false,
      check: (value, environment) => {
        const match = /^pk_(test|live)_[A-Za-z0-9]{10,}$/.exec(value);
        if (!match) return "deve começar com 'pk_test_' ou 'pk_live_'";
        if (environment === 'PRODUCTION' && match[1] === 'test') return 'é uma chave de teste, mas o ambiente é Produção';
        if (environment === 'SANDBOX' && match[1] === 'live') return 'é uma chave de produção (live), mas o ambiente é Sandbox';
        return null;
      },
    },
    { key: 'webhookSecret', label: 'Segredo do webhook', required: false, check: matches(/^whsec_[A-Za-z0-9]{10,}$/, "deve começar com 'whsec_'") },
  ],
};

/** The pt-BR label of a stored credential's key (e.g. accessToken → 'Token de acesso'); the key itself when unknown. */
export function credentialLabel(key: string, provider?: PaymentProvider): string {
  const lists = provider ? [PROVIDER_CREDENTIAL_FIELDS[provider]] : Object.values(PROVIDER_CREDENTIAL_FIELDS);
  return lists.flatMap((fields) => fields).find((field) => field.key === key)?.label ?? key;
}

export interface CredentialCheck {
  field: string;
  label: string;
  ok: boolean;
  message: string;
}

/**
 * Checks a gateway's credentials offline: each required field present, each given field in the
 * provider's format for the environment. Used by the form (as you type) and by POST /{id}/test.
 */
export function checkGatewayCredentials(
  provider: PaymentProvider,
  environment: GatewayEnvironment,
  credentials: Record<string, string | undefined>,
): CredentialCheck[] {
  return PROVIDER_CREDENTIAL_FIELDS[provider].flatMap((field) => {
    const value = credentials[field.key]?.trim() ?? '';
    if (!value) {
      return field.required ? [{ field: field.key, label: field.label, ok: false, message: `${field.label}: não informado` }] : [];
    }
    const problem = field.check(value, environment);
    return [{ field: field.key, label: field.label, ok: !problem, message: problem ? `${field.label}: ${problem}` : `${field.label}: formato válido` }];
  });
}

// ─────────────────────────── System settings ───────────────────────────

export const SETTINGS_NOTIFICATION_LOCATIONS = ['bottom', 'top', 'top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;
export type SettingsNotificationLocation = (typeof SETTINGS_NOTIFICATION_LOCATIONS)[number];
export const NOTIFICATION_LOCATION_LABELS: Record<SettingsNotificationLocation, string> = {
  bottom: 'Inferior (centro)',
  top: 'Superior (centro)',
  'top-start': 'Superior esquerda',
  'top-end': 'Superior direita',
  'bottom-start': 'Inferior esquerda',
  'bottom-end': 'Inferior direita',
};

export const SETTINGS_LIMITS = {
  dueSoonDays: { min: 1, max: 90 },
  offlinePurgeDays: { min: 1, max: 365 },
  /** Device clocks further off than this many minutes are flagged on sync (DESIGN.md §9). */
  clockSkewMinutes: { min: 1, max: 1440 },
  /** A data URL logo of about 256 KiB. */
  logoMaxLength: 350_000,
} as const;

/**
 * What GET /settings answers before an administrator saves anything (SPEC §9 defaults). It is a
 * SystemSettings (admin.ts, whose schema imports these values; __tests__/settings.test.ts checks
 * the type), written without it so the values never import the schemas.
 */
export const DEFAULT_SETTINGS: {
  companyName: string;
  cnpj: string | null;
  address: string | null;
  logoUrl: string | null;
  dueSoonDays: number;
  offlinePurgeDays: number;
  clockSkewMinutes: number;
  notificationLocation: SettingsNotificationLocation;
  updatedAt: string | null;
} = {
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

export const SETTINGS_MESSAGES = {
  invalidCnpj: 'CNPJ inválido',
  invalidLogo: 'Logo deve ser um endereço http(s) ou uma imagem (PNG, JPEG, GIF, WebP ou SVG)',
} as const;

/** Null when the logo is an http(s) URL or a base64 data URL of an image, else the pt-BR reason. */
export function checkLogoUrl(value: string): string | null {
  const v = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(v)) return null;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/.test(v)) return null;
  return SETTINGS_MESSAGES.invalidLogo;
}

/** Null when blank or a valid CNPJ (formatted or bare), else 'CNPJ inválido'. */
export function checkSettingsCnpj(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  return isValidCnpj(value) ? null : SETTINGS_MESSAGES.invalidCnpj;
}

/** Formats 14 digits as 00.000.000/0000-00. */
export function formatSettingsCnpj(value: string | null | undefined): string {
  const d = onlyDigits(value ?? '');
  if (d.length !== 14) return value ?? '';
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}
