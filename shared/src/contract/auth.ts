import Type from 'typebox';
import { RoleSchema } from './role-schema';
export * from './values/auth';

export const LoginRequestSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100, title: 'Usuário' }),
    password: Type.String({ minLength: 1, maxLength: 200, title: 'Senha' }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Type.Static<typeof LoginRequestSchema>;

/** What POST /api/auth/login returns inside `data` (SPEC §3). */
export const LoginResponseSchema = Type.Object({
  token: Type.String(),
  role: RoleSchema,
  username: Type.String(),
  id: Type.Integer(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type LoginResponse = Type.Static<typeof LoginResponseSchema>;

/** Claims carried by the signed token. */
export interface TokenClaims {
  sub: number;
  username: string;
  role: Type.Static<typeof RoleSchema>;
  /** The user's session version when signed; a password change raises it and ends older tokens. */
  ver?: number;
}

/** What GET /api/auth/me returns inside `data`: the signed-in user, read from the database. */
export const CurrentUserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  role: RoleSchema,
  photoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type CurrentUser = Type.Static<typeof CurrentUserSchema>;
