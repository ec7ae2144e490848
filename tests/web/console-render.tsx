import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { User } from '../../contract';
import { CONSOLE_BASENAME, createConsoleApp } from '../../src/apps/console/ConsoleApp';
import { consoleFeatures } from '../../src/apps/console/resources';
import type { ConsoleFeature } from '../../src/platform/feature';
import {
  AUTH_STORAGE_KEY,
  authStore,
  CONSOLE_AUTH_STORAGE_KEY,
  selectAuthStorage,
} from '../../src/platform/auth/storage';
import { loginResponseFixture, userFixture } from './fixtures';

export const operator: User = userFixture({
  id: 1,
  email: 'operatore@demo.example',
  role: 'operator',
  legal_name: null,
  current_subscription: null,
});

afterEach(() => selectAuthStorage(AUTH_STORAGE_KEY));

/** The console at a path below /admin, as src/apps/console/main.tsx mounts it, optionally signed in as the operator. */
export async function renderConsole(
  path: string,
  user: User | null = operator,
  features: readonly ConsoleFeature[] = consoleFeatures,
) {
  selectAuthStorage(CONSOLE_AUTH_STORAGE_KEY);
  if (user) authStore.set(loginResponseFixture(user));
  window.history.replaceState(null, '', path);
  const ConsoleApp = createConsoleApp(features);
  return render(
    <BrowserRouter basename={CONSOLE_BASENAME}>
      <ConsoleApp />
    </BrowserRouter>,
  );
}

/** A paged answer as the /api/admin lists give it. */
export const paged = <T,>(data: T[]) => ({ data, total: data.length, page: 1, per_page: 25, last_page: 1 });
