/** The Users calls (SPEC §7), typed by the shared contract; they resolve with the unwrapped `data`. */
import type { ChangePassword, CreateUser, UpdateUser, User } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { defineList, pageQuery, type ApiParams } from '@sge/shared/query';

export const usersQueries = {
  list: (params: ApiParams) => pageQuery<User>('/users', params),
};

/** The users page's list (its route preloads the same first page). */
export const usersList = defineList({ query: usersQueries.list, storageKey: 'users' });

const userPath = (id: number): string => `/users/${id}`;

export const getUser = (id: number): Promise<User> => http.get<User>(userPath(id));
export const createUser = (body: CreateUser): Promise<User> => http.post<User>('/users', body);
export const updateUser = (id: number, body: UpdateUser): Promise<User> => http.put<User>(userPath(id), body);
export const changeUserPassword = (id: number, body: ChangePassword): Promise<User> =>
  http.patch<User>(`${userPath(id)}/change-password`, body);
/** Flips the account's active flag; 409 for the caller's own account or the last active administrator. */
export const toggleUserActive = (id: number): Promise<User> => http.patch<User>(`${userPath(id)}/toggle-active`);
