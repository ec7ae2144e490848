import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pingFixture, userFixture } from './fixtures';
import { lookupHandlers, pagedFixture, requestFixture, submissionHandlers } from './fixtures/submissions';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp, renderInAdmin } from './render';

// The first render loads the dashboard's lazy chunks (and, with a date in the URL, the pickers): more than the default second.
configure({ asyncUtilTimeout: 10_000 });

// Load the lazy screens once up front, so no test's timeout pays for their first transform.
beforeAll(async () => {
  await Promise.all([
    import('../../src/domain/dashboard/DashboardFrame'),
    import('../../src/features/dealer/submissions/SubmissionsPage'),
    import('../../src/domain/dashboard/FiltersEditor'),
    import('../../src/domain/dashboard/DateRangeFilter'),
  ]);
}, 60_000);

const dealer = userFixture();

function serve() {
  server.use(...lookupHandlers(), ...submissionHandlers(() => pagedFixture([requestFixture()])));
}

/** The query of the latest list call. */
function lastListQuery(filter = 'pending'): URLSearchParams {
  const calls = requests.filter((r) => r.url.pathname === `/api/submission/list/${filter}`);
  if (calls.length === 0) throw new Error('no list call yet');
  return calls[calls.length - 1].url.searchParams;
}

const urlParams = () => new URLSearchParams(window.location.search);

describe('dashboard frame', () => {
  it('shows the title, the search box, the Filtri panel and the tabs with their counters', async () => {
    serve();
    server.use(
      handle('ping', () =>
        pingFixture({
          dealer_pending_submissions_count: 12,
          dealer_expired_submissions_count: 4,
          dealer_outlet_submissions_count: 3,
        }),
      ),
    );
    renderApp('/dashboard', dealer);
    expect(await screen.findByRole('heading', { level: 1, name: 'In scadenza' })).toBeInTheDocument();
    // The heading is drawn while the tab's code loads; the frame's tools come with it.
    expect(await screen.findByRole('searchbox', { name: 'Cerca' })).toHaveAttribute('placeholder', 'Cerca...');
    expect(screen.getByRole('region', { name: 'Filtri' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sezioni della dashboard' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /^In scadenza/ })).toHaveTextContent('In scadenza12'),
    );
    const names = within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['In scadenza12', 'Scaduti4', 'Outlet3', 'Bozze0', 'Inviati5', 'Accettati2', 'Archivio1']);
    expect(within(tabs).getByRole('link', { name: /^In scadenza/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /^Scaduti/ })).not.toHaveAttribute('aria-current');
  });

  it('tab links keep the filters but not the page or the selection', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?brand=2&page=3&id=41', dealer);
    const tabs = await screen.findByRole('navigation', { name: 'Sezioni della dashboard' });
    await user.click(within(tabs).getByRole('link', { name: /^Scaduti/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/expired'));
    expect(window.location.search).toBe('?brand=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scaduti' })).toBeInTheDocument();
    await waitFor(() => expect(lastListQuery('expired').getAll('brand')).toEqual(['2']));
  });
});

describe('filters', () => {
  it('are read from the URL on reload and sent with the list call', async () => {
    serve();
    renderApp(
      '/dashboard?brand=1,2&part=3&province=15&dateFrom=2026-11-05&dateTo=2026-11-20&search=panda&sort=asc&page=2',
      dealer,
    );
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/submission/list/pending')).toBe(true));
    const query = lastListQuery();
    expect(query.getAll('brand')).toEqual(['1', '2']);
    expect(query.getAll('part')).toEqual(['3']);
    expect(query.getAll('province')).toEqual(['15']);
    expect(query.get('dateFrom')).toBe('2026-11-05');
    expect(query.get('dateTo')).toBe('2026-11-20');
    expect(query.get('search')).toBe('panda');
    expect(query.get('sort')).toBe('asc');
    expect(query.get('page')).toBe('2');

    // The controls show them back.
    const panel = screen.getByRole('region', { name: 'Filtri' });
    expect(await within(panel).findByRole('button', { name: 'Fiat' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Volkswagen' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Freni' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Milano (MI)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('panda');
    expect(within(panel).getByRole('button', { name: /Meno recenti/ })).toBeInTheDocument();
    // 2 brands + 1 part + 1 province + 2 dates + search = 7
    expect(within(panel).getByRole('button', { name: 'Azzera filtri (7)' })).toBeEnabled();
    // Dates shown as day, month name, year.
    await waitFor(() => expect(within(panel).getByDisplayValue('5 novembre 2026')).toBeInTheDocument());
    expect(within(panel).getByDisplayValue('20 novembre 2026')).toBeInTheDocument();
  });

  it('a brand picked in the multi-select reaches the URL and the list call, back on page 1', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?page=3', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    // A wider screen: the MUI editor, its Autocomplete there as soon as it loads.
    await user.click(await within(panel).findByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: 'Volkswagen' }));
    await waitFor(() => expect(urlParams().get('brand')).toBe('2'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery().getAll('brand')).toEqual(['2']));
    expect(lastListQuery().get('page')).toBe('1');
    await user.click(await screen.findByRole('option', { name: 'Fiat' }));
    await waitFor(() => expect(lastListQuery().getAll('brand')).toEqual(['2', '1']));
  });

  it('the part type list shows categories with their sub-categories', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    await user.click(await within(panel).findByRole('combobox', { name: 'Tipo di ricambio' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Freni',
      'Freni anteriori',
      'Illuminazione',
      'Fari anteriori',
      'Motore',
      'Distribuzione',
    ]);
    await user.click(screen.getByRole('option', { name: 'Fari anteriori' }));
    await waitFor(() => expect(lastListQuery().getAll('part')).toEqual(['2']));
  });

  it('the clear button shows how many filters are active and clears them all, keeping the order', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?brand=1&province=15,58&search=golf&sort=asc', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    const clear = within(panel).getByRole('button', { name: 'Azzera filtri (4)' });
    await user.click(clear);
    await waitFor(() => expect(window.location.search).toBe('?sort=asc'));
    // react-admin applies a list change on its next tick: the panel follows the list context.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Azzera filtri (0)' })).toBeDisabled());
    expect(screen.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('');
    await waitFor(() => expect(lastListQuery().get('brand')).toBeNull());
    expect(lastListQuery().get('search')).toBeNull();
    expect(lastListQuery().get('sort')).toBe('asc');
  });

  it("the sort toggle reads 'Più recenti', then 'Meno recenti' with sort=asc", async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    const toggle = within(panel).getByRole('button', { name: /Più recenti/ });
    expect(toggle).toHaveTextContent('Più recenti');
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('desc'));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveTextContent('Meno recenti'));
    expect(urlParams().get('sort')).toBe('asc');
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('asc'));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveTextContent('Più recenti'));
    expect(urlParams().get('sort')).toBeNull();
  });

  it('the search box waits for a pause in typing, then filters', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    const search = await screen.findByRole('searchbox', { name: 'Cerca' });
    await waitFor(() => expect(lastListQuery().get('search')).toBeNull());
    const before = requests.length;
    await user.type(search, 'golf');
    // One call for the whole word, not one per letter.
    await waitFor(() => expect(lastListQuery().get('search')).toBe('golf'));
    expect(requests.slice(before).filter((r) => r.url.pathname.startsWith('/api/submission/list/'))).toHaveLength(1);
    expect(urlParams().get('search')).toBe('golf');
  });

  it('waits for the third character before searching, and says so', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    const search = await screen.findByRole('searchbox', { name: 'Cerca' });
    await waitFor(() => expect(lastListQuery().get('search')).toBeNull());
    const before = requests.length;
    await user.type(search, 'ga');
    expect(await screen.findByText('Scrivi almeno 3 caratteri')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requests.slice(before).some((r) => r.url.searchParams.has('search'))).toBe(false);
    await user.type(search, 'l');
    await waitFor(() => expect(lastListQuery().get('search')).toBe('gal'));
    expect(screen.queryByText('Scrivi almeno 3 caratteri')).not.toBeInTheDocument();
  });

  it("'Dal' cannot go past 'Al' and 'Al' cannot go before 'Dal'", async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?dateFrom=2026-11-10&dateTo=2026-11-20', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    await waitFor(() => expect(within(panel).getByDisplayValue('10 novembre 2026')).toBeInTheDocument());
    const [openFrom, openTo] = within(panel).getAllByRole('button', { name: /Scegli la data/ });

    await user.click(openTo);
    let calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '10' })).toBeEnabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '25' }));
    await waitFor(() => expect(urlParams().get('dateTo')).toBe('2026-11-25'));
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());

    await user.click(openFrom);
    calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '26' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '25' })).toBeEnabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '12' }));
    await waitFor(() => expect(urlParams().get('dateFrom')).toBe('2026-11-12'));
    await waitFor(() => expect(lastListQuery().get('dateFrom')).toBe('2026-11-12'));
  });

  it('while the fields load, their places are empty boxes that neither take the focus nor are read out', async () => {
    serve();
    renderApp('/dashboard', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    const fields = panel.querySelector('#dashboard-filter-fields') as HTMLElement;
    // Whatever shows meanwhile: every control there is a real, loaded one (no read-only stand-in hands over).
    for (const input of fields.querySelectorAll('input')) expect(input).not.toHaveAttribute('readonly');
    for (const box of fields.querySelectorAll('[aria-hidden="true"]'))
      expect(box.querySelectorAll('input, select, button, [tabindex]')).toHaveLength(0);
    expect(await within(panel).findAllByRole('button', { name: /Scegli la data/ })).toHaveLength(2);
    expect(within(panel).getByRole('combobox', { name: 'Provincia' })).not.toHaveAttribute('readonly');
  });

  it('both dates can be cleared', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?dateFrom=2026-11-10', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    const field = await within(panel).findByDisplayValue('10 novembre 2026');
    const group = field.closest('.MuiFormControl-root') as HTMLElement;
    await user.click(within(group).getByRole('button', { name: 'Cancella valore' }));
    await waitFor(() => expect(urlParams().get('dateFrom')).toBeNull());
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Azzera filtri (0)' })).toBeDisabled());
  });
});

describe('Filtri multi-selects on a wider screen (MUI Autocomplete)', () => {
  const options = [
    { id: 1, name: 'Fiat' },
    { id: 2, name: 'Volkswagen' },
  ];

  async function renderFilter(value: number[] = []) {
    const { MultiSelectFilter } = await import('../../src/domain/dashboard/MultiSelectFilter');
    renderInAdmin(
      <MultiSelectFilter label="Marca" options={options} loading={false} value={value} onChange={() => undefined} />,
    );
  }

  it('a click opens the list', async () => {
    await renderFilter();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    expect(await screen.findByRole('option', { name: 'Volkswagen' })).toBeInTheDocument();
  });

  it('Tab brings the focus without opening the list; ArrowDown opens it as usual', async () => {
    await renderFilter();
    const user = userEvent.setup();
    await user.tab();
    const field = screen.getByRole('combobox', { name: 'Marca' });
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Fiat' })).toBeInTheDocument();
  });

  it('removing the last brand chosen from the URL with Backspace keeps the focus in the field', async () => {
    const { MultiSelectFilter } = await import('../../src/domain/dashboard/MultiSelectFilter');
    function Controlled() {
      const [value, setValue] = useState<number[]>([2]);
      return <MultiSelectFilter label="Marca" options={options} loading={false} value={value} onChange={setValue} />;
    }
    renderInAdmin(<Controlled />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.keyboard('{Escape}{Backspace}');
    expect(screen.queryByRole('button', { name: 'Volkswagen' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveFocus();
  });

  it('with brands already chosen (from the URL), their chips show', async () => {
    await renderFilter([2]);
    expect(screen.getByRole('button', { name: 'Volkswagen' })).toBeInTheDocument();
  });
});
