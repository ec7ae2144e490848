import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { customerFeatures } from '../features';
import { CUSTOMER_AUTH_STORAGE_KEY, selectAuthStorage } from '../platform/auth/storage';
import { CUSTOMER_BASENAME, createCustomerApp } from './CustomerApp';

/** The customer app's entry (issue 29), loaded by src/main.tsx for paths under /cliente only (a lazy chunk of its own). */
export async function renderCustomer(root: HTMLElement) {
  selectAuthStorage(CUSTOMER_AUTH_STORAGE_KEY);
  document.documentElement.lang = 'it';
  const CustomerApp = createCustomerApp(await customerFeatures());
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={CUSTOMER_BASENAME}>
        <CustomerApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
