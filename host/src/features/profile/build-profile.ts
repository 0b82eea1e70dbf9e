import { ROLE_LABELS } from '@sge/shared/access';
import type { SessionUser } from '@sge/shared/session';

/** The profile shown on /profile: built on the client from the session, not from a server (SPEC §3). */
export interface Profile {
  id: number;
  name: string;
  email: string;
  role: string;
  phone: string;
  document: string;
  photoUrl: string | null;
  createdAt?: string;
  bio?: string;
  photo?: string | null;
}

export const NOT_INFORMED = 'Não informado';

export function buildProfile(user: SessionUser | null, now: Date = new Date()): Profile {
  if (!user) {
    return {
      id: 0,
      name: 'Usuário',
      email: NOT_INFORMED,
      role: NOT_INFORMED,
      phone: NOT_INFORMED,
      document: NOT_INFORMED,
      photoUrl: null,
      createdAt: now.toISOString(),
      bio: 'Nenhuma informação adicional.',
      photo: null,
    };
  }
  return {
    id: user.id,
    name: user.username,
    email: NOT_INFORMED,
    role: ROLE_LABELS[user.role],
    phone: NOT_INFORMED,
    document: NOT_INFORMED,
    photoUrl: user.photoUrl,
  };
}
