import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetEarlyRequests } from '../../src/platform/dataProvider/http';
import { draftServer, requests } from './msw/handlers';
import { server } from './msw/server';

// No web test opens a real socket: the chat gets tests/web/fixtures/chat-socket.ts's stand-in.
vi.mock('socket.io-client', async () => (await import('./fixtures/chat-socket')).socketIoModule);

// Desktop viewport: react-admin and MUI switch layouts on narrow screens.
Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
window.matchMedia = (query: string) => {
  const minWidth = /min-width:\s*(\d+)/.exec(query);
  const maxWidth = /max-width:\s*([\d.]+)/.exec(query);
  // A desk with a mouse: never a touch-only screen (hover: none, pointer: coarse).
  const touch = /hover:\s*none|pointer:\s*coarse/.test(query);
  const matches =
    !touch && (minWidth ? 1280 >= Number(minWidth[1]) : true) && (maxWidth ? 1280 <= Number(maxWidth[1]) : true);
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
};
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  requests.length = 0;
  draftServer.reset();
  forgetEarlyRequests();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
