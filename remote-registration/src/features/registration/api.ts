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
} from '@sge/shared/contract';
import { http, type RequestOptions } from '@sge/shared/http';

export type RegistrationRequestOptions = Pick<RequestOptions, 'notifyError'>;

const PUBLIC: RequestOptions = { skipAuthRules: true, notifyError: false };

// ---- Invitation links ----

export const getInvitationLink = (id: number, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.get<InvitationLink>(`/pre-registration/links/${id}`, options);

export const createInvitationLink = (body: CreateInvitationLink, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.post<InvitationLink>('/pre-registration/links', body, options);

export const revokeInvitationLink = (id: number, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.post<InvitationLink>(`/pre-registration/links/${id}/revoke`, undefined, options);

/** What the create dialog reads of an event. */
export type EventOption = Pick<Event, 'id' | 'name' | 'isFinalized'>;

/**
 * The events a link may be for: the ones not finalized, in one page of the largest size (GET /events
 * is paged; a company runs far fewer than 200 events at once). The lists of links and requests are
 * paged too: the pages load them with usePagedList.
 */
export const getEvents = (options?: RegistrationRequestOptions): Promise<EventOption[]> =>
  http.get<EventOption[]>('/events', { ...options, query: { status: 'active', pageSize: MAX_API_PAGE_SIZE } });

// ---- Public pre-registration (no sign-in) ----

export const validateInvitation = (token: string): Promise<InvitationCheck> =>
  http.get<InvitationCheck>('/pre-registration/validate', { ...PUBLIC, query: { token } });

export const submitPreRegistration = (token: string, body: PreRegistrationForm): Promise<PreRegistrationReceipt> =>
  http.post<PreRegistrationReceipt>('/pre-registration/submit', body, { ...PUBLIC, query: { token } });

// ---- Walk-in and requests ----

export const createWalkInRegistration = (body: PreRegistrationForm, options?: RegistrationRequestOptions): Promise<PreRegistrationReceipt> =>
  http.post<PreRegistrationReceipt>('/pre-registration/walk-in', body, options);

export const getRegistrationRequest = (id: number, options?: RegistrationRequestOptions): Promise<RegistrationRequest> =>
  http.get<RegistrationRequest>(`/pre-registration/${id}`, options);

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
