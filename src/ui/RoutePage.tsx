import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { APP_NAME } from '../platform/config';
import { PageLoading } from './layout/PageLoading';
import { MuiBoundary } from './MuiBoundary';
import { useT, type PlainKey } from './translate';

const RouteTitleContext = createContext('');

/** The translated title of the current route (pages use it for their heading). */
export function useRouteTitle(): string {
  return useContext(RouteTitleContext);
}

/** "RicambiHub - Accesso": product name plus route title (SPEC §2). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${APP_NAME} - ${title}` : APP_NAME;
  }, [title]);
}

/**
 * Wraps every routed screen: sets the page title at once, then loads the (lazy) screen, behind the MUI boundary unless
 * the screen is a plain one (the shell and the request lists draw no MUI, so MUI loads with the screens that do).
 */
export function RoutePage({
  title,
  plain = false,
  fallback = <PageLoading />,
  children,
}: {
  title: PlainKey;
  plain?: boolean;
  /** Shown while the screen's code loads. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const text = t(title);
  useDocumentTitle(text);
  return (
    <RouteTitleContext.Provider value={text}>
      {plain ? (
        <Suspense fallback={fallback}>{children}</Suspense>
      ) : (
        <MuiBoundary fallback={fallback}>{children}</MuiBoundary>
      )}
    </RouteTitleContext.Provider>
  );
}
