/** The login form's code, which the boot starts for a visitor (app/prefetchFirstScreen.ts). */
export { loadLoginPage } from './feature';
