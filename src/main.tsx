import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchFirstScreen } from './app/prefetchFirstScreen';

/** How long a visitor's first paint may wait for the login form's code before drawing without it (a spinner). */
const LOGIN_CODE_WAIT_MS = 1000;

/** The operator console (issue 28) lives under /admin: a lazy chunk of its own, never part of the portal's first load. */
const isConsole = /^\/admin(\/|$)/.test(window.location.pathname);
/** The customer app (issue 29) lives under /cliente: a lazy chunk of its own too. */
const isCustomer = /^\/cliente(\/|$)/.test(window.location.pathname);

const loginCode = isConsole || isCustomer ? undefined : prefetchFirstScreen(window.location);

function renderApp() {
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task (issue 18: total blocking time of the dashboard).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The login form is a chunk of its own (issue 18); waiting for it, usually there within the entry's own evaluation,
// draws '/' with the form at once instead of a spinner first.
if (isCustomer) void import('./customer/main').then(({ renderCustomer }) => renderCustomer(document.getElementById('root')!));
else if (isConsole) void import('./console/main').then(({ renderConsole }) => renderConsole(document.getElementById('root')!));
else if (loginCode) void Promise.race([loginCode, new Promise((resolve) => setTimeout(resolve, LOGIN_CODE_WAIT_MS))]).then(renderApp);
else renderApp();
