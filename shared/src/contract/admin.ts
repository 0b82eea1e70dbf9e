/** Contract of the admin area: users, financial categories, service catalogue, payment gateways and system settings. */
import Type from 'typebox';
import { MoneySchema, TimestampSchema } from './common';
import { pageQueryFields } from './paging';
import { RoleSchema } from './role-schema';
import { isValidCnpj, isValidEmail, onlyDigits } from './rules';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A service the company sells and staffs (GET /api/service-catalog, read by budgets and events). */
export const ServiceCatalogItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  /** How the service is sold, e.g. 'diária', 'hora', 'unidade'. */
  unit: Type.String(),
  unitPrice: MoneySchema,
  /** The staff function the service brings (e.g. 'Garçom'); null for services without staff. */
  staffFunction: Nullable(Type.String()),
  /** How many workers of that function one unit brings. */
  staffPerUnit: Type.Integer({ minimum: 1 }),
  active: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ServiceCatalogItem = Type.Static<typeof ServiceCatalogItemSchema>;

export const CATEGORY_TYPES = ['RECEITA', 'DESPESA'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = { RECEITA: 'Receita', DESPESA: 'Despesa' };

/** An income or expense category (GET /api/categories, read by payables and receivables). */
export const FinancialCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Union([Type.Literal('RECEITA'), Type.Literal('DESPESA')]),
  /** #RRGGBB */
  color: Type.String(),
  description: Nullable(Type.String()),
  parentId: Nullable(Type.Integer()),
  parentName: Nullable(Type.String()),
  active: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type FinancialCategory = Type.Static<typeof FinancialCategorySchema>;

// ───────────────────────────── Users ─────────────────────────────

/** A user as the API returns it: never the password hash. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  role: RoleSchema,
  photoUrl: Nullable(Type.String()),
  active: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type User = Type.Static<typeof UserSchema>;

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

const userFields = {
  username: Type.String({ minLength: 1, maxLength: 50, title: 'Usuário' }),
  name: Type.String({ minLength: 2, maxLength: 150, title: 'Nome' }),
  email: Type.Optional(Nullable(Type.String({ maxLength: 200, title: 'E-mail' }))),
  role: Type.Union([RoleSchema], { title: 'Perfil' }),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
};

export const CreateUserSchema = Type.Object(
  { ...userFields, password: Type.String({ minLength: 1, maxLength: 200, title: 'Senha' }) },
  { additionalProperties: false },
);
export type CreateUser = Type.Static<typeof CreateUserSchema>;

/** PUT /users/{id}: the editable fields; `active` left out keeps the current state. */
export const UpdateUserSchema = Type.Object(userFields, { additionalProperties: false });
export type UpdateUser = Type.Static<typeof UpdateUserSchema>;

/** PATCH /users/{id}/change-password (an administrator sets a new password). */
export const ChangePasswordSchema = Type.Object(
  { newPassword: Type.String({ minLength: 1, maxLength: 200, title: 'Nova senha' }) },
  { additionalProperties: false },
);
export type ChangePassword = Type.Static<typeof ChangePasswordSchema>;

/** What GET /users sorts by (default: name). */
export const USER_SORTS = ['name', 'username', 'email', 'role', 'active', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const UserListQuerySchema = Type.Object({
  ...pageQueryFields(USER_SORTS),
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  role: Type.Optional(Type.Union([RoleSchema], { title: 'Perfil' })),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
});
export type UserListQuery = Type.Static<typeof UserListQuerySchema>;

// ──────────────────────── Financial categories ────────────────────────

export const FinancialCategoryTypeSchema = Type.Union([Type.Literal('RECEITA'), Type.Literal('DESPESA')], { title: 'Tipo' });

export const SaveCategorySchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 100, title: 'Nome' }),
    type: FinancialCategoryTypeSchema,
    color: Type.Optional(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', title: 'Cor' })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500, title: 'Descrição' }))),
    parentId: Type.Optional(Nullable(Type.Integer({ minimum: 1, title: 'Categoria pai' }))),
    active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  },
  { additionalProperties: false },
);
export type SaveCategory = Type.Static<typeof SaveCategorySchema>;

/** GET /categories/search (the whole matching list, for pickers): every filter optional. */
export const CategoryQuerySchema = Type.Object({
  type: Type.Optional(FinancialCategoryTypeSchema),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  /** Part of the name, the description or the parent's name, ignoring case. */
  q: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  /** Only the subcategories of this category. */
  parentId: Type.Optional(Type.Integer({ minimum: 1, title: 'Categoria pai' })),
});
export type CategoryQuery = Type.Static<typeof CategoryQuerySchema>;

/**
 * What GET /categories sorts by. Without `sort` it keeps its tree order: income first, each parent
 * followed by its subcategories.
 */
export const CATEGORY_SORTS = ['name', 'type', 'parentName', 'color', 'active', 'createdAt'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

/** GET /categories: a page of the categories matching the same filters as /categories/search. */
export const CategoryListQuerySchema = Type.Object({ ...pageQueryFields(CATEGORY_SORTS), ...CategoryQuerySchema.properties });
export type CategoryListQuery = Type.Static<typeof CategoryListQuerySchema>;

/** GET /categories/statistics: counts computed in SQL. */
export const CategoryStatisticsSchema = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
  income: Type.Integer(),
  expense: Type.Integer(),
  subcategories: Type.Integer(),
  /** Categories some receivable or payable points at (they can only be deactivated). */
  inUse: Type.Integer(),
});
export type CategoryStatistics = Type.Static<typeof CategoryStatisticsSchema>;

// ───────────────────────── Service catalogue ─────────────────────────

export const SaveServiceSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 120, title: 'Nome' }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500, title: 'Descrição' }))),
    unit: Type.String({ minLength: 1, maxLength: 30, title: 'Unidade' }),
    unitPrice: Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$', title: 'Preço unitário' }),
    staffFunction: Type.Optional(Nullable(Type.String({ maxLength: 80, title: 'Função da equipe' }))),
    staffPerUnit: Type.Integer({ minimum: 1, maximum: 1000, title: 'Profissionais por unidade' }),
    active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  },
  { additionalProperties: false },
);
export type SaveService = Type.Static<typeof SaveServiceSchema>;

/** What GET /service-catalog sorts by (default: name). */
export const SERVICE_SORTS = ['name', 'unit', 'unitPrice', 'staffFunction', 'staffPerUnit', 'active', 'createdAt'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

export const ServiceListQuerySchema = Type.Object({
  ...pageQueryFields(SERVICE_SORTS),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  q: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
});
export type ServiceListQuery = Type.Static<typeof ServiceListQuerySchema>;

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
      label: 'Access token',
      required: true,
      check: (value, environment) => {
        if (!/^(APP_USR|TEST)-[A-Za-z0-9-]{20,}$/.test(value)) return "deve começar com 'APP_USR-' ou 'TEST-'";
        if (environment === 'PRODUCTION' && value.startsWith('TEST-')) return 'é uma credencial de teste, mas o ambiente é Produção';
        return null;
      },
    },
    {
      key: 'publicKey',
      label: 'Public key',
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
      label: 'Secret key',
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
      label: 'Publishable key',
      required: false,
      check: (value, environment) => {
        const match = /^pk_(test|live)_[A-Za-z0-9]{10,}$/.exec(value);
        if (!match) return "deve começar com 'pk_test_' ou 'pk_live_'";
        if (environment === 'PRODUCTION' && match[1] === 'test') return 'é uma chave de teste, mas o ambiente é Produção';
        if (environment === 'SANDBOX' && match[1] === 'live') return 'é uma chave de produção (live), mas o ambiente é Sandbox';
        return null;
      },
    },
    { key: 'webhookSecret', label: 'Webhook secret', required: false, check: matches(/^whsec_[A-Za-z0-9]{10,}$/, "deve começar com 'whsec_'") },
  ],
};

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

const ProviderSchema = Type.Union(
  [Type.Literal('ASAAS'), Type.Literal('MERCADO_PAGO'), Type.Literal('PAGSEGURO'), Type.Literal('STRIPE')],
  { title: 'Provedor' },
);
const EnvironmentSchema = Type.Union([Type.Literal('SANDBOX'), Type.Literal('PRODUCTION')], { title: 'Ambiente' });

/** A gateway as the API returns it: credentials masked (last 4 characters at most), never in full. */
export const PaymentGatewaySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provider: ProviderSchema,
  environment: EnvironmentSchema,
  description: Nullable(Type.String()),
  active: Type.Boolean(),
  /** Field → masked value ('••••1234'). */
  credentials: Type.Record(Type.String(), Type.String()),
  /** False when the stored credentials cannot be decrypted with the server's current key. */
  credentialsReadable: Type.Boolean(),
  lastTestedAt: Nullable(TimestampSchema),
  lastTestOk: Nullable(Type.Boolean()),
  lastTestMessage: Nullable(Type.String()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type PaymentGateway = Type.Static<typeof PaymentGatewaySchema>;

const CredentialsInputSchema = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 500 }), { title: 'Credenciais' });

export const CreatePaymentGatewaySchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 100, title: 'Nome' }),
    provider: ProviderSchema,
    environment: EnvironmentSchema,
    description: Type.Optional(Nullable(Type.String({ maxLength: 500, title: 'Descrição' }))),
    credentials: CredentialsInputSchema,
  },
  { additionalProperties: false },
);
export type CreatePaymentGateway = Type.Static<typeof CreatePaymentGatewaySchema>;

/**
 * PUT /payment-gateways/{id}: a credential left out or blank keeps the stored value (the screen only
 * ever sees masked values); with another provider every required credential must be given again.
 */
export const UpdatePaymentGatewaySchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 100, title: 'Nome' }),
    provider: ProviderSchema,
    environment: EnvironmentSchema,
    description: Type.Optional(Nullable(Type.String({ maxLength: 500, title: 'Descrição' }))),
    credentials: Type.Optional(CredentialsInputSchema),
  },
  { additionalProperties: false },
);
export type UpdatePaymentGateway = Type.Static<typeof UpdatePaymentGatewaySchema>;

export const CredentialCheckSchema = Type.Object({
  field: Type.String(),
  label: Type.String(),
  ok: Type.Boolean(),
  message: Type.String(),
});

/** POST /payment-gateways/{id}/test: an offline check; no connection to the provider is made. */
export const GatewayTestResultSchema = Type.Object({
  ok: Type.Boolean(),
  /** Always false: this machine may have no internet, and the check never calls the provider. */
  connectionAttempted: Type.Boolean(),
  message: Type.String(),
  checks: Type.Array(CredentialCheckSchema),
  testedAt: TimestampSchema,
});
export type GatewayTestResult = Type.Static<typeof GatewayTestResultSchema>;

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

const NotificationLocationSchema = Type.Union([
  Type.Literal('bottom'),
  Type.Literal('top'),
  Type.Literal('top-start'),
  Type.Literal('top-end'),
  Type.Literal('bottom-start'),
  Type.Literal('bottom-end'),
]);

export const SETTINGS_LIMITS = {
  dueSoonDays: { min: 1, max: 90 },
  offlinePurgeDays: { min: 1, max: 365 },
  /** Device clocks further off than this many minutes are flagged on sync (DESIGN.md §9). */
  clockSkewMinutes: { min: 1, max: 1440 },
  /** A data URL logo of about 256 KiB. */
  logoMaxLength: 350_000,
} as const;

export const SystemSettingsSchema = Type.Object({
  companyName: Type.String(),
  /** 14 digits, or null. */
  cnpj: Nullable(Type.String()),
  address: Nullable(Type.String()),
  /** http(s) URL or data:image URL. */
  logoUrl: Nullable(Type.String()),
  dueSoonDays: Type.Integer(),
  offlinePurgeDays: Type.Integer(),
  clockSkewMinutes: Type.Integer(),
  notificationLocation: NotificationLocationSchema,
  /** Null while the defaults were never saved. */
  updatedAt: Nullable(TimestampSchema),
});
export type SystemSettings = Type.Static<typeof SystemSettingsSchema>;

/** What GET /settings answers before an administrator saves anything (SPEC §9 defaults). */
export const DEFAULT_SETTINGS: SystemSettings = {
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

export const SaveSettingsSchema = Type.Object(
  {
    companyName: Type.String({ minLength: 2, maxLength: 150, title: 'Nome da empresa' }),
    cnpj: Type.Optional(Nullable(Type.String({ maxLength: 18, title: 'CNPJ' }))),
    address: Type.Optional(Nullable(Type.String({ maxLength: 300, title: 'Endereço' }))),
    logoUrl: Type.Optional(Nullable(Type.String({ maxLength: SETTINGS_LIMITS.logoMaxLength, title: 'Logo' }))),
    dueSoonDays: Type.Integer({ minimum: SETTINGS_LIMITS.dueSoonDays.min, maximum: SETTINGS_LIMITS.dueSoonDays.max, title: 'Dias para vencimento próximo' }),
    offlinePurgeDays: Type.Integer({
      minimum: SETTINGS_LIMITS.offlinePurgeDays.min,
      maximum: SETTINGS_LIMITS.offlinePurgeDays.max,
      title: 'Dias para limpeza de dados offline',
    }),
    /** Optional so older clients that never send it keep the saved value. */
    clockSkewMinutes: Type.Optional(
      Type.Integer({
        minimum: SETTINGS_LIMITS.clockSkewMinutes.min,
        maximum: SETTINGS_LIMITS.clockSkewMinutes.max,
        title: 'Tolerância do relógio dos aparelhos (minutos)',
      }),
    ),
    notificationLocation: Type.Union(NotificationLocationSchema.anyOf, { title: 'Posição das notificações' }),
  },
  { additionalProperties: false },
);
export type SaveSettings = Type.Static<typeof SaveSettingsSchema>;

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
