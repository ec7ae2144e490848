import { apiPath, routes, type RouteName } from '../../../contract';
import { APP_PAGES } from '../../../contract/constants';
import { consoleFeatures as consoleRegistry } from '../../../src/apps/console/resources';
import { customerFeatures as customerRegistry } from '../../../src/apps/customer/features';
import type { ConsoleFeature, CustomerFeature } from '../../../src/platform/feature';
import { otherScreens, screensByPath, type DemoIds, type Screen } from './a11yScreens';

/**
 * Every route of the three apps, as the sweep visits them. The dealer portal's list is the accessibility walk's
 * (typed against src/platform/paths.ts); the customer app's and the console's are read from their registries
 * (src/apps/customer/features.ts, console.ts), so a page or a resource added there is swept without touching this file.
 */
export type SweepRole = Screen['role'] | 'customer' | 'customerVisitor' | 'operator' | 'operatorVisitor';

export interface SweepIds {
  dealer: DemoIds;
  /** A request of cliente@demo.example with offers, and one of its quotations. */
  customerRequest: number;
  customerQuotation: number;
  /** A return of cliente@demo.example. */
  customerReturn: number;
  /** Per console resource, the first record of its list. */
  console: Record<string, number | undefined>;
}

export interface SweepRoute {
  app: 'dealer' | 'customer' | 'console';
  name: string;
  role: SweepRole;
  url: (ids: SweepIds) => string;
  dealerScreen?: Screen;
}

const customerFeatures: readonly CustomerFeature[] = customerRegistry;
const consoleFeatures: readonly ConsoleFeature[] = consoleRegistry;

const dealerRoutes: SweepRoute[] = [...Object.values(screensByPath).flat(), ...otherScreens].map((screen) => ({
  app: 'dealer',
  name: screen.name,
  role: screen.role,
  url: (ids) => screen.url(ids.dealer),
  dealerScreen: screen,
}));

const customerParams: Record<string, (ids: SweepIds) => number> = {
  'richieste/:id': (ids) => ids.customerRequest,
  'preventivi/:id': (ids) => ids.customerQuotation,
  // The same quotation's receipt, or the notice that a receipt comes with an online payment.
  'preventivi/:id/ricevuta': (ids) => ids.customerQuotation,
  // "Richiedi reso" of the same purchase: the form, or why a return cannot be asked now.
  'preventivi/:id/reso': (ids) => ids.customerQuotation,
  'resi/:id': (ids) => ids.customerReturn,
};

const customerRoutes: SweepRoute[] = customerFeatures
  .flatMap((feature) => feature.pages)
  .map((page) => ({
    app: 'customer',
    name: `/${page.path}`,
    role: page.public ? 'customerVisitor' : 'customer',
    url: (ids) => {
      const param = customerParams[page.path];
      if (page.path.includes(':') && !param) throw new Error(`the sweep has no id for the customer page ${page.path}`);
      const path = param ? page.path.replace(/:\w+/, String(param(ids))) : page.path;
      return `${APP_PAGES.customer.prefix}/${path}`;
    },
  }));

const consolePrefix = APP_PAGES.console.prefix;
const consoleRecord = (ids: SweepIds, resource: string) => {
  const id = ids.console[resource];
  if (id === undefined) throw new Error(`the demo data has no ${resource} for the console sweep`);
  return id;
};
const consoleRoutes: SweepRoute[] = [
  { app: 'console', name: 'login', role: 'operatorVisitor', url: () => `${consolePrefix}/login` },
  ...consoleFeatures.flatMap((feature): SweepRoute[] => [
    ...(feature.pages ?? []).map((page): SweepRoute => ({
      app: 'console',
      name: page.dashboard ? '/ (start screen)' : `/${page.path}`,
      role: 'operator',
      // The start screen is react-admin's dashboard, at the console's root.
      url: () => `${consolePrefix}/${page.dashboard ? '' : page.path}`,
    })),
    ...(feature.resources ?? []).flatMap((resource) => {
      const views: SweepRoute[] = [];
      const at = (name: string, url: SweepRoute['url']) => views.push({ app: 'console', name, role: 'operator', url });
      if (resource.list) at(`/${resource.name}`, () => `${consolePrefix}/${resource.name}`);
      if (resource.create) at(`/${resource.name}/create`, () => `${consolePrefix}/${resource.name}/create`);
      if (resource.show)
        at(
          `/${resource.name}/:id/show`,
          (ids) => `${consolePrefix}/${resource.name}/${consoleRecord(ids, resource.name)}/show`,
        );
      if (resource.edit)
        at(`/${resource.name}/:id`, (ids) => `${consolePrefix}/${resource.name}/${consoleRecord(ids, resource.name)}`);
      return views;
    }),
  ]),
];

export const sweepRoutes: SweepRoute[] = [...dealerRoutes, ...customerRoutes, ...consoleRoutes];

/** The console resources whose pages need a record, with the list route that gives one. */
export const consoleListRoutes = (): { resource: string; list: RouteName }[] =>
  consoleFeatures.flatMap((feature) =>
    (feature.resources ?? [])
      .filter((resource) => (resource.show || resource.edit) && resource.api.list)
      .map((resource) => ({ resource: resource.name, list: resource.api.list as RouteName })),
  );

/** GET a route of the contract with a bearer token. */
export async function getRoute<T>(baseUrl: string, token: string, name: RouteName, params = {}): Promise<T> {
  const answer = await fetch(baseUrl + apiPath(routes[name], params), {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  if (!answer.ok) throw new Error(`GET ${routes[name].path} → ${answer.status}`);
  return (await answer.json()) as T;
}
