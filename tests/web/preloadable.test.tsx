import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../src/ui/components/preloadable';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

/** A screen module whose loading the test finishes by hand. */
function deferredModule() {
  let finish: () => void = () => undefined;
  const ready = new Promise<{ default: typeof Counter }>((resolve) => (finish = () => resolve({ default: Counter })));
  return { load: () => ready, finish };
}

const inSuspense = (ui: React.ReactNode) => <Suspense fallback={<p>Caricamento</p>}>{ui}</Suspense>;

describe('a screen whose code the boot may have loaded already (the login form)', () => {
  it('renders in the first commit, with no loading fallback, when its code is there', async () => {
    const module = deferredModule();
    const { load, Screen } = preloadable(module.load);
    module.finish();
    await load();
    render(inSuspense(<Screen label="Accedi" />));
    expect(screen.getByRole('button', { name: 'Accedi 0' })).toBeInTheDocument();
    expect(screen.queryByText('Caricamento')).toBeNull();
  });

  it('suspends like any lazy screen when it is not, and keeps its state when its parent redraws later', async () => {
    const module = deferredModule();
    const { Screen } = preloadable(module.load);
    const { rerender } = render(inSuspense(<Screen label="Accedi" />));
    expect(screen.getByText('Caricamento')).toBeInTheDocument();
    await act(async () => module.finish());
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi 0' }));
    rerender(inSuspense(<Screen label="Entra" />));
    // The same component instance: the count survives the redraw that happens after the code has loaded.
    expect(screen.getByRole('button', { name: 'Entra 1' })).toBeInTheDocument();
  });
});
