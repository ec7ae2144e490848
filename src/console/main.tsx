import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CONSOLE_AUTH_STORAGE_KEY, selectAuthStorage } from '../platform/auth/storage';
import { consoleFeatures } from '../features';
import { CONSOLE_BASENAME, createConsoleApp } from './ConsoleApp';

/** The console's entry, loaded by src/main.tsx for paths under /admin only (a lazy chunk of its own). */
export async function renderConsole(root: HTMLElement) {
  selectAuthStorage(CONSOLE_AUTH_STORAGE_KEY);
  const ConsoleApp = createConsoleApp(await consoleFeatures());
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={CONSOLE_BASENAME}>
        <ConsoleApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
