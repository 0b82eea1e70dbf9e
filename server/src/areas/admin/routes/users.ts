/** /api/users: administrators list, create and edit users, set passwords and (de)activate accounts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SESSION_TOKEN_HEADER,
  ChangePasswordSchema,
  CreateUserSchema,
  Envelope,
  IdParamsSchema,
  PagedEnvelope,
  UpdateUserSchema,
  UserListQuerySchema,
  UserSchema,
} from '@sge/shared/contract';
import { requireRoles, signToken } from '../../../auth/guard';
import { hashPassword } from '../../../auth/passwords';
import { PERMISSIONS } from '../../../auth/permissions';
import { notFound } from '../../../http/errors';
import { ADMIN_MESSAGES } from '../messages';
import { checkNewPassword, toUserInput } from '../input';
import { createUsersRepository } from '../repository/users';

const UserEnvelope = Envelope(UserSchema);

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app);
  app.addHook('onRequest', requireRoles(...PERMISSIONS.users));

  app.get('/', { schema: { querystring: UserListQuerySchema, response: { 200: PagedEnvelope(UserSchema) } } }, async (request) =>
    users.list(request.query),
  );

  app.post('/', { schema: { body: CreateUserSchema, response: { 201: UserEnvelope } } }, async (request, reply) => {
    const input = toUserInput(request.body);
    checkNewPassword(request.body.password, input.username);
    const user = await users.create(input, await hashPassword(request.body.password));
    return reply.status(201).send({ data: user });
  });

  app.get('/:id', { schema: { params: IdParamsSchema, response: { 200: UserEnvelope } } }, async (request) => {
    const user = await users.findById(request.params.id);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    return { data: user };
  });

  app.put('/:id', { schema: { params: IdParamsSchema, body: UpdateUserSchema, response: { 200: UserEnvelope } } }, async (request) => {
    const user = await users.update(request.params.id, toUserInput(request.body));
    app.accountCheck.invalidate(user.id);
    return { data: user };
  });

  app.patch(
    '/:id/change-password',
    { schema: { params: IdParamsSchema, body: ChangePasswordSchema, response: { 200: UserEnvelope } } },
    async (request, reply) => {
      const current = await users.findById(request.params.id);
      if (!current) throw notFound(ADMIN_MESSAGES.userNotFound);
      checkNewPassword(request.body.newPassword, current.username);
      const user = await users.setPassword(current.id, await hashPassword(request.body.newPassword));
      if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
      // The user's other sessions end here; an administrator changing their own password keeps this one.
      app.accountCheck.invalidate(user.id);
      if (user.id === request.user!.id) {
        const account = await app.accountCheck.lookup(user.id);
        if (account) {
          reply.header(SESSION_TOKEN_HEADER, signToken(app, { id: user.id, username: account.username, role: account.role, sessionVersion: account.sessionVersion }));
        }
      }
      return { data: user };
    },
  );

  app.patch('/:id/toggle-active', { schema: { params: IdParamsSchema, response: { 200: UserEnvelope } } }, async (request) => {
    const user = await users.toggleActive(request.params.id, request.user!.id);
    app.accountCheck.invalidate(user.id);
    return { data: user };
  });
};
