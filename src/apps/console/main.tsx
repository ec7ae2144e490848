import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { consoleFeatures } from './resources';
import { CONSOLE_AUTH_STORAGE_KEY, selectAuthStorage } from '../../platform/auth/storage';
import { ScrollRestoration } from '../../platform/ScrollRestoration';
import { CONSOLE_BASENAME, createConsoleApp } from './ConsoleApp';

/**
 * The operator console's entry: the module script of admin.html, which the server answers for /admin and
 * every path below it. Nothing of the dealer portal's entry (src/apps/dealer/main.tsx) is loaded.
 */
selectAuthStorage(CONSOLE_AUTH_STORAGE_KEY);
const ConsoleApp = createConsoleApp(consoleFeatures);
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter basename={CONSOLE_BASENAME}>
        <ScrollRestoration storageKey="ricambihub.console.scroll" />
        <ConsoleApp />
      </BrowserRouter>
    </StrictMode>,
  );
});
