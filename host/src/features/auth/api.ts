import type { LoginRequest, LoginResponse } from '@sge/shared/contract';
import { http } from '@sge/shared/http';

export const LOGIN_ERROR_TEXT = 'Erro ao autenticar';

/** POST /api/auth/login; the caller shows its own failure message (SPEC §8). */
export const login = (body: LoginRequest) =>
  http.post<LoginResponse>('/auth/login', body, { skipAuthRules: true, notifyError: false });

export interface CurrentUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  role: string;
  photoUrl: string | null;
}

export const getCurrentUser = () => http.get<CurrentUser>('/auth/me', { notifyError: false });
