import polyglotI18nProvider from 'ra-i18n-polyglot';
import { raItalian } from '../../i18n/it/ra';

/** Italian only (not i18n/index.ts's LOCALE: that module brings the portal's whole catalog and react-admin's index). */
const LOCALE = 'it';

/** react-admin's own Italian catalog; the app's copy is typed and read directly (i18n/it/customer/app.ts). */
export const customerI18nProvider = polyglotI18nProvider(() => raItalian, LOCALE, [{ locale: LOCALE, name: 'Italiano' }], { allowMissing: true });
