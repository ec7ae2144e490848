import { lazy } from 'react';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { defineCustomerFeature } from '../../../platform/feature';

const LoginPage = lazy(() => import('./LoginPage'));
const RegisterPage = lazy(() => import('./RegisterPage'));
const RecoveryPage = lazy(() => import('./RecoveryPage'));

/** The customer's account at /cliente: login, registration, password recovery (the dealers' call). */
export const feature = defineCustomerFeature({
  name: 'customer-account',
  pages: [
    { path: 'accedi', title: m.login.title, element: <LoginPage />, public: true },
    { path: 'registrati', title: m.register.title, element: <RegisterPage />, public: true },
    { path: 'recupero-password', title: m.recovery.title, element: <RecoveryPage />, public: true },
  ],
});
