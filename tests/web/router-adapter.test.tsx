import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reactRouterProvider } from '../../src/platform/browserRouterProvider';

// The build resolves react-admin's router adapter to this module (vite.config.ts, replacements); the e2e suite runs
// the built app on it. These tests hold what react-admin relies on.
const { RouterWrapper, useNavigate, useLocation, useCanBlock } = reactRouterProvider;

describe("the app's router adapter for react-admin", () => {
  it('renders its children inside the app router, and refuses to run outside one instead of starting a hash router', () => {
    render(
      <MemoryRouter>
        <RouterWrapper>
          <p>Contenuto</p>
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('Contenuto')).toBeInTheDocument();

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RouterWrapper>{'Contenuto'}</RouterWrapper>)).toThrow(/BrowserRouter/);
    quiet.mockRestore();
  });

  it('gives a navigate function that stays the same across navigations and goes where it is told', async () => {
    const seen: unknown[] = [];
    let go: (to: string) => void = () => undefined;
    function Probe({ children }: { children?: ReactNode }) {
      const navigate = useNavigate();
      const location = useLocation();
      useEffect(() => {
        seen.push(navigate);
        go = (to) => navigate(to);
      }, [navigate]);
      return (
        <p>
          {location.pathname}
          {children}
        </p>
      );
    }
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('/dashboard')).toBeInTheDocument();
    act(() => go('/wallet'));
    expect(await screen.findByText('/wallet')).toBeInTheDocument();
    act(() => go('/profile'));
    expect(await screen.findByText('/profile')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);
  });

  it('says blocking is not available without a data router, so react-admin asks no "unsaved changes" question', () => {
    let canBlock: boolean | undefined;
    function Probe() {
      canBlock = useCanBlock();
      return null;
    }
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(canBlock).toBe(false);
  });
});
