import proxyAddr from '@fastify/proxy-addr';

type TrustFn = (address: string, hop: number) => boolean;

const compiled = new Map<string, TrustFn>();

/** Fastify's own reading of `trustProxy` (fastify/lib/request.js getTrustProxyFn), so sockets and HTTP agree. */
function trustFunction(trustProxy: true | string): TrustFn {
  if (trustProxy === true) return () => true;
  let trust = compiled.get(trustProxy);
  if (!trust) compiled.set(trustProxy, (trust = proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()))));
  return trust;
}

/**
 * The client address a socket handshake counts against (per-address limits), by the rule of Fastify's request.ip:
 * X-Forwarded-For is read only when the TCP peer is a trusted proxy, and then only up to the first hop that is not
 * one. Without TRUST_PROXY, or from a peer that is not a trusted proxy, the header is ignored.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean | string,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (!trustProxy || !header) return peer;
  const request = {
    headers: { 'x-forwarded-for': header },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  };
  const hops = proxyAddr.all(request as never, trustFunction(trustProxy));
  return (hops[hops.length - 1] ?? peer).slice(0, 64);
}
