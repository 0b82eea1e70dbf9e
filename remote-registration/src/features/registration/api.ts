/**
 * The registration calls (SPEC §7 "Pre-registration"), one named fetcher each, typed by the shared
 * contract. The two public calls run on a page with no sign-in: they skip the session rules (a 401
 * or 403 there must not send a worker to /login) and show their errors on the page, not as a
 * notification.
 */
import {
  MAX_API_PAGE_SIZE,
  type ApproveRegistration,
  type CreateInvitationLink,
  type Event,
  type InvitationCheck,
  type InvitationLink,
  type PreRegistrationForm,
  type PreRegistrationReceipt,
  type RegistrationRequest,
  type RejectRegistration,
  type ServiceCatalogItem,
} from '@sge/shared/contract';
import { http, type RequestOptions } from '@sge/shared/http';
import { apiKey, apiQuery, defineList, pageQuery, queryOptions, type ApiParams } from '@sge/shared/query';

export type RegistrationRequestOptions = Pick<RequestOptions, 'notifyError'>;

const PUBLIC: RequestOptions = { skipAuthRules: true, notifyError: false };

export const registrationQueries = {
  links: (params: ApiParams) => pageQuery<InvitationLink>('/pre-registration/links', params),
  /** Every request (of one status when filtered): pending first, then newest first, unless sorted. */
  requests: (params: ApiParams) => pageQuery<RegistrationRequest>('/pre-registration/requests', params),
  request: (id: number) => apiQuery<RegistrationRequest>(`/pre-registration/${id}`),
  /**
   * The events a link may be for: the active ones, in one page of the largest size (GET /events is
   * paged; a company runs far fewer than 200 events at once).
   */
  activeEvents: () => apiQuery<EventOption[]>('/events', { status: 'active', pageSize: MAX_API_PAGE_SIZE }),
  /** The active services of the catalogue (one page of the largest size), whose staff rates an approval proposes. */
  services: () => apiQuery<ServiceCatalogItem[]>('/service-catalog', { active: true, pageSize: MAX_API_PAGE_SIZE }),
};

/**
 * The day rate the catalogue proposes for a function: the unit price of the active service whose
 * staff function is that one (a daily unit first), as the money input writes it ('180,00'); '' when none.
 */
export function proposedPayRate(services: readonly ServiceCatalogItem[], fn: string): { rate: string; service: string } | null {
  const key = fn.trim().toLocaleLowerCase('pt-BR');
  if (!key) return null;
  const matching = services.filter((s) => s.active && s.staffFunction?.trim().toLocaleLowerCase('pt-BR') === key);
  const best = matching.find((s) => /^di[áa]ria$/i.test(s.unit.trim())) ?? matching[0];
  if (!best) return null;
  const [int = '0', frac = ''] = best.unitPrice.split('.');
  return { rate: `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac.padEnd(2, '0').slice(0, 2)}`, service: best.name };
}

/** The invitations page's list (its route preloads the same first page). */
export const invitationsList = defineList({ query: registrationQueries.links, storageKey: 'invitations' });
/** The registration requests page's list (its route preloads the same first page). */
export const requestsList = defineList({ query: registrationQueries.requests, storageKey: 'registration-requests' });

// ---- Invitation links ----

export const getInvitationLink = (id: number, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.get<InvitationLink>(`/pre-registration/links/${id}`, options);

export const createInvitationLink = (body: CreateInvitationLink, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.post<InvitationLink>('/pre-registration/links', body, options);

export const revokeInvitationLink = (id: number, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.post<InvitationLink>(`/pre-registration/links/${id}/revoke`, undefined, options);

/** What the create dialog reads of an event. */
export type EventOption = Pick<Event, 'id' | 'name' | 'isFinalized'>;

// ---- Public pre-registration (no sign-in) ----

/** Whether an invitation's token may be used (public: its failure shows on the page, never the session rules). */
export const invitationCheckQuery = (token: string) =>
  queryOptions({
    queryKey: apiKey('/pre-registration/validate', { token }),
    queryFn: ({ signal }) => http.get<InvitationCheck>('/pre-registration/validate', { ...PUBLIC, query: { token }, signal }),
    meta: { notifyError: false },
  });

export const submitPreRegistration = (token: string, body: PreRegistrationForm): Promise<PreRegistrationReceipt> =>
  http.post<PreRegistrationReceipt>('/pre-registration/submit', body, { ...PUBLIC, query: { token } });

// ---- Walk-in and requests ----

export const createWalkInRegistration = (body: PreRegistrationForm, options?: RegistrationRequestOptions): Promise<PreRegistrationReceipt> =>
  http.post<PreRegistrationReceipt>('/pre-registration/walk-in', body, options);


export const approveRegistrationRequest = (
  id: number,
  body: ApproveRegistration = {},
  options?: RegistrationRequestOptions,
): Promise<RegistrationRequest> => http.post<RegistrationRequest>(`/pre-registration/${id}/approve`, body, options);

export const rejectRegistrationRequest = (
  id: number,
  body: RejectRegistration,
  options?: RegistrationRequestOptions,
): Promise<RegistrationRequest> => http.post<RegistrationRequest>(`/pre-registration/${id}/reject`, body, options);
