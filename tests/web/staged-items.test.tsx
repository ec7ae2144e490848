import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { FIRST_ITEMS, StagedItems } from '../../src/ui/components/StagedItems';

const items = Array.from({ length: 10 }, (_, index) => `Richiesta ${index + 1}`);

describe('a list revealed in two commits (the request cards)', () => {
  it('draws the first items in the first commit, then the rest, and later changes at once', async () => {
    const firstCommit: number[] = [];
    function Probe() {
      // Runs in the commit that first shows the list: how many items it holds then.
      useLayoutEffect(() => void firstCommit.push(document.querySelectorAll('li').length), []);
      return null;
    }
    const { rerender } = render(
      <ul>
        <StagedItems items={items}>{(item) => <li key={item}>{item}</li>}</StagedItems>
        <Probe />
      </ul>,
    );
    expect(firstCommit).toEqual([FIRST_ITEMS]);
    expect(await screen.findByText('Richiesta 10')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);

    const next = items.map((item) => `${item} bis`);
    rerender(
      <ul>
        <StagedItems items={next}>{(item) => <li key={item}>{item}</li>}</StagedItems>
        <Probe />
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(next);
  });
});
