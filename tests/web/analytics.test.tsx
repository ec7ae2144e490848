import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../contract';
import { dayjs } from '../../src/ui/dayjs';
import { analyticsCsv } from '../../src/features/dealer/analytics/analyticsCsv';
import { analyticsDatasets, bucketLabels, formatDuration } from '../../src/features/dealer/analytics/analyticsData';
import { dealerWith } from './fixtures';
import { SLOW } from './fixtures/payments';
import { handle, requests, type Resolver } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

/** Euro as Testing Library reads it (its matchers turn the non-breaking space into a space). */
const nbsp = (text: string) => text.replace(/\s/g, ' ');

function analytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    from: '2026-01-01',
    to: '2026-03-31',
    requests_received: 120,
    quotations_sent: 48,
    response_rate: 0.4,
    win_rate: 0.25,
    median_response_minutes: 95,
    median_response_minutes_all: 180,
    revenue: 1234.5,
    average_gap_percent: 12.5,
    weeks: [
      { week: '2026-03-16', quotations: 5, wins: 1 },
      { week: '2026-03-23', quotations: 7, wins: 3 },
    ],
    by_brand: [
      { id: 1, name: 'Fiat', quotations: 10, wins: 4 },
      { id: 2, name: 'Volkswagen', quotations: 4, wins: 0 },
    ],
    by_category: [{ id: 3, name: 'Carrozzeria', quotations: 8, wins: 2 }],
    response_times: [
      { up_to_minutes: 15, quotations: 6 },
      { up_to_minutes: 60, quotations: 20 },
      { up_to_minutes: 1440, quotations: 18 },
      { up_to_minutes: null, quotations: 4 },
    ],
    ...overrides,
  };
}

const empty = (): Analytics =>
  analytics({
    requests_received: 0,
    quotations_sent: 0,
    response_rate: null,
    win_rate: null,
    median_response_minutes: null,
    median_response_minutes_all: null,
    revenue: 0,
    average_gap_percent: null,
    weeks: [],
    by_brand: [],
    by_category: [],
    response_times: [],
  });

// The charts measure their box: jsdom has no layout, so a fixed size stands in for it.
class FixedResizeObserver {
  constructor(private callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, contentRect: { width: 600, height: 280 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FixedResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function showAnalytics(reply: Analytics | Resolver<'analytics'>, path = '/analytics') {
  server.use(handle('analytics', typeof reply === 'function' ? reply : () => reply));
  return renderApp(path, dealerWith('active'));
}

describe('Statistiche (/analytics)', () => {
  it('asks for the last 90 days by default and shows the figures in Italian', async () => {
    showAnalytics(analytics());
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiche' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'In sintesi' }, SLOW);
    const call = requests.find((r) => r.url.pathname === '/api/dealer/7/analytics');
    const today = dayjs();
    expect(call?.url.searchParams.get('to')).toBe(today.format('YYYY-MM-DD'));
    expect(call?.url.searchParams.get('from')).toBe(today.subtract(89, 'day').format('YYYY-MM-DD'));

    const figures = screen.getByRole('heading', { name: 'In sintesi' }).parentElement!;
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value('Richieste ricevute nella tua zona')).toBe('120');
    expect(value('Preventivi inviati')).toBe('48');
    expect(value('Tasso di risposta')).toBe('40%');
    expect(value('Preventivi vinti')).toBe('25%');
    expect(value('Tempo mediano di risposta')).toBe('1 h 35 min');
    expect(within(figures).getByText('Tutti i rivenditori: 3 h')).toBeInTheDocument();
    expect(nbsp(value('Incasso dei preventivi accettati') ?? '')).toBe('1.234,50 €');
    expect(value('Scarto medio quando non scelto')).toBe('+12,5%');
    expect(screen.getByRole('link', { name: 'Statistiche' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws every chart with data, each with its table behind a toggle', async () => {
    showAnalytics(analytics());
    const weeks = await screen.findByRole('region', { name: 'Preventivi e vinti per settimana' }, SLOW);
    expect(within(weeks).getByRole('img', { name: /Preventivi e vinti per settimana: grafico/ })).toBeInTheDocument();
    await waitFor(() => expect(weeks.querySelector('svg')).not.toBeNull(), SLOW);

    const toggle = within(weeks).getByRole('button', { name: 'Mostra i dati in tabella' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(weeks).queryByRole('table')).toBeNull();
    await userEvent.setup().click(toggle);
    expect(within(weeks).getByRole('button', { name: 'Nascondi la tabella' })).toHaveAttribute('aria-expanded', 'true');
    const table = within(weeks).getByRole('table', { name: 'Preventivi e vinti per settimana' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Settimana dal', 'Preventivi', 'Vinti'],
      ['16/03/2026', '5', '1'],
      ['23/03/2026', '7', '3'],
    ]);

    for (const name of [
      'Preventivi vinti per marca',
      'Preventivi vinti per categoria di ricambio',
      'Tempi di risposta',
    ]) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('img', { name: new RegExp(`^${name}: grafico`) })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Mostra i dati in tabella' })).toBeInTheDocument();
    }
  });

  it('says there is nothing to draw when the range is empty, with dashes for the ratios', async () => {
    showAnalytics(empty());
    await screen.findByRole('heading', { name: 'In sintesi' }, SLOW);
    for (const name of [
      'Preventivi e vinti per settimana',
      'Preventivi vinti per marca',
      'Preventivi vinti per categoria di ricambio',
      'Tempi di risposta',
    ]) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByText('Nessun dato nel periodo scelto.')).toBeInTheDocument();
      expect(within(region).queryByRole('img')).toBeNull();
      expect(within(region).queryByRole('button')).toBeNull();
    }
    const figures = screen.getByRole('heading', { name: 'In sintesi' }).parentElement!;
    expect(within(figures).getByText('Tasso di risposta').nextElementSibling).toHaveTextContent('—');
    expect(
      within(figures).getByText('Tutti i rivenditori: troppo pochi dati nel periodo per un confronto'),
    ).toBeInTheDocument();
  });

  it('takes the range from the URL and exports the figures as CSV', async () => {
    const saved: string[] = [];
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    showAnalytics(
      ({ query }) => analytics({ from: String(query.from), to: String(query.to) }),
      '/analytics?from=2026-01-01&to=2026-03-31',
    );
    const button = await screen.findByRole('button', { name: 'Esporta CSV' }, SLOW);
    await waitFor(() => expect(button).toBeEnabled());
    const call = requests.find((r) => r.url.pathname === '/api/dealer/7/analytics');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    await userEvent.setup().click(button);
    expect(saved).toEqual(['statistiche-2026-01-01-2026-03-31.csv']);
    const text = await (blob as unknown as Blob).text();
    expect(text).toContain('Dal;01/01/2026');
    expect(text).toContain('Tasso di risposta (%);40');
    expect(text).toContain('Incasso dei preventivi accettati (EUR);1234,5');
  });
});

describe('statistics data', () => {
  const t = ((key: string, vars?: Record<string, unknown>) => `${key}${vars ? JSON.stringify(vars) : ''}`) as never;

  it('formats durations and response-time buckets in Italian', async () => {
    const { i18nProvider } = await import('../../i18n');
    const it_ = ((key: string, vars?: Record<string, unknown>) => i18nProvider.translate(key, vars)) as Parameters<
      typeof formatDuration
    >[0];
    expect([45, 60, 95, 1440, 1500, 3000].map((m) => formatDuration(it_, m))).toEqual([
      '45 min',
      '1 h',
      '1 h 35 min',
      '1 g',
      '1 g 1 h',
      '2 g 2 h',
    ]);
    expect(bucketLabels(it_, analytics().response_times)).toEqual([
      'fino a 15 min',
      'da 15 min a 1 h',
      'da 1 h a 1 g',
      'oltre 1 g',
    ]);
    expect(analyticsDatasets(t, analytics())[1].rows).toEqual([
      ['Fiat', 10, 4, 40],
      ['Volkswagen', 4, 0, 0],
    ]);
  });

  it('writes CSV cells safely: quotes, separators and formula-looking text', async () => {
    const { i18nProvider } = await import('../../i18n');
    const it_ = ((key: string, vars?: Record<string, unknown>) => i18nProvider.translate(key, vars)) as Parameters<
      typeof formatDuration
    >[0];
    const data = analytics({ by_brand: [{ id: 1, name: '=HYPERLINK("x";"y")', quotations: 1, wins: 1 }] });
    const csv = analyticsCsv(it_, data, analyticsDatasets(it_, data));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"";""y"")";1;1;100`);
    expect(csv).toContain('Scarto medio quando non scelto (%);12,5');
  });

  it('neutralises every formula trigger of OWASP’s list in text cells, and keeps negative numbers numbers', async () => {
    const { i18nProvider } = await import('../../i18n');
    const it_ = ((key: string, vars?: Record<string, unknown>) => i18nProvider.translate(key, vars)) as Parameters<
      typeof formatDuration
    >[0];
    const names = ['\t=1+1', '\r=1+1', '@SUM(1+1)', "+cmd|' /C calc'!A0", '-2+3', '=1+1, =2+2'];
    const data = analytics({
      by_brand: names.map((name, i) => ({ id: i + 1, name, quotations: 1, wins: 0 })),
      average_gap_percent: -3.5,
    });
    const csv = analyticsCsv(it_, data, analyticsDatasets(it_, data));
    for (const cell of [
      `"'\t=1+1";1;0;0`,
      `"'\r=1+1";1;0;0`,
      `'@SUM(1+1);1;0;0`,
      `'+cmd|' /C calc'!A0;1;0;0`,
      `'-2+3;1;0;0`,
      `"'=1+1, =2+2";1;0;0`,
    ])
      expect(csv).toContain(cell);
    expect(csv).toContain('Scarto medio quando non scelto (%);-3,5');
  });
});
