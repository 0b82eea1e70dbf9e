/**
 * Lets code outside React (the http client's 401/403 handling) navigate through the router the
 * host mounted. Falls back to a full page load when no router registered itself.
 */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let current: NavigateFn | null = null;

/** The host registers the router's navigate function here; returns an unregister function. */
export function setNavigator(fn: NavigateFn | null): () => void {
  current = fn;
  return () => {
    if (current === fn) current = null;
  };
}

/** Navigates with the registered router, or by assigning window.location. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
