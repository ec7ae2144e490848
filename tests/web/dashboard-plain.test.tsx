import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from './fixtures';
import { lookupHandlers, pagedFixture, requestFixture, submissionHandlers } from './fixtures/submissions';
import { server } from './msw/server';
import { renderApp } from './render';

// The dashboard frame is plain elements with a static stylesheet; the filter fields' MUI part
// (FiltersEditor) loads only when the fields are shown.
configure({ asyncUtilTimeout: 10_000 });

// The editor's module arrives when a test opens the gate: until then its plain stand-ins hold the fields' place.
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

  it('the stand-ins hold the fields while they load; one focused meanwhile hands the focus to the real field', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    const standIn = within(panel).getByRole('combobox', { name: 'Marca' });
    expect(standIn).toHaveAttribute('readonly');
    expect(within(panel).getByRole('textbox', { name: 'Dal' })).toHaveAttribute('readonly');
    expect(muiIn(panel)).toBeNull();
    act(() => standIn.focus());
    act(() => editor.open());
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Marca' })).not.toHaveAttribute('readonly'));
    const brand = within(panel).getByRole('combobox', { name: 'Marca' });
    await waitFor(() => expect(brand).toHaveFocus());
    // Reached by the keyboard: the list waits for ArrowDown, as on the loaded panel.
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Volkswagen' })).toBeInTheDocument();
    // The other fields are still their stand-ins until reached.
    expect(within(panel).getByRole('combobox', { name: 'Provincia' })).toHaveAttribute('readonly');
  });
});
