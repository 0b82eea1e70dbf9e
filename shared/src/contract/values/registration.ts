/** Registration values of the contract (TypeBox-free, for the browser apps). */

/** Where the public pre-registration page lives; the token goes in the `token` query parameter. */
export const PRE_REGISTRATION_PATH = '/registration/pre-registration';

/** Smallest age accepted on a pre-registration (Brazilian labour law: 16). */
export const MIN_WORKER_AGE = 16;

/**
 * Status of a link, computed when read: REVOKED wins over everything, then EXHAUSTED (every use
 * taken), then EXPIRED (past its last day, São Paulo calendar), else ACTIVE.
 */
export const INVITATION_STATUSES = ['ACTIVE', 'EXPIRED', 'EXHAUSTED', 'REVOKED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What GET /pre-registration/links sorts by (default: newest first, `-createdAt`). */
export const INVITATION_LINK_SORTS = ['createdAt', 'label', 'expiresOn', 'uses', 'status', 'eventName'] as const;
export type InvitationLinkSort = (typeof INVITATION_LINK_SORTS)[number];

export const REGISTRATION_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RegistrationRequestStatus = (typeof REGISTRATION_REQUEST_STATUSES)[number];
/** The status of a request in pt-BR words. */
export const REGISTRATION_REQUEST_STATUS_LABELS: Record<RegistrationRequestStatus, string> = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovada',
  REJECTED: 'Rejeitada',
};
/** LINK: sent through an invitation link; WALK_IN: typed by a coordinator at the venue (/register). */
export type RegistrationSource = 'LINK' | 'WALK_IN';

/** What GET /pre-registration/pending sorts by (default: oldest first, the order to review in). */
export const REGISTRATION_REQUEST_SORTS = ['createdAt', 'name', 'cpf', 'function', 'source'] as const;
export type RegistrationRequestSort = (typeof REGISTRATION_REQUEST_SORTS)[number];
