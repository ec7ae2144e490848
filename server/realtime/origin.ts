/**
 * Whether a socket handshake may come from `origin`. Browsers always send Origin: it must be the server's own
 * (the Host the request reached, or PUBLIC_URL behind a proxy) or one of ALLOWED_ORIGINS. Clients that send no
 * Origin (Node scripts, the customer CLI, tests) are not browsers, so no other site can act through them: they
 * pass here and are held to the login token like every connection.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  if (allowedOrigins.includes(origin)) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (host && parsed.host === host.toLowerCase()) return true;
  try {
    return new URL(publicUrl).origin === parsed.origin;
  } catch {
    return false;
  }
}
