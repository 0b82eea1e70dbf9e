/**
 * /api/pre-registration: invitation links and registration requests (admin and manager), walk-in
 * registration (coordinator or above), and the two public calls of the pre-registration page (no
 * sign-in), each with the rate limit it names (the limiter is registered by the area's plugin).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApproveRegistrationSchema,
  CreateInvitationLinkSchema,
  Envelope,
  IdParamsSchema,
  InvitationCheckSchema,
  InvitationLinkListQuerySchema,
  InvitationLinkSchema,
  PagedEnvelope,
  PendingRegistrationQuerySchema,
  RegistrationRequestListQuerySchema,
  PreRegistrationFormSchema,
  PreRegistrationReceiptSchema,
  RegistrationRequestSchema,
  RejectRegistrationSchema,
  TokenQuerySchema,
} from '@sge/shared/contract';
import { authenticate, requireRoles } from '../../auth/guard';
import { PERMISSIONS } from '../../auth/permissions';
import { notFound } from '../../http/errors';
import { toApprovalInput, toFormInput, toLinkInput, toRejectionReason } from './input';
import { REGISTRATION_MESSAGES as M } from './messages';

/** Per client IP. Generous enough for a crew sharing the venue's Wi-Fi, tight enough to stop a script. */
export const PUBLIC_RATE_LIMITS = {
  validate: { max: 60, timeWindow: 60_000 },
  submit: { max: 20, timeWindow: 10 * 60_000 },
} as const;

const LinkEnvelope = Envelope(InvitationLinkSchema);
const RequestEnvelope = Envelope(RegistrationRequestSchema);

export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manage = [authenticate, requireRoles(...PERMISSIONS.registration)];
  const walkIn = [authenticate, requireRoles(...PERMISSIONS.registrationWalkIn)];
  const userId = (request: { user: { id: number } | null }): number => request.user!.id;

  // ---- Invitation links (admin, manager) ----

  app.get(
    '/pre-registration/links',
    { onRequest: manage, schema: { querystring: InvitationLinkListQuerySchema, response: { 200: PagedEnvelope(InvitationLinkSchema) } } },
    async (request) => app.registration.listLinks(request.query),
  );

  app.post(
    '/pre-registration/links',
    { onRequest: manage, schema: { body: CreateInvitationLinkSchema, response: { 201: LinkEnvelope } } },
    async (request, reply) =>
      reply.status(201).send({ data: await app.registration.createLink(toLinkInput(request.body), userId(request)) }),
  );

  app.get(
    '/pre-registration/links/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: LinkEnvelope } } },
    async (request) => {
      const link = await app.registration.findLink(request.params.id);
      if (!link) throw notFound(M.linkNotFound);
      return { data: link };
    },
  );

  app.post(
    '/pre-registration/links/:id/revoke',
    { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: LinkEnvelope } } },
    async (request) => ({ data: await app.registration.revokeLink(request.params.id, userId(request)) }),
  );

  // ---- Public pre-registration (no sign-in, rate-limited) ----

  app.get(
    '/pre-registration/validate',
    {
      config: { rateLimit: PUBLIC_RATE_LIMITS.validate },
      schema: { querystring: TokenQuerySchema, response: { 200: Envelope(InvitationCheckSchema) } },
    },
    async (request) => ({ data: await app.registration.checkToken(request.query.token) }),
  );

  app.post(
    '/pre-registration/submit',
    {
      config: { rateLimit: PUBLIC_RATE_LIMITS.submit },
      schema: { querystring: TokenQuerySchema, body: PreRegistrationFormSchema, response: { 201: Envelope(PreRegistrationReceiptSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.registration.submit(request.query.token, toFormInput(request.body)) }),
  );

  // ---- Walk-in registration at the venue (coordinator or above) ----

  app.post(
    '/pre-registration/walk-in',
    { onRequest: walkIn, schema: { body: PreRegistrationFormSchema, response: { 201: Envelope(PreRegistrationReceiptSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await app.registration.walkIn(toFormInput(request.body), userId(request)) }),
  );

  // ---- Registration requests (admin, manager) ----

  app.get(
    '/pre-registration/pending',
    { onRequest: manage, schema: { querystring: PendingRegistrationQuerySchema, response: { 200: PagedEnvelope(RegistrationRequestSchema) } } },
    async (request) => app.registration.listPending(request.query),
  );

  app.get(
    '/pre-registration/requests',
    { onRequest: manage, schema: { querystring: RegistrationRequestListQuerySchema, response: { 200: PagedEnvelope(RegistrationRequestSchema) } } },
    async (request) => app.registration.listRequests(request.query),
  );

  app.get(
    '/pre-registration/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: RequestEnvelope } } },
    async (request) => {
      const found = await app.registration.findRequest(request.params.id);
      if (!found) throw notFound(M.requestNotFound);
      return { data: found };
    },
  );

  app.post(
    '/pre-registration/:id/approve',
    {
      onRequest: manage,
      // The body is optional (SPEC §7): none at all reads as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: IdParamsSchema, body: ApproveRegistrationSchema, response: { 200: RequestEnvelope } },
    },
    async (request) => ({
      data: await app.registration.approve(request.params.id, toApprovalInput(request.body), userId(request)),
    }),
  );

  app.post(
    '/pre-registration/:id/reject',
    { onRequest: manage, schema: { params: IdParamsSchema, body: RejectRegistrationSchema, response: { 200: RequestEnvelope } } },
    async (request) => ({
      data: await app.registration.reject(request.params.id, toRejectionReason(request.body.reason), userId(request)),
    }),
  );
};
