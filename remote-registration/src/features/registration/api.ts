/**
 * The registration calls (SPEC §7 "Pre-registration"), one named fetcher each, typed by the shared
 * contract. The two public calls run on a page with no sign-in: they skip the session rules (a 401
 * or 403 there must not send a worker to /login) and show their errors on the page, not as a
 * notification.
 */
import type {
  ApproveRegistration,
  CreateInvitationLink,
  Event,
  InvitationCheck,
  InvitationLink,
  PreRegistrationForm,
  PreRegistrationReceipt,
  RegistrationRequest,
  RejectRegistration,
} from '@sge/shared/contract';
import { http, type RequestOptions } from '@sge/shared/http';

export type RegistrationRequestOptions = Pick<RequestOptions, 'notifyError'>;

const PUBLIC: RequestOptions = { skipAuthRules: true, notifyError: false };

// ---- Invitation links ----

export const getInvitationLinks = (options?: RegistrationRequestOptions): Promise<InvitationLink[]> =>
  http.get<InvitationLink[]>('/pre-registration/links', options);

export const getInvitationLink = (id: number, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.get<InvitationLink>(`/pre-registration/links/${id}`, options);

export const createInvitationLink = (body: CreateInvitationLink, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.post<InvitationLink>('/pre-registration/links', body, options);

export const revokeInvitationLink = (id: number, options?: RegistrationRequestOptions): Promise<InvitationLink> =>
  http.post<InvitationLink>(`/pre-registration/links/${id}/revoke`, undefined, options);

/** The events a link may be for (the create dialog lists the ones not finalized). */
export const getEvents = (options?: RegistrationRequestOptions): Promise<Event[]> => http.get<Event[]>('/events', options);

// ---- Public pre-registration (no sign-in) ----

export const validateInvitation = (token: string): Promise<InvitationCheck> =>
  http.get<InvitationCheck>('/pre-registration/validate', { ...PUBLIC, query: { token } });

export const submitPreRegistration = (token: string, body: PreRegistrationForm): Promise<PreRegistrationReceipt> =>
  http.post<PreRegistrationReceipt>('/pre-registration/submit', body, { ...PUBLIC, query: { token } });

// ---- Walk-in and requests ----

export const createWalkInRegistration = (body: PreRegistrationForm, options?: RegistrationRequestOptions): Promise<PreRegistrationReceipt> =>
  http.post<PreRegistrationReceipt>('/pre-registration/walk-in', body, options);

export const getPendingRegistrations = (options?: RegistrationRequestOptions): Promise<RegistrationRequest[]> =>
  http.get<RegistrationRequest[]>('/pre-registration/pending', options);

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
