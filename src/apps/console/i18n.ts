import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import { LOCALE } from '../../../i18n';
import { consoleCopy } from '../../../i18n/it/app/console';
import { approximateRange } from '../../../i18n/it/app/ui';
import { raItalian } from '../../../i18n/it/ra';
import type { ConsoleFeature } from '../../platform/feature';

/** react-admin's Italian catalog, the console's copy and each console resource's own (`messages` in its manifest). */
export function consoleI18nProvider(features: readonly ConsoleFeature[]) {
  const resources = Object.fromEntries(
    features.flatMap((feature) =>
      (feature.resources ?? []).flatMap((resource) => (resource.messages ? [[resource.name, resource.messages]] : [])),
    ),
  );
  // The login form's first field is the operator's email. A list past EXACT_TOTAL_MAX rows pages partially
  // (dataProvider): "1–25 di oltre 1.000", the dealer app's wording too (approximateRange).
  const messages = mergeTranslations(
    raItalian,
    { ra: { auth: { username: 'Email' }, navigation: { partial_page_range_info: approximateRange } } },
    { console: consoleCopy, resources },
  );
  return polyglotI18nProvider(() => messages, LOCALE, [{ locale: LOCALE, name: 'Italiano' }], { allowMissing: true });
}
