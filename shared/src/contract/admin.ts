/** Contract of the admin area: users, financial categories, service catalogue, payment gateways and system settings. */
import Type from 'typebox';
import { AmountInputSchema, MoneySchema, TimestampSchema } from './common';
import { pageQueryFields } from './paging';
import { RoleSchema } from './role-schema';
import { CATEGORY_SORTS, SERVICE_SORTS, SETTINGS_LIMITS, USER_SORTS } from './values/admin';
export * from './values/admin';

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
    unitPrice: AmountInputSchema('Preço unitário'),
    staffFunction: Type.Optional(Nullable(Type.String({ maxLength: 80, title: 'Função da equipe' }))),
    staffPerUnit: Type.Integer({ minimum: 1, maximum: 1000, title: 'Profissionais por unidade' }),
    active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  },
  { additionalProperties: false },
);
export type SaveService = Type.Static<typeof SaveServiceSchema>;

export const ServiceListQuerySchema = Type.Object({
  ...pageQueryFields(SERVICE_SORTS),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  q: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
});
export type ServiceListQuery = Type.Static<typeof ServiceListQuerySchema>;

// ───────────────────────── Payment gateways ─────────────────────────

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

/** A gateway's credentials: a few named secrets (token, public key, client id…), never more than 20. */
const CredentialsInputSchema = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 500 }), {
  title: 'Credenciais',
  maxProperties: 20,
});

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

const NotificationLocationSchema = Type.Union([
  Type.Literal('bottom'),
  Type.Literal('top'),
  Type.Literal('top-start'),
  Type.Literal('top-end'),
  Type.Literal('bottom-start'),
  Type.Literal('bottom-end'),
]);

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
