import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../src/ui/components/EmptyState';
import { KmRangeLabel } from '../../src/ui/components/KmRangeLabel';
import { Lightbox, type LightboxItem } from '../../src/ui/components/Lightbox';
import { Pagination, pageWindow } from '../../src/ui/components/Pagination';
import { Timer } from '../../src/ui/components/Timer';
import { useState } from 'react';
import { renderInAdmin } from './render';

afterEach(() => {
  vi.useRealTimers();
});

describe('Timer', () => {
  it('counts down once a minute and says Scaduto at 0', () => {
    vi.useFakeTimers();
    renderInAdmin(<Timer minutes={1 * 24 * 60 + 4 * 60 + 2} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('1g 4h 2m');
    act(() => vi.advanceTimersByTime(59_000));
    expect(timer).toHaveTextContent('1g 4h 2m');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('1g 4h 1m');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(timer).toHaveTextContent('1g 3h 59m');
  });

  it('shows hours and minutes below a day, then Scaduto when the time runs out', () => {
    vi.useFakeTimers();
    renderInAdmin(<Timer minutes={2} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2m');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Scaduto');
  });

  it('stands still with "Timing in pausa" while frozen', () => {
    vi.useFakeTimers();
    renderInAdmin(<Timer minutes={125} frozen />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Timing in pausa');
    expect(timer).toHaveTextContent('2h 5m');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(timer).toHaveTextContent('2h 5m');
  });
});

describe('KmRangeLabel', () => {
  it.each([
    [1, '0-25.000'],
    [2, '25.000-70.000'],
    [3, '70.000-120.000'],
    [4, '120.000-170.000'],
    [5, '170.000-200.000'],
    [6, '200.000+'],
    [null, 'N.D.'],
    [9, 'N.D.'],
  ])('km_count %s reads %s', (kmCount, label) => {
    renderInAdmin(<KmRangeLabel kmCount={kmCount} />);
    expect(screen.getByText(`Km ${label}`)).toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it('shows a window of 5 page numbers around the current page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('marks the current page and reports the chosen one', async () => {
    const onChange = vi.fn();
    renderInAdmin(<Pagination page={7} lastPage={20} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    const numbers = within(nav).getAllByRole('button', { name: /^Pagina \d+$/ });
    expect(numbers.map((button) => button.textContent)).toEqual(['5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('button', { name: 'Pagina 7' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
    expect(onChange).toHaveBeenCalledWith(8);
  });

  it('is absent when everything fits on one page', () => {
    renderInAdmin(<Pagination page={1} lastPage={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('says NON SONO PRESENTI DATI', () => {
    renderInAdmin(<EmptyState />);
    expect(screen.getByRole('status')).toHaveTextContent('NON SONO PRESENTI DATI');
  });
});

const photos: LightboxItem[] = [
  { src: '/media/a.svg', alt: 'Foto A' },
  { src: '/media/b.png', alt: 'Foto B' },
  { src: '/media/scheda.pdf', alt: 'Scheda tecnica' },
];

function LightboxHarness({ items = photos, start = 0 }: { items?: LightboxItem[]; start?: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return <Lightbox items={items} index={index} onIndexChange={setIndex} />;
}

describe('Lightbox', () => {
  it('moves with previous, next, thumbnails and the arrow keys, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderInAdmin(<LightboxHarness />);
    const dialog = screen.getByRole('dialog', { name: /Immagine 1 di 3/ });
    expect(within(dialog).getByRole('img', { name: 'Foto A' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Immagine successiva' }));
    expect(within(dialog).getByRole('img', { name: 'Foto B' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Immagine precedente' }));
    expect(within(dialog).getByRole('img', { name: 'Foto A' })).toBeInTheDocument();
    // Wraps around from the first to the last.
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveAccessibleName(/Immagine 3 di 3/);
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Foto A' })).toBeInTheDocument();

    const thumbnails = within(dialog).getByRole('list', { name: 'Miniature' });
    await user.click(within(thumbnails).getByRole('button', { name: 'Mostra immagine 2' }));
    expect(within(thumbnails).getByRole('button', { name: 'Mostra immagine 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(dialog).getByRole('img', { name: 'Foto B' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "No preview" for a file that is not an image, with a link to open it', () => {
    renderInAdmin(<LightboxHarness start={2} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('No preview')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Apri il file/ })).toHaveAttribute('href', '/media/scheda.pdf');
  });

  it('says "Content not available" when an image cannot be loaded', () => {
    renderInAdmin(<LightboxHarness />);
    const dialog = screen.getByRole('dialog');
    fireEvent.error(within(dialog).getByRole('img', { name: 'Foto A' }));
    expect(within(dialog).getByText('Content not available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Foto A' })).not.toBeInTheDocument();
  });

  it('keeps the focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderInAdmin(<LightboxHarness />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
