import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/it/app';
import { resources as resourceNames } from '../../i18n/it/resources';
import { leafRoutes } from '../../src/apps/dealer/routeTable';
import { guardRedirect } from '../../src/apps/dealer/guard';
import { features } from '../../src/apps/dealer/features';
import type { DealerFeature as Feature } from '../../src/platform/feature';
import { navEntries, resourcesOf, routesOf, tabRoutes } from '../../src/platform/featureLists';
import { paths } from '../../src/platform/paths';
import { dealerWith } from './fixtures';
import { renderApp, screen } from './render';

type Catalog = { [key: string]: string | Catalog };
const copy = (key: string) =>
  key
    .split('.')
    .slice(1)
    .reduce<Catalog | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      app as unknown as Catalog,
    );
const ACCESS = ['public', 'noSubscription', 'subscriber'];

/** What a manifest must say for the derived lists to be whole; one sentence per gap. */
function manifestProblems(list: readonly Feature[]): string[] {
  const problems: string[] = [];
  const routes = routesOf(list);
  const names = new Set(list.flatMap((feature) => (feature.resources ?? []).map((resource) => resource.name)));
  const seen = new Set<string>();
  for (const feature of list) if (!feature.name) problems.push('a feature without a name');
  for (const route of routes) {
    const at = route.path || '(no path)';
    if (!route.path?.startsWith('/')) problems.push(`${at}: no absolute path`);
    if (seen.has(route.path)) problems.push(`${at}: declared twice`);
    seen.add(route.path);
    if (!ACCESS.includes(route.access)) problems.push(`${at}: no access class`);
    if (typeof copy(route.title ?? '') !== 'string') problems.push(`${at}: no title in i18n/it/app.ts`);
    if (!route.element) problems.push(`${at}: no element`);
    if (route.tab && typeof route.tab.count !== 'function' && route.tab.count !== 'drafts')
      problems.push(`${at}: a tab without a counter`);
    if (route.tab && !route.path.startsWith(`${paths.dashboard}`)) problems.push(`${at}: a tab outside the dashboard`);
    if (route.list && !names.has(route.list.resource))
      problems.push(`${at}: lists an undeclared resource "${route.list.resource}"`);
    const statuses = list.flatMap((f) => f.resources ?? []).find((r) => r.name === route.list?.resource)?.api.statuses;
    if (route.list?.status && !statuses?.includes(route.list.status))
      problems.push(`${at}: status "${route.list.status}" not in the resource's statuses`);
  }
  const orders = new Set<number>();
  for (const entry of list.flatMap((feature) => feature.nav ?? [])) {
    if (!seen.has(entry.to)) problems.push(`nav ${entry.to}: no route`);
    if (typeof copy(entry.label ?? '') !== 'string') problems.push(`nav ${entry.to}: no label in i18n/it/app.ts`);
    if (orders.has(entry.order)) problems.push(`nav ${entry.to}: order ${entry.order} taken twice`);
    orders.add(entry.order);
  }
  for (const resource of list.flatMap((feature) => feature.resources ?? [])) {
    if (!resource.api?.list) problems.push(`resource ${resource.name}: no list route`);
  }
  return problems;
}

describe('the features’ manifests (apps/dealer/features.ts)', () => {
  it('are complete: every route has a path, access, title and element, every tab a counter, every nav entry a route', () => {
    expect(manifestProblems(features)).toEqual([]);
  });

  it('the check fails on an incomplete manifest', () => {
    const broken = [
      ...features,
      {
        name: 'staff',
        routes: [
          { path: '/staff', title: 'app.routes.staff', access: 'everyone', element: null },
          {
            path: `${paths.dashboard}/staff`,
            title: 'app.routes.wallet',
            access: 'subscriber',
            element: <p />,
            tab: {},
          },
        ],
        nav: [{ to: '/nowhere', label: 'app.nav.home', order: 10 }],
      } as unknown as Feature,
    ];
    expect(manifestProblems(broken)).toEqual([
      '/staff: no access class',
      '/staff: no title in i18n/it/app.ts',
      '/staff: no element',
      '/dashboard/staff: a tab without a counter',
      'nav /nowhere: no route',
      'nav /nowhere: order 10 taken twice',
    ]);
  });

  it('declare every SPEC path once (platform/paths.ts)', () => {
    expect(
      routesOf(features)
        .map((route) => route.path)
        .sort(),
    ).toEqual(Object.values(paths).sort());
  });

  it('the route table and the guard follow them', () => {
    const declared = new Map(routesOf(features).map((route) => [route.path, route]));
    expect(leafRoutes().map(({ path, title, access }) => ({ path, title, access }))).toEqual(
      leafRoutes().map(({ path }) => ({ path, title: declared.get(path)?.title, access: declared.get(path)?.access })),
    );
    expect(leafRoutes()).toHaveLength(declared.size);
    for (const { path, access } of declared.values()) {
      const concrete = path.replace(':id', '1');
      if (access === 'public') expect(guardRedirect(concrete, null)).toBeNull();
      if (access === 'noSubscription') expect(guardRedirect(concrete, dealerWith(null))).toBeNull();
      if (access === 'subscriber') expect(guardRedirect(concrete, dealerWith('active'))).toBeNull();
    }
  });

  it('every tab sits below /dashboard in declaration order, and every resource has a name in the catalog', () => {
    expect(tabRoutes(features).map((route) => route.path)).toEqual([
      paths.dashboard,
      paths.dashboardExpired,
      paths.dashboardOutlet,
      paths.dashboardDraft,
      paths.dashboardSent,
      paths.dashboardFulfilled,
      paths.dashboardArchived,
    ]);
    for (const resource of resourcesOf(features).filter((r) => r.list))
      expect(Object.keys(resourceNames)).toContain(resource.name);
  });

  it('the header shows the nav entries the manifests declare, in their order', async () => {
    renderApp('/profile', dealerWith('active'));
    const nav = await screen.findByRole('navigation', { name: app.layout.mainNav }, { timeout: 10_000 });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(navEntries(features).map((entry) => entry.to));
  });
});
