import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from './fixtures';
import { lookupHandlers, pagedFixture, requestFixture, submissionHandlers } from './fixtures/submissions';
import { requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

// The dashboard frame is plain elements with a static stylesheet; the filter fields' MUI part
// (FiltersEditor) loads only when the fields are shown.
configure({ asyncUtilTimeout: 10_000 });

// The editor's module arrives when a test opens the gate: until then empty boxes hold the fields' place.
const editor = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { requested: false, open, opened };
});
vi.mock('../../src/domain/dashboard/FiltersEditor', async (importOriginal) => {
  editor.requested = true;
  await editor.opened;
  return importOriginal();
});

const dealer = userFixture();
const serve = () => server.use(...lookupHandlers(), ...submissionHandlers(() => pagedFixture([requestFixture()])));
/** react-admin's store (App.tsx: localStorageStore with the app key 'ricambihub'). */
const storeFolded = (folded: boolean) =>
  localStorage.setItem(`RaStorericambihub.dashboard.filtersFolded.${dealer.id}`, JSON.stringify(folded));
const muiIn = (element: HTMLElement) => element.querySelector('[class*="Mui"]');

describe('the dashboard frame without MUI', () => {
  it('draws title, switch, search, the folded Filtri panel and the tabs as plain elements, without loading the fields', async () => {
    serve();
    storeFolded(true);
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    // The heading is drawn while the tab's code loads (DashboardSkeleton); the frame comes with the code.
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    const title = screen.getByRole('heading', { level: 1, name: 'In scadenza' });
    const frame = [
      title,
      screen.getByRole('switch', { name: 'Elenco compatto' }),
      screen.getByRole('search'),
      panel,
      screen.getByRole('navigation', { name: 'Sezioni della dashboard' }),
    ];
    for (const part of frame) {
      expect(part.className).not.toMatch(/Mui/);
      expect(muiIn(part)).toBeNull();
    }
    const unfold = within(panel).getByRole('button', { name: 'Modifica i filtri' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    expect(editor.requested).toBe(false);
    // The pointer heading for 'Modifica i filtri' starts loading the fields.
    await user.hover(unfold);
    expect(editor.requested).toBe(true);
  });

  it('while the MUI fields load, their place holds empty boxes that take no focus; then the Autocompletes come', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    const fields = panel.querySelector('#dashboard-filter-fields') as HTMLElement;
    expect(within(fields).queryByRole('combobox')).toBeNull();
    expect(within(fields).queryByRole('textbox')).toBeNull();
    expect(fields.querySelectorAll('input, select, button, [tabindex]')).toHaveLength(0);
    expect(fields.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
    expect(fields).toHaveTextContent('Marca');
    expect(muiIn(panel)).toBeNull();
    // Tab from the panel's last button goes on past the boxes: nothing there to land on.
    within(panel)
      .getByRole('button', { name: /Azzera filtri/ })
      .focus();
    await user.tab();
    expect(fields.contains(document.activeElement)).toBe(false);
    act(() => editor.open());
    const brand = await within(panel).findByRole('combobox', { name: 'Marca' });
    await user.click(brand);
    expect(await screen.findByRole('option', { name: 'Volkswagen' })).toBeInTheDocument();
  });
});

/** A phone, 390 px wide: MUI's sm breakpoint (600 px) is not reached. */
function onPhone() {
  const desk = window.matchMedia;
  window.matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)/.exec(query);
    const minWidth = /min-width:\s*(\d+)/.exec(query);
    const matches = (maxWidth ? 390 <= Number(maxWidth[1]) : true) && (minWidth ? 390 >= Number(minWidth[1]) : true);
    return { ...desk(query), matches, media: query };
  };
  return () => (window.matchMedia = desk);
}

/** The query of the latest list call. */
function lastListQuery(): URLSearchParams {
  const calls = requests.filter((r) => r.url.pathname === '/api/submission/list/pending');
  if (calls.length === 0) throw new Error('no list call yet');
  return calls[calls.length - 1].url.searchParams;
}
const urlParams = () => new URLSearchParams(window.location.search);

describe('the Filtri panel on a phone: native fields, no MUI', () => {
  let back: () => void = () => undefined;
  beforeEach(() => (back = onPhone()));
  afterEach(() => back());

  async function unfoldedPanel(url = '/dashboard') {
    serve();
    const user = userEvent.setup();
    renderApp(url, dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    // Folded by default on a phone.
    await user.click(within(panel).getByRole('button', { name: 'Modifica i filtri' }));
    return { user, panel };
  }

  it('brand, part type and province are native multiple selects; a pick reaches the URL and the list call', async () => {
    const { user, panel } = await unfoldedPanel('/dashboard?page=3');
    const brand = within(panel).getByRole('listbox', { name: 'Marca' });
    expect(brand.tagName).toBe('SELECT');
    expect(brand).toHaveProperty('multiple', true);
    expect(within(panel).getByRole('listbox', { name: 'Tipo di ricambio' }).tagName).toBe('SELECT');
    expect(within(panel).getByRole('listbox', { name: 'Provincia' }).tagName).toBe('SELECT');
    await within(brand).findByRole('option', { name: 'Volkswagen' });
    await user.selectOptions(brand, 'Volkswagen');
    await waitFor(() => expect(urlParams().get('brand')).toBe('2'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery().getAll('brand')).toEqual(['2']));
    await user.selectOptions(brand, 'Fiat');
    await waitFor(() => expect(lastListQuery().getAll('brand')).toEqual(['2', '1']));
    expect(within(brand).getByRole('option', { name: 'Volkswagen', selected: true })).toBeInTheDocument();
    await user.deselectOptions(brand, 'Volkswagen');
    await waitFor(() => expect(urlParams().get('brand')).toBe('1'));
    expect(muiIn(panel)).toBeNull();
  });

  it('the part type list holds categories with their sub-categories', async () => {
    const { user, panel } = await unfoldedPanel();
    const part = within(panel).getByRole('listbox', { name: 'Tipo di ricambio' });
    await within(part).findByRole('option', { name: 'Fari anteriori' });
    expect(
      within(part)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual(['Freni', 'Freni anteriori', 'Illuminazione', 'Fari anteriori', 'Motore', 'Distribuzione']);
    await user.selectOptions(part, within(part).getByRole('option', { name: 'Fari anteriori' }));
    await waitFor(() => expect(lastListQuery().getAll('part')).toEqual(['2']));
  });

  it("'Dal' and 'Al' are native date fields: the URL's dates show, a new one goes to the URL as yyyy-mm-dd", async () => {
    const { panel } = await unfoldedPanel('/dashboard?brand=1&dateFrom=2026-11-10');
    const from = within(panel).getByLabelText('Dal');
    const to = within(panel).getByLabelText('Al');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2026-11-10');
    expect(to).toHaveValue('');
    // 'Al' cannot go before 'Dal'.
    expect(to).toHaveAttribute('min', '2026-11-10');
    expect(within(panel).getByRole('listbox', { name: 'Marca' })).toHaveValue(['1']);
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    await waitFor(() => expect(urlParams().get('dateTo')).toBe('2026-11-20'));
    await waitFor(() => expect(lastListQuery().get('dateTo')).toBe('2026-11-20'));
    expect(from).toHaveAttribute('max', '2026-11-20');
    // A date before 'Dal' is refused and said so; the URL keeps the last good one.
    fireEvent.change(to, { target: { value: '2026-11-01' } });
    expect(await within(panel).findByText('La data finale non può essere precedente alla data iniziale')).toBeVisible();
    expect(to).toHaveAccessibleDescription('La data finale non può essere precedente alla data iniziale');
    expect(urlParams().get('dateTo')).toBe('2026-11-20');
    // Emptied, it clears the filter.
    fireEvent.change(from, { target: { value: '' } });
    await waitFor(() => expect(urlParams().get('dateFrom')).toBeNull());
    expect(muiIn(panel)).toBeNull();
  });

  it('Azzera filtri empties the native fields too', async () => {
    const { user, panel } = await unfoldedPanel('/dashboard?brand=1&dateTo=2026-11-20');
    await user.click(within(panel).getByRole('button', { name: 'Azzera filtri (2)' }));
    await waitFor(() => expect(within(panel).getByLabelText('Al')).toHaveValue(''));
    expect(within(panel).getByRole('listbox', { name: 'Marca' })).toHaveValue([]);
    await waitFor(() => expect(lastListQuery().get('brand')).toBeNull());
  });
});
