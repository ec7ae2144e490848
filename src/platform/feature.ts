import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { PingData } from '../../contract';
import type { CustomerCounters } from '../../contract/api/customer-counters';
import type { StaffArea } from '../../contract/staff';
import type { dealerRoutes } from './api/dealer';
import type { PlainGet } from './dataProvider/api';
import type { ResourceApi } from './dataProvider/resourceApi';
import type { IconComponent as PlainIcon } from '../ui/icons';
import type { PlainKey } from '../ui/translate';
import type { Slots } from './slots';

/** Who may open a path (SPEC §2 guard rules). */
export type Access = 'public' | 'noSubscription' | 'subscriber';

/** A dashboard tab (SPEC §2 tab bar). */
export interface DashboardTabSpec {
  /** The counter: from ping, or 'drafts' for the locally kept draft count. */
  count: ((ping: PingData) => number) | 'drafts';
}

export interface FeatureRoute {
  /** Absolute path (a SPEC path from platform/paths.ts). */
  path: string;
  /** Page title = product name + this (also the heading of the screen). */
  title: PlainKey;
  access: Access;
  element: ReactElement;
  /** The screen's code, started early at boot when this is the first screen. */
  load?: () => Promise<unknown>;
  /**
   * The resource list the screen shows (its fixed status, if any): the resource's SPEC path for that status, and with
   * perPage the list the boot starts requesting when this is the first screen (app/prefetchFirstScreen.ts).
   */
  list?: { resource: string; status?: string; perPage?: number; lookups?: readonly PlainGet<typeof dealerRoutes>[] };
  /**
   * Drawn in the plain layer (src/ui/plain: plain elements and static CSS, docs/decisions.md) instead of MUI: the
   * screens a dealer lands on, which must paint fast on a phone. Any other screen gets MUI's theme, loaded
   * with its code (ui/RoutePage.tsx).
   */
  plain?: true;
  /** Set for a tab of the dashboard: rendered below /dashboard, in the tab bar in declaration order. */
  tab?: DashboardTabSpec;
  /**
   * A subscriber route's area of the company's work (contract/staff.ts): which of the dealer's people may open
   * it, the same areas the API enforces. Without it, the owner only.
   */
  staff?: StaffArea;
}

export interface NavEntry {
  to: string;
  label: PlainKey;
  /** Drawn in the header's first frame: an icon of src/ui/icons.tsx, never MUI's SvgIcon. */
  Icon: PlainIcon;
  /** Place in the header's icon bar (SPEC §2 order). */
  order: number;
  /** Accessible name while the unread dot is on. */
  unreadLabel?: PlainKey;
  unread?: (ping: PingData) => boolean;
  /**
   * A hook saying the entry has something waiting that the ping does not count (Resi: returns awaiting an answer):
   * the dot and `unreadLabel` follow it as they follow `unread`. Called on every render of the navigation, whatever
   * the person's role, so it asks only what the role may read.
   */
  useUnread?: () => boolean;
  /** Default: the path or anything below it. */
  isActive?: (pathname: string) => boolean;
  /** Who sees the entry; default: whoever may open its path. */
  staff?: StaffArea;
  /** One of the daily places a phone's bottom bar keeps in reach; the other entries go to its "Altro" menu. */
  daily?: true;
}

/**
 * A react-admin resource: its views the react-admin way (list, show, edit, create, icon, recordRepresentation),
 * its API (contract routes, dataProvider/resourceApi.ts). A resource that a route's `list` shows lives at that SPEC
 * path (its own /name URLs lead there); any other keeps react-admin's own routes (/name, /name/create, /name/:id).
 */
export type FeatureResource = Omit<ResourceProps, 'recordRepresentation'> & {
  // Typed by the resource's record; react-admin calls it with the records of this resource only.
  recordRepresentation: (record: never) => string;
  api: ResourceApi;
  /** Its react-admin copy (`resources.<name>`: name 'singolare |||| plurale' and field labels), merged by the console's i18n. */
  messages?: { name: string; fields?: Readonly<Record<string, string>> };
};

/** Events after which the named query-key roots are stale (the realtime socket, the profile's coverage edits). */
export type RefetchEvent = 'quotationsChanged' | 'notificationsChanged' | 'coverageChanged';

/** A page of the operator console that is not a resource (the overview, the notice form): a menu entry and a route. */
export interface ConsolePage {
  /** Below /admin, e.g. 'avvisi'. */
  path: string;
  label: string;
  Icon: PlainIcon;
  element: ReactElement;
  /** The console's start screen (react-admin's dashboard). */
  dashboard?: boolean;
}

/**
 * A resource of the operator console: react-admin's own `{ list, create, edit, show, icon }` (views the react-admin way,
 * react-admin's routes /admin/name, /admin/name/create, /admin/name/:id), its API and its copy.
 */
export type ConsoleResource = Pick<ResourceProps, 'name' | 'list' | 'create' | 'edit' | 'show' | 'icon' | 'options'> & {
  recordRepresentation: (record: never) => string;
  api: ResourceApi;
  /** Its react-admin copy (`resources.<name>`: name 'singolare |||| plurale' and field labels), merged by the console's i18n. */
  messages?: { name: string; fields?: Readonly<Record<string, string>> };
};

/**
 * A screen of the customer app at /cliente: a route below the app's basename, public (login, registration, password
 * recovery) or for a signed-in customer, and optionally an entry of the app's navigation with a counter.
 */
export interface CustomerPage {
  /** Below /cliente, react-router syntax ('' is the home, 'richieste/:id'). */
  path: string;
  /** Page title after the product name. */
  title: string;
  element: ReactElement;
  public?: true;
  /**
   * Drawn in the plain layer (src/ui/plain: plain elements and a static stylesheet) instead of MUI: the screens a
   * customer lands on, which must paint fast on a phone. Any other page gets MUI's theme, loaded with it.
   */
  plain?: true;
  /** `count`: the number on the entry (new offers, messages, to pay…), from the customer's live counters. */
  nav?: { label: string; Icon: PlainIcon; order: number; count?: (counters: CustomerCounters) => number };
  /**
   * What a signed-in customer landing here needs first, started as the app boots (apps/customer/main.tsx), not after
   * the shell has rendered: the page's code (`load`, the loader its lazy element uses) and its list's first page.
   */
  first?: { load: () => Promise<unknown>; list?: { resource: string; perPage: number } };
}

/** One feature of the dealer portal, declared once in its index: everything the portal derives its lists from. */
export interface DealerFeature {
  name: string;
  resources?: readonly FeatureResource[];
  routes?: readonly FeatureRoute[];
  nav?: readonly NavEntry[];
  /**
   * What a dashboard tab shows while its code loads (its heading in place); declared once, by the feature that draws
   * the tabs' frame.
   */
  tabFallback?: ReactElement;
  /** First parts of the react-query keys this feature reads, refetched on these events. */
  refetch?: Partial<Record<RefetchEvent, readonly string[]>>;
  /** The parts it draws inside other features' screens (platform/slots.tsx). */
  slots?: Partial<Slots>;
}

/** One feature of the operator console at /admin: its resources become the console's <Resource>s and menu, its pages custom routes. */
export interface ConsoleFeature {
  name: string;
  resources?: readonly ConsoleResource[];
  pages?: readonly ConsolePage[];
}

/** One feature of the customer app at /cliente: its screens, and the resources its lists read. */
export interface CustomerFeature {
  name: string;
  resources?: readonly FeatureResource[];
  pages: readonly CustomerPage[];
}

export const defineDealerFeature = <const T extends DealerFeature>(feature: T): T => feature;
export const defineConsoleFeature = <const T extends ConsoleFeature>(feature: T): T => feature;
export const defineCustomerFeature = <const T extends CustomerFeature>(feature: T): T => feature;
