import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from '../../src/platform/ScrollRestoration';

const router: { navigate?: NavigateFunction } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string | number, options?: { replace: boolean }) =>
  typeof to === 'number' ? router.navigate!(to) : router.navigate!(to, options);

const scrollTo = vi.mocked(window.scrollTo);
const at = (top: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration storageKey="test.scroll" />
      <Navigator />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  scrollTo.mockClear();
  at(0);
});

describe('ScrollRestoration', () => {
  it('opens a new page at its top, and Back where the previous one was left', () => {
    renderAt('/dashboard');
    at(845);
    act(() => void navigate('/dashboard/draft'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    at(0);
    scrollTo.mockClear();
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 845);
  });

  it('keeps the position when only the query changes (a filter, the selected request)', () => {
    renderAt('/dashboard');
    at(600);
    act(() => void navigate('/dashboard?id=63'));
    act(() => void navigate('/dashboard?id=64', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to an entry left without scrolling: the request selected, then CREA PREVENTIVO, then Back', () => {
    renderAt('/dashboard');
    at(845);
    act(() => void navigate('/dashboard?id=63'));
    act(() => void navigate('/dashboard/draft'));
    at(0);
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 845);
  });
});
