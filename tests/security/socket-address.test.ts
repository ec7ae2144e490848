import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FAILED_HANDSHAKES_PER_ADDRESS } from '../../server/realtime/chat-limits.js';
import { clientAddress } from '../../server/realtime/client-address.js';
import { listen, refusalOf } from '../server/chat-support.js';
import { testApp, type TestApp } from '../server/support/app.js';
import { chatTokenOf } from './support/chat.js';

/*
 * With TRUST_PROXY naming a proxy, a client connecting directly rotated X-Forwarded-For and was
 * never limited, and could spend a victim's failed-handshake allowance by claiming its address. The header now counts
 * only when the TCP peer is a trusted proxy, as for Fastify's request.ip.
 */

let t: TestApp;
let url: string;
let chatToken: string;

beforeAll(async () => {
  t = await testApp({ TRUST_PROXY: '10.9.9.9' });
  url = await listen(t.app);
  chatToken = await chatTokenOf(t, 68);
});
afterAll(async () => t?.close());

describe('socket handshakes behind TRUST_PROXY, from a peer that is not the proxy', () => {
  it('counts failed handshakes against the peer, whatever X-Forwarded-For it claims', async () => {
    for (let i = 0; i < CHAT_FAILED_HANDSHAKES_PER_ADDRESS; i += 1) {
      const refusal = await refusalOf(
        url,
        { token: 'x'.repeat(43), chatToken },
        { 'x-forwarded-for': `192.0.2.${i % 250}` },
      );
      expect(refusal.code).toBe('unauthorized');
    }
    expect(
      (await refusalOf(url, { token: 'x'.repeat(43), chatToken }, { 'x-forwarded-for': '198.51.100.1' })).code,
    ).toBe('too_many');
  });
});

describe('clientAddress', () => {
  it('reads X-Forwarded-For by the rule of Fastify’s trustProxy', () => {
    expect(clientAddress('127.0.0.1', '192.0.2.1', '10.9.9.9')).toBe('127.0.0.1');
    expect(clientAddress('10.9.9.9', '192.0.2.1', '10.9.9.9')).toBe('192.0.2.1');
    // A client behind the proxy cannot pick its address by prepending hops: the proxy's own entry is the client.
    expect(clientAddress('10.9.9.9', '198.51.100.7, 192.0.2.1', '10.9.9.9')).toBe('192.0.2.1');
    expect(clientAddress('10.1.2.3', '198.51.100.7, 10.1.0.9', '10.1.0.0/16')).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '198.51.100.7, 192.0.2.1', true)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '192.0.2.1', false)).toBe('127.0.0.1');
  });
});
