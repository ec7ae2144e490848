import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** One msw server for the web suite; tests add per-case handlers with server.use(handle(...)). */
export const server = setupServer(...defaultHandlers);
