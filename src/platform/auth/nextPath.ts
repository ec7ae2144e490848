/** The query key that carries, on the login page, where a logged-out visitor was going. */
export const NEXT_PARAM = 'next';

/**
 * A path of this app only: starts with one '/', no scheme, no '//' or '/\' (another origin), no control
 * characters; '/' itself (the login page) is no destination. Anything else is dropped.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2_000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid' || url.pathname === '/') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login page's address that remembers the intended path. */
export function loginWithNext(loginPath: string, intended: string): string {
  const next = safeNextPath(intended);
  return next ? `${loginPath}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : loginPath;
}

/** The intended path the login page was opened with, if it is safe. */
export function nextFromLocation(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}
