import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrentUserSchema, Envelope, LoginRequestSchema, LoginResponseSchema } from '@sge/shared/contract';
import { MESSAGES, tooManyRequests, unauthorized } from '../http/errors';
import { LOGIN_BODY_LIMIT } from '../http/request-limits';
import { authenticate, signToken } from './guard';
import { beginLoginAttempt } from './login-rate-limit';
import { verifyDummyPassword, verifyPassword } from './passwords';

export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

/** POST /api/auth/login and GET /api/auth/me. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const columns = ['id', 'username', 'name', 'email', 'role', 'photo_url', 'password_hash', 'active', 'session_version'] as const;
  const findByUsername = (username: string) =>
    app.db
      .selectFrom('users')
      .select(columns)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
      .executeTakeFirst();
  const findById = (id: number) => app.db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();

  app.post(
    '/login',
    { bodyLimit: LOGIN_BODY_LIMIT, schema: { body: LoginRequestSchema, response: { 200: Envelope(LoginResponseSchema) } } },
    async (request) => {
      const username = request.body.username.trim().toLowerCase();
      const attempt = await beginLoginAttempt(app.db, username, request.ip);
      if (attempt.blocked) throw tooManyRequests(TOO_MANY_ATTEMPTS);

      const user = await findByUsername(username);
      const valid = user
        ? await verifyPassword(user.password_hash, request.body.password)
        : await verifyDummyPassword(request.body.password);
      // An inactive account answers like a wrong password: the reply never confirms an account exists.
      if (!user || !valid || !user.active) {
        await attempt.failed();
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      const token = signToken(app, { id: user.id, username: user.username, role: user.role, sessionVersion: user.session_version });
      return { data: { token, role: user.role, username: user.username, id: user.id, photoUrl: user.photo_url } };
    },
  );

  app.get(
    '/me',
    { onRequest: [authenticate], schema: { response: { 200: Envelope(CurrentUserSchema) } } },
    async (request) => {
      const user = await findById(request.user!.id);
      if (!user || !user.active) throw unauthorized(MESSAGES.invalidToken);
      return {
        data: { id: user.id, username: user.username, name: user.name, role: user.role, photoUrl: user.photo_url, email: user.email },
      };
    },
  );
};
