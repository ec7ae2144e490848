import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
  type NavigateFunction,
} from 'react-router-dom';

/**
 * react-admin's router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js) without its fallback hash
 * router: vite.config.ts resolves ra-core's module to this one. The app always mounts <AdminContext> inside its own
 * <BrowserRouter>, so react-router's data router (createHashRouter, RouterProvider), which the fallback alone pulls
 * in, never ran and was a seventh of the first page's JavaScript (docs/performance.md).
 */

/** Blocking needs a data router, which the app does not use: react-admin then skips its "unsaved changes" blocker. */
const useCanBlock = () => {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(dataRouter && dataRouterState);
};

/** react-router's navigate changes on every navigation; a stable one keeps its callers from re-rendering (as ra-core). */
const useNavigate = () => {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback((...args: unknown[]) => (latest.current as (...a: unknown[]) => unknown)(...args), []);
  return stable as NavigateFunction;
};

const RouterWrapper = ({ children }: { basename?: string; children: ReactNode }) => {
  if (!useInRouterContext())
    throw new Error('RicambiHub: <AdminContext> must render inside <BrowserRouter> (src/App.tsx).');
  return createElement(Fragment, null, children);
};

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
