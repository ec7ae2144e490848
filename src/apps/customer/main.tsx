import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { customerFeatures } from './features';
import { CUSTOMER_AUTH_STORAGE_KEY, selectAuthStorage } from '../../platform/auth/storage';
import { ScrollRestoration } from '../../platform/ScrollRestoration';
import { CUSTOMER_BASENAME, createCustomerApp } from './CustomerApp';

/**
 * The customer app's entry: the module script of cliente.html, which the server answers for /cliente and
 * every path below it. Nothing of the dealer portal's entry (src/apps/dealer/main.tsx) is loaded.
 */
selectAuthStorage(CUSTOMER_AUTH_STORAGE_KEY);
const CustomerApp = createCustomerApp(customerFeatures);
CustomerApp.prefetchFirstScreen(window.location.pathname);
// A transition: the first render runs in slices that yield to the browser (no long task on a slow phone); until it
// commits, cliente.html's static shell stays on screen.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter basename={CUSTOMER_BASENAME}>
        <ScrollRestoration storageKey="ricambihub.customer.scroll" />
        <CustomerApp />
      </BrowserRouter>
    </StrictMode>,
  );
});
