import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { app } from './it/app.js';
import { raItalian } from './it/ra.js';
import { resources } from './it/resources.js';

export const LOCALE = 'it';

/** Every message the web app translates: react-admin's catalog (Italian over English) plus the app's own. */
export const italianMessages = mergeTranslations(englishMessages, raItalian, { app, resources });

/** Italian only; a missing key is a bug (polyglot warns and shows the key), never a silent English fallback. */
export const i18nProvider = polyglotI18nProvider(() => italianMessages, LOCALE, [{ locale: LOCALE, name: 'Italiano' }], {
  allowMissing: false,
});
