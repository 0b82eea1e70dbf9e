/** Auth values of the contract (TypeBox-free, for the browser apps). */

/**
 * Response header carrying a fresh token for the caller, when a call ended the caller's own sessions
 * (an administrator changing their own password); the API client keeps it so this session goes on.
 */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';
