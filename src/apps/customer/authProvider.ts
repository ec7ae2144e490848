import { appAuthProvider } from '../../platform/auth/appAuthProvider';

/** The client key of the customer app's sessions: the server refuses dealers and operators with it, pointing elsewhere. */
export const CUSTOMER_CLIENT_KEY = 'customer-app';

/** The customer's session; registration stores its answer the same way. */
export const customerAuthProvider = appAuthProvider({
  client: CUSTOMER_CLIENT_KEY,
  role: 'customer',
  identity: (user) => ({ id: user.id, fullName: [user.name, user.surname].filter(Boolean).join(' ') }),
});
