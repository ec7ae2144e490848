import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftsStorageKey, draftStore } from '../../src/domain/drafts/draftStore';
import { useDrafts } from '../../src/domain/drafts/useDrafts';
import { userFixture } from './fixtures';
import { requestWithRows, signIn } from './fixtures/quotations';

const dealer = userFixture({ id: 7, default_flat_fee: 12.5, default_partial_fee: 4 });
const defaultOptionOf = (rowId: number) => ({
  submission_row_id: rowId,
  quantity: '1',
  part_code: '',
  item_code: '',
  brand: '',
  condition: 'new',
  notes: '',
  net_price: '',
  tax_import: '22',
  full_net_price: '',
  discount: '',
});

describe('useDrafts', () => {
  it('creates a draft from the selected rows, each with one default option, and the profile fees', () => {
    signIn(dealer);
    const { result } = renderHook(() => useDrafts());
    act(() => result.current.add(requestWithRows(), [3, 1]));

    expect(result.current.count).toBe(1);
    expect(result.current.has(41)).toBe(true);
    const [draft] = result.current.drafts;
    expect(draft.rows).toEqual([
      { submission_row_id: 1, options: [defaultOptionOf(1)] },
      { submission_row_id: 3, options: [defaultOptionOf(3)] },
    ]);
    expect(draft.shipping_cost_flat).toBe('12,50');
    expect(draft.shipping_cost_partial).toBe('4,00');
    expect(draft.submission.submission_rows).toHaveLength(3);
  });

  it('takes every row when none is selected, and has no partial fee with a single row', () => {
    signIn(dealer);
    const { result } = renderHook(() => useDrafts());
    act(() => result.current.add(requestWithRows(), []));
    expect(result.current.drafts[0].rows.map((row) => row.submission_row_id)).toEqual([1, 2, 3]);

    act(() =>
      result.current.add(requestWithRows({ id: 42, submission_rows: [requestWithRows().submission_rows[0]] }), []),
    );
    expect(result.current.drafts[0].submission_id).toBe(42);
    expect(result.current.drafts[0].shipping_cost_partial).toBe('');
  });

  it('keeps one draft per submission: adding again keeps the edited one', () => {
    signIn(dealer);
    const { result } = renderHook(() => useDrafts());
    act(() => result.current.add(requestWithRows(), [1]));
    act(() => result.current.update(41, { shipping_cost_flat: '99' }));
    act(() => result.current.add(requestWithRows(), []));
    expect(result.current.count).toBe(1);
    expect(result.current.drafts[0].rows).toHaveLength(1);
    expect(result.current.drafts[0].shipping_cost_flat).toBe('99');
  });

  it('is shared live by every component and removed by remove()', () => {
    signIn(dealer);
    const first = renderHook(() => useDrafts());
    const second = renderHook(() => useDrafts());
    act(() => first.result.current.add(requestWithRows(), []));
    expect(second.result.current.has(41)).toBe(true);
    act(() => second.result.current.remove(41));
    expect(first.result.current.count).toBe(0);
    expect(window.localStorage.getItem(draftsStorageKey(7))).toBeNull();
  });

  it("follows another tab's changes (storage event)", () => {
    signIn(dealer);
    const { result } = renderHook(() => useDrafts());
    const otherTab = [{ ...draftStoreDraft(), submission_id: 55 }];
    act(() => {
      window.localStorage.setItem(draftsStorageKey(7), JSON.stringify(otherTab));
      window.dispatchEvent(new StorageEvent('storage', { key: draftsStorageKey(7) }));
    });
    expect(result.current.has(55)).toBe(true);
  });

  it('keeps two dealers of one browser apart, and ignores unreadable storage', () => {
    signIn(dealer);
    const { result } = renderHook(() => useDrafts());
    act(() => result.current.add(requestWithRows(), []));
    act(() => signIn(userFixture({ id: 8 })));
    expect(result.current.count).toBe(0);
    window.localStorage.setItem(draftsStorageKey(8), '{not json');
    expect(draftStore.all()).toEqual([]);
    act(() => signIn(dealer));
    expect(result.current.has(41)).toBe(true);
  });
});

function draftStoreDraft() {
  return {
    submission_id: 41,
    created_at: '2025-03-01T10:00:00.000Z',
    submission: requestWithRows({ id: 55 }),
    rows: [{ submission_row_id: 1, options: [defaultOptionOf(1)] }],
    shipping_cost_flat: '10',
    shipping_cost_partial: '',
  };
}
