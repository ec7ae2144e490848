import { matchPath } from 'react-router-dom';
import { mayWorkIn, type StaffRole } from '../../contract/staff';
import type { ResourceApi } from './dataProvider/resourceApi';
import type { Slots } from './slots';
import type {
  Access,
  DealerFeature as Feature,
  FeatureResource,
  FeatureRoute,
  NavEntry,
  RefetchEvent,
} from './feature';

/** Every route of every feature, in declaration order. */
export const routesOf = (features: readonly Feature[]): FeatureRoute[] =>
  features.flatMap((feature) => feature.routes ?? []);

/** Who may open each path (the guard's lists); paths no route declares are for subscribers. */
export function accessByPath(features: readonly Feature[]): Map<string, Access> {
  return new Map(routesOf(features).map((route) => [route.path, route.access]));
}

/** The declared route a path opens, patterns (/invito/:token) included; undefined for any other path. */
export const routeAt = (features: readonly Feature[], pathname: string): FeatureRoute | undefined =>
  routesOf(features).find((route) => matchPath({ path: route.path, end: true }, pathname));

/**
 * Whether a person of the company with `role` may open a path: a subscriber route of an area of theirs;
 * public and pre-subscription routes, and paths no route declares (the not-found page), are everyone's.
 */
export function mayOpen(features: readonly Feature[], pathname: string, role: StaffRole): boolean {
  if (role === 'owner') return true;
  const route = routeAt(features, pathname);
  return !route || route.access !== 'subscriber' || mayWorkIn(role, route.staff);
}

/** Where a person lands after login: the first tab, else the first nav entry, they may open. */
export function landingFor(features: readonly Feature[], role: StaffRole): string | null {
  const open = (path: string) => mayOpen(features, path, role);
  return (
    tabRoutes(features).find((route) => open(route.path))?.path ??
    navEntries(features).find((entry) => open(entry.to))?.to ??
    null
  );
}

/** The dashboard's tabs, in declaration order. */
export const tabRoutes = (features: readonly Feature[]) =>
  routesOf(features).filter((route): route is FeatureRoute & { tab: NonNullable<FeatureRoute['tab']> } => !!route.tab);

/** What a dashboard tab shows while its code loads (the feature that draws the tabs' frame declares it). */
export const tabFallbackOf = (features: readonly Feature[]) =>
  features.find((feature) => feature.tabFallback)?.tabFallback;

/** The header's icon nav, in its declared order; with a role, only the entries that person sees. */
export const navEntries = (features: readonly Feature[], role: StaffRole = 'owner'): NavEntry[] =>
  features
    .flatMap((feature) => feature.nav ?? [])
    .filter((entry) => (entry.staff ? mayWorkIn(role, entry.staff) : mayOpen(features, entry.to, role)))
    .sort((a, b) => a.order - b.order);

/** How many places a phone's bottom bar holds beside its "Altro" menu. */
export const PHONE_BAR_PLACES = 4;

/**
 * A phone's one row of navigation: the daily entries (then the next ones in order, for a person whose role sees
 * fewer) in the bottom bar, every other entry in its "Altro" menu, each part in the nav's declared order.
 */
export function phoneNav<E extends Pick<NavEntry, 'daily'>>(entries: readonly E[]): { bar: E[]; more: E[] } {
  const daily = entries.filter((entry) => entry.daily).slice(0, PHONE_BAR_PLACES);
  const others = entries.filter((entry) => !daily.includes(entry));
  const bar = new Set([...daily, ...others.slice(0, PHONE_BAR_PLACES - daily.length)]);
  return { bar: entries.filter((entry) => bar.has(entry)), more: entries.filter((entry) => !bar.has(entry)) };
}

export type AppResource = FeatureResource & { specPaths: Record<string, string> };

/** Every resource, with the SPEC path of each status of its list (from the routes whose `list` shows it). */
export function resourcesOf(features: readonly Feature[]): AppResource[] {
  const routes = routesOf(features);
  return features.flatMap((feature) =>
    (feature.resources ?? []).map((resource) => ({
      ...resource,
      specPaths: Object.fromEntries(
        routes
          .filter((route) => route.list?.resource === resource.name)
          .map((route) => [route.list?.status ?? 'all', route.path]),
      ),
    })),
  );
}

/** The API of every resource, by name: what the dataProvider serves. */
export const resourceApisOf = (
  features: readonly { name: string; resources?: readonly { name: string; api: ResourceApi }[] }[],
): Record<string, ResourceApi> =>
  Object.fromEntries(
    features.flatMap((feature) => (feature.resources ?? []).map((resource) => [resource.name, resource.api])),
  );

/** The first parts of the query keys to refetch on an event. */
export const refetchRoots = (features: readonly Feature[], event: RefetchEvent): ReadonlySet<string> =>
  new Set(features.flatMap((feature) => feature.refetch?.[event] ?? []));

/** Every slot the features fill (platform/slots.tsx), for the app to hand down. */
export const slotsOf = (features: readonly Feature[]): Partial<Slots> =>
  Object.assign({}, ...features.map((feature) => feature.slots ?? {}));
