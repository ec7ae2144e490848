import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchFirstScreen } from './prefetchFirstScreen';

/** How long a visitor's first paint may wait for the login form's code before drawing without it (a spinner). */
const LOGIN_CODE_WAIT_MS = 1000;

// The dealer portal's entry (index.html). The customer app (/cliente, cliente.html) and the operator console (/admin,
// admin.html) are entries of their own: the server answers their HTML, so nothing here knows about them.
const loginCode = prefetchFirstScreen(window.location);

function renderApp() {
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task (total blocking time of the dashboard).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The login form is a chunk of its own; waiting for it, usually there within the entry's own evaluation,
// draws '/' with the form at once instead of a spinner first.
if (loginCode)
  void Promise.race([loginCode, new Promise((resolve) => setTimeout(resolve, LOGIN_CODE_WAIT_MS))]).then(renderApp);
else renderApp();
