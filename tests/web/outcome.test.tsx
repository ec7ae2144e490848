import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quotation, QuotationOutcome } from '../../contract';
import { i18nProvider } from '../../i18n';
import { outcomePhrase } from '../../src/features/dealer/quotations/QuotationOutcome';
import QuotationsPage from '../../src/features/dealer/quotations/QuotationsPage';
import type { Translator } from '../../src/ui/translate';
import { userFixture } from './fixtures';
import { quotationIn, renderScreen, signIn } from './fixtures/quotations';
import { handle } from './msw/handlers';
import { server } from './msw/server';

const t = ((key: string, vars?: Record<string, unknown>) => i18nProvider.translate(key, vars)) as Translator;
const outcome = (overrides: Partial<QuotationOutcome>): QuotationOutcome => ({
  result: 'lost',
  rank: 2,
  quotes: 4,
  gap_band: 'above_5_15',
  ...overrides,
});

describe('the outcome in words', () => {
  it.each<[string, Partial<QuotationOutcome>, string]>([
    ['won', { result: 'won', rank: 1, gap_band: null }, 'Hai vinto'],
    [
      'lost, 5–15% above the chosen one',
      {},
      'Non scelto · Posizione 2 di 4 · tra il 5% e il 15% sopra il preventivo scelto',
    ],
    [
      'lost, far below the chosen one',
      { rank: 1, gap_band: 'below_15' },
      'Non scelto · Posizione 1 di 4 · oltre il 15% sotto il preventivo scelto',
    ],
    [
      'lost, close to the chosen one',
      { rank: 1, gap_band: 'within_5' },
      'Non scelto · Posizione 1 di 4 · entro il 5% del preventivo scelto',
    ],
    ['lost without a gap', { gap_band: null }, 'Non scelto · Posizione 2 di 4'],
    [
      'expired without a choice',
      { result: 'expired', rank: 1, quotes: 3, gap_band: null },
      'Scaduto senza scelta · Posizione 1 di 3',
    ],
  ])('%s', (_name, overrides, phrase) => {
    expect(outcomePhrase(t, outcome(overrides))).toBe(phrase);
  });

  it('leaves the gap out in the lists', () => {
    expect(outcomePhrase(t, outcome({}), { short: true })).toBe('Non scelto · Posizione 2 di 4');
  });
});

function showArchive(quotations: Quotation[], selected: number) {
  signIn(userFixture({ id: 7 }));
  server.use(
    handle('quotationList', () => ({
      data: quotations,
      total: quotations.length,
      page: 1,
      per_page: 10,
      last_page: 1,
    })),
  );
  return renderScreen(<QuotationsPage filter="cancelled" />, {
    path: `/dashboard/archived?id=${selected}`,
    route: '/dashboard/archived',
  });
}

describe('the outcome in the quotation lists and detail', () => {
  it('shows the rank in the list and the whole phrase in the detail; nothing while the request is open', async () => {
    const lost = quotationIn('cancelled', { id: 601, quotation_code: 'PRV-000601', outcome: outcome({}) });
    const won = quotationIn('complete', {
      id: 602,
      quotation_code: 'PRV-000602',
      outcome: outcome({ result: 'won', rank: 1, gap_band: null }),
    });
    const open = quotationIn('pending', { id: 603, quotation_code: 'PRV-000603', outcome: null });
    showArchive([lost, won, open], 601);

    const detail = await screen.findByRole('article', { name: 'Preventivo PRV-000601' });
    expect(
      within(detail).getByText('Non scelto · Posizione 2 di 4 · tra il 5% e il 15% sopra il preventivo scelto'),
    ).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Preventivi' });
    const item = (code: string) => within(list).getByRole('button', { name: new RegExp(`Preventivo ${code}`) });
    expect(within(item('PRV-000601')).getByText('Non scelto · Posizione 2 di 4')).toBeInTheDocument();
    expect(within(item('PRV-000602')).getByText('Hai vinto')).toBeInTheDocument();
    expect(within(item('PRV-000603')).queryByText(/Posizione|Hai vinto|Non scelto|Scaduto senza scelta/)).toBeNull();
  });

  it('says "Hai vinto" in the detail of a won quotation', async () => {
    const won = quotationIn('paid', { outcome: outcome({ result: 'won', rank: 1, gap_band: null }) });
    showArchive([won], won.id);
    const detail = await screen.findByRole('article', { name: `Preventivo ${won.quotation_code}` });
    expect(within(detail).getByText('Hai vinto')).toBeInTheDocument();
    expect(within(detail).queryByText(/Posizione/)).toBeNull();
  });
});
