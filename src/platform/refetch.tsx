import { createContext, useContext, type ReactNode } from 'react';
import type { RefetchEvent } from './feature';

export type RefetchRoots = Readonly<Record<RefetchEvent, ReadonlySet<string>>>;

const none: ReadonlySet<string> = new Set();
const RefetchRootsContext = createContext<RefetchRoots>({
  quotationsChanged: none,
  notificationsChanged: none,
  coverageChanged: none,
});

/**
 * The first parts of the react-query keys stale after each event, gathered by the app from its features' `refetch`:
 * a screen that changes what others show (the coverage, the socket's events) refetches them without knowing them.
 */
export function RefetchRootsProvider({ roots, children }: { roots: RefetchRoots; children: ReactNode }) {
  return <RefetchRootsContext.Provider value={roots}>{children}</RefetchRootsContext.Provider>;
}

export const useRefetchRoots = (event: RefetchEvent): ReadonlySet<string> => useContext(RefetchRootsContext)[event];
