import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { CustomerSubmission } from '../../contract/api/customer';
import type { User } from '../../contract';
import { CUSTOMER_BASENAME, createCustomerApp } from '../../src/apps/customer/CustomerApp';
import { customerFeatures } from '../../src/apps/customer/features';
import {
  AUTH_STORAGE_KEY,
  authStore,
  CUSTOMER_AUTH_STORAGE_KEY,
  selectAuthStorage,
} from '../../src/platform/auth/storage';
import { loginResponseFixture, submissionFixture, userFixture } from './fixtures';

export const customer: User = userFixture({
  id: 99,
  email: 'cliente@demo.example',
  role: 'customer',
  legal_name: null,
  current_subscription: null,
});

afterEach(() => selectAuthStorage(AUTH_STORAGE_KEY));

/** The customer app at a path below /cliente, as src/apps/customer/main.tsx mounts it, optionally signed in. */
export async function renderCustomer(path: string, user: User | null = customer) {
  selectAuthStorage(CUSTOMER_AUTH_STORAGE_KEY);
  if (user) authStore.set(loginResponseFixture(user));
  window.history.replaceState(null, '', path);
  const CustomerApp = createCustomerApp(customerFeatures);
  return render(
    <BrowserRouter basename={CUSTOMER_BASENAME}>
      <CustomerApp />
    </BrowserRouter>,
  );
}

/** A customer's request as GET /customer/submissions/:id answers it. */
export function customerRequestFixture(overrides: Partial<CustomerSubmission> = {}): CustomerSubmission {
  const { id, vehicle_id, author_id, province_id, is_outlet, created_at, notes, token_uuid, submission_rows, vehicle } =
    submissionFixture();
  return {
    id,
    vehicle_id,
    author_id,
    province_id,
    is_outlet,
    created_at,
    notes,
    token_uuid,
    submission_rows,
    vehicle,
    deadline_at: new Date(Date.now() + 90 * 60_000).toISOString(),
    closed_at: null,
    timing_residue: 90,
    state: 'open',
    declined_count: 0,
    offers_count: 0,
    ...overrides,
  };
}

export const paged = <T,>(data: T[]) => ({ data, total: data.length, page: 1, per_page: 10, last_page: 1 });
