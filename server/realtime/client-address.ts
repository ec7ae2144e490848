/**
 * The client address a chat handshake counts against (per-address limits). Without TRUST_PROXY: the TCP peer.
 * Behind a trusted proxy: like Fastify's request.ip for TRUST_PROXY=true (the first X-Forwarded-For entry); for a
 * list of proxies, the entry the nearest proxy appended (the last one), which is right for the usual single hop
 * (docs/deploy.md) and never lets a client pick an address beyond what that proxy saw.
 */
export function clientAddress(peer: string, forwardedFor: string | string[] | undefined, trustProxy: boolean | string): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (!trustProxy || !header) return peer;
  const hops = header.split(',').map((hop) => hop.trim()).filter(Boolean);
  if (hops.length === 0) return peer;
  return (trustProxy === true ? hops[0] : hops[hops.length - 1]).slice(0, 64);
}
