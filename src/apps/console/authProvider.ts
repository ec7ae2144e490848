import { appAuthProvider } from '../../platform/auth/appAuthProvider';

/** The operator's session: the console's client key; a dealer or a customer is refused there by the server. */
export const consoleAuthProvider = appAuthProvider({
  client: 'operator-console',
  role: 'operator',
  // No fullName: react-admin would show it as the text of a button named "Profilo" (axe: label-content-name-mismatch).
  identity: (user) => ({ id: user.id }),
});
