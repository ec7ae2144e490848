import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { EXACT_TOTAL_MAX } from '../../contract/constants';
import { i18nProvider } from '../../i18n';
import { app } from '../../i18n/it/app';
import { raItalian } from '../../i18n/it/ra';

type Catalog = { [key: string]: string | Catalog };

/** Every string leaf as [dotted key, message]. */
function leaves(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (message: string) => [...message.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const pluralForms = (message: string) => message.split('||||').length;

describe("react-admin's Italian catalog", () => {
  const english = new Map(leaves(englishMessages as unknown as Catalog));
  const italian = new Map(leaves(raItalian as unknown as Catalog));

  it('has exactly the English keys', () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the same %{placeholders} and plural forms for every key', () => {
    const mismatches = [...english].filter(([key, message]) => {
      const translated = italian.get(key) ?? '';
      return (
        placeholders(translated).join() !== placeholders(message).join() ||
        pluralForms(translated) !== pluralForms(message)
      );
    });
    expect(mismatches).toEqual([]);
  });

  it('is actually translated (no English left but words that are the same in Italian)', () => {
    const sameInItalian = new Set([
      'ra.page.dashboard',
      'ra.page.list',
      'ra.page.edit',
      'ra.page.show',
      'ra.boolean.null',
      'ra.boolean.false',
      'ra.auth.password',
      'ra.auth.email',
      'ra.message.no',
    ]);
    const untranslated = [...english].filter(
      ([key, message]) => italian.get(key) === message && !sameInItalian.has(key),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('i18n provider', () => {
  it('speaks Italian for react-admin and the app', () => {
    expect(i18nProvider.getLocale()).toBe('it');
    expect(i18nProvider.translate('ra.action.save')).toBe('Salva');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe(
      '1-10 di 42',
    );
    expect(i18nProvider.translate('ra.notification.updated', { smart_count: 3 })).toBe('3 elementi aggiornati');
    // A request list past EXACT_TOTAL_MAX: the cap, written out in i18n/it/app/ui.ts, is the contract's.
    expect(i18nProvider.translate('ra.navigation.partial_page_range_info', { offsetBegin: 1, offsetEnd: 10 })).toBe(
      `1–10 di oltre ${String(EXACT_TOTAL_MAX).replace(/\B(?=(\d{3})+$)/g, '.')}`,
    );
    expect(i18nProvider.translate('app.footer.copyright', { year: 2025, name: 'RicambiHub' })).toBe(
      '© 2025 RicambiHub. Tutti i diritti riservati.',
    );
  });

  it('resolves every key of the app catalog', () => {
    for (const [key, message] of leaves(app as unknown as Catalog, 'app.')) {
      expect(message.trim(), key).not.toBe('');
      expect(i18nProvider.translate(key, { _: '__missing__' }), key).not.toBe('__missing__');
    }
  });
});
