/** Contract of the registration area: invitation links, public pre-registration and registration requests. */
import Type from 'typebox';
import { AmountInputSchema, BirthDateSchema, BusinessDateSchema, TimestampSchema } from './common';
import { pageQueryFields } from './paging';
import { INVITATION_LINK_SORTS, REGISTRATION_REQUEST_SORTS } from './values/registration';
export * from './values/registration';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ---- Invitation links ---------------------------------------------------------------------------

export const InvitationStatusSchema = Type.Union([
  Type.Literal('ACTIVE'),
  Type.Literal('EXPIRED'),
  Type.Literal('EXHAUSTED'),
  Type.Literal('REVOKED'),
]);

export const InvitationLinkSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** The public token (base64url, 256 random bits); the page URL is PRE_REGISTRATION_PATH?token=… */
  token: Type.String(),
  /** Last day the link accepts submissions (YYYY-MM-DD, inclusive). */
  expiresOn: Type.String(),
  maxUses: Type.Integer(),
  uses: Type.Integer(),
  eventId: Nullable(Type.Integer()),
  eventName: Nullable(Type.String()),
  function: Nullable(Type.String()),
  status: InvitationStatusSchema,
  createdAt: TimestampSchema,
  createdByName: Nullable(Type.String()),
  revokedAt: Nullable(TimestampSchema),
});
export type InvitationLink = Type.Static<typeof InvitationLinkSchema>;

export const InvitationLinkListQuerySchema = Type.Object({
  ...pageQueryFields(INVITATION_LINK_SORTS),
  /** Part of the label, the event's name or the function. */
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  status: Type.Optional(Type.Union(InvitationStatusSchema.anyOf, { title: 'Status' })),
});
export type InvitationLinkListQuery = Type.Static<typeof InvitationLinkListQuerySchema>;

export const CreateInvitationLinkSchema = Type.Object(
  {
    label: Type.String({ minLength: 2, maxLength: 100, title: 'Descrição' }),
    expiresOn: BusinessDateSchema('Validade'),
    maxUses: Type.Integer({ minimum: 1, maximum: 10000, title: 'Máximo de usos' }),
    eventId: Type.Optional(Nullable(Type.Integer({ minimum: 1, title: 'Evento' }))),
    function: Type.Optional(Nullable(Type.String({ maxLength: 80, title: 'Função' }))),
  },
  { additionalProperties: false },
);
export type CreateInvitationLink = Type.Static<typeof CreateInvitationLinkSchema>;

// ---- Public pre-registration --------------------------------------------------------------------

export const TokenQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200, title: 'token' }) });
export type TokenQuery = Type.Static<typeof TokenQuerySchema>;

/** What the public page learns about a token: whether it may be used, and for what. */
export const InvitationCheckSchema = Type.Object({
  valid: Type.Boolean(),
  /** INVALID: no link has this token. */
  status: Type.Union([InvitationStatusSchema, Type.Literal('INVALID')]),
  /** The fields below are filled only for a valid (ACTIVE) link. */
  label: Nullable(Type.String()),
  expiresOn: Nullable(Type.String()),
  function: Nullable(Type.String()),
  eventName: Nullable(Type.String()),
});
export type InvitationCheck = Type.Static<typeof InvitationCheckSchema>;

/** The worker's form, sent by the public page (with a token) and by /register (walk-in). */
export const PreRegistrationFormSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 150, title: 'Nome' }),
    cpf: Type.String({ minLength: 11, maxLength: 14, title: 'CPF' }),
    birthDate: BirthDateSchema('Data de nascimento'),
    phone: Type.String({ minLength: 10, maxLength: 20, title: 'Telefone' }),
    email: Type.String({ minLength: 1, maxLength: 200, title: 'E-mail' }),
    address: Type.String({ minLength: 5, maxLength: 300, title: 'Endereço' }),
    function: Type.String({ minLength: 2, maxLength: 80, title: 'Função desejada' }),
    pixKey: Type.String({ minLength: 1, maxLength: 140, title: 'Chave PIX' }),
    /** Consent to the processing of personal data under the LGPD: must be true. */
    consent: Type.Boolean({ title: 'Consentimento' }),
  },
  { additionalProperties: false },
);
export type PreRegistrationForm = Type.Static<typeof PreRegistrationFormSchema>;

/** What the sender of a form gets back. */
export const PreRegistrationReceiptSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Literal('PENDING'),
  createdAt: TimestampSchema,
});
export type PreRegistrationReceipt = Type.Static<typeof PreRegistrationReceiptSchema>;

// ---- Registration requests ----------------------------------------------------------------------

export const RegistrationRequestSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('APPROVED'), Type.Literal('REJECTED')]),
  source: Type.Union([Type.Literal('LINK'), Type.Literal('WALK_IN')]),
  name: Type.String(),
  /** 11 digits. */
  cpf: Type.String(),
  birthDate: Type.String(),
  /** Digits only. */
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  function: Type.String(),
  pixKey: Type.String(),
  consentAt: TimestampSchema,
  linkId: Nullable(Type.Integer()),
  linkLabel: Nullable(Type.String()),
  eventId: Nullable(Type.Integer()),
  eventName: Nullable(Type.String()),
  createdAt: TimestampSchema,
  createdByName: Nullable(Type.String()),
  reviewedAt: Nullable(TimestampSchema),
  reviewedByName: Nullable(Type.String()),
  rejectionReason: Nullable(Type.String()),
  /** The employee an approval created. */
  employeeId: Nullable(Type.Integer()),
  /** Duplicate CPF flags: an employee already holding this CPF… */
  duplicateEmployeeId: Nullable(Type.Integer()),
  /** …and other pending requests with the same CPF. */
  duplicateRequestIds: Type.Array(Type.Integer()),
});
export type RegistrationRequest = Type.Static<typeof RegistrationRequestSchema>;

export const PendingRegistrationQuerySchema = Type.Object({
  ...pageQueryFields(REGISTRATION_REQUEST_SORTS),
  /** Part of the name, e-mail or function, or digits of the CPF. */
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  source: Type.Optional(Type.Union([Type.Literal('LINK'), Type.Literal('WALK_IN')], { title: 'Origem' })),
  /** Only the requests whose CPF an employee or another pending request already holds. */
  duplicate: Type.Optional(Type.Boolean({ title: 'CPF duplicado' })),
});
export type PendingRegistrationQuery = Type.Static<typeof PendingRegistrationQuerySchema>;

/**
 * GET /pre-registration/requests: every request, of one status when `status` is given. Unsorted,
 * the pending ones come first, then the newest first.
 */
export const RegistrationRequestListQuerySchema = Type.Object({
  ...PendingRegistrationQuerySchema.properties,
  status: Type.Optional(
    Type.Union([Type.Literal('PENDING'), Type.Literal('APPROVED'), Type.Literal('REJECTED')], { title: 'Situação' }),
  ),
});
export type RegistrationRequestListQuery = Type.Static<typeof RegistrationRequestListQuerySchema>;

/** Optional body of an approval: the employee's function (default: the one asked for) and pay rate (default 0.00). */
export const ApproveRegistrationSchema = Type.Object(
  {
    function: Type.Optional(Type.String({ minLength: 2, maxLength: 80, title: 'Função' })),
    payRate: Type.Optional(AmountInputSchema('Valor da diária')),
  },
  { additionalProperties: false },
);
export type ApproveRegistration = Type.Static<typeof ApproveRegistrationSchema>;

export const RejectRegistrationSchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500, title: 'Motivo' }) },
  { additionalProperties: false },
);
export type RejectRegistration = Type.Static<typeof RejectRegistrationSchema>;
