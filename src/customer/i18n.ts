import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LOCALE } from '../../i18n';
import { raItalian } from '../../i18n/it/ra';

/** react-admin's own Italian catalog; the app's copy is typed and read directly (i18n/it/customer/app.ts). */
export const customerI18nProvider = polyglotI18nProvider(() => raItalian, LOCALE, [{ locale: LOCALE, name: 'Italiano' }], { allowMissing: true });
