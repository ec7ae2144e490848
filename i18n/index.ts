import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import { app } from './it/app.js';
import { approximateRange } from './it/app/ui.js';
import { raItalian } from './it/ra.js';
import { resources } from './it/resources.js';

export const LOCALE = 'it';

/**
 * Every message the web app translates: react-admin's catalog in Italian plus the app's own. raItalian is complete
 * (typed as react-admin's catalog, and a test compares it with ra-language-english), so English stays out of the bundle.
 */
export const italianMessages = mergeTranslations(
  raItalian,
  { ra: { navigation: { partial_page_range_info: approximateRange } } },
  { app, resources },
);

/** Italian only; a missing key is a bug (polyglot warns and shows the key), never a silent English fallback. */
export const i18nProvider = polyglotI18nProvider(
  () => italianMessages,
  LOCALE,
  [{ locale: LOCALE, name: 'Italiano' }],
  {
    allowMissing: false,
  },
);
