import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '../../contract';
import { i18nProvider } from '../../i18n';
import { App } from '../../src/apps/dealer/App';
import { DealerProviders } from '../../src/apps/dealer/DealerProviders';
import { authStore } from '../../src/platform/auth/storage';
import { createQueryClient } from '../../src/platform/queryClient';
import { loginResponseFixture } from './fixtures';

/** Stores a session for the user, as a successful login would. */
export function storeSession(user: User) {
  authStore.set(loginResponseFixture(user));
}

/** The whole app at a path, optionally logged in as a user. */
export function renderApp(path: string, user?: User | null) {
  if (user) storeSession(user);
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/** A component inside react-admin's contexts (i18n, query client, router) without the routes. */
export function renderInAdmin(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} queryClient={createQueryClient()}>
        <DealerProviders>{ui}</DealerProviders>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Current location path of the app under test. */
export const currentPath = () => window.location.pathname;

export { screen };
