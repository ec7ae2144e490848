import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTables } from '../../build/route-tables';
import { joinTables, routeAreas, routePaths } from '../../contract/paths';
import { routes } from '../../contract/routes';
import { consoleRoutes } from '../../src/platform/api/console';
import { customerRoutes } from '../../src/platform/api/customer';
import { dealerRoutes } from '../../src/platform/api/dealer';

const names = (table: object) => Object.keys(table).sort();

describe('route tables: one per area, joined for the server', () => {
  it('the server table is the union of the areas, each route in exactly one area', () => {
    const areaNames = Object.values(routeAreas).flatMap(names);
    expect(new Set(areaNames).size).toBe(areaNames.length);
    expect(names(routePaths)).toEqual(areaNames.sort());
    expect(names(routes)).toEqual(names(routePaths));
  });

  it('refuses a name or a method and path declared twice', () => {
    const login = { method: 'POST', path: '/user/login', access: 'public' } as const;
    expect(() => joinTables([{ login }, { login: { ...login, path: '/other' } }])).toThrow(
      'Route name login is declared twice',
    );
    expect(() => joinTables([{ login }, { signIn: login }])).toThrow(
      'Routes login and signIn are both POST /user/login',
    );
  });

  it("each app's table holds its own areas and no other app's routes", () => {
    const { auth, dealer, customer, admin, machine } = routeAreas;
    expect(names(dealerRoutes)).toEqual(names({ ...auth, ...dealer }));
    expect(names(customerRoutes)).toEqual(names({ ...auth, ...customer }));
    expect(names(consoleRoutes)).toEqual(names({ ...auth, ...admin }));
    for (const name of names(machine)) {
      expect(dealerRoutes).not.toHaveProperty(name);
      expect(customerRoutes).not.toHaveProperty(name);
      expect(consoleRoutes).not.toHaveProperty(name);
    }
    expect(Object.values(customerRoutes).map((r) => r.access)).not.toContain('operator');
    expect(Object.values(customerRoutes).map((r) => r.access)).not.toContain('dealer');
    expect(Object.values(consoleRoutes).map((r) => r.access)).not.toContain('customer');
    expect(Object.values(consoleRoutes).map((r) => r.access)).not.toContain('dealer');
  });
});

describe('each route declared once, its schemas beside its path', () => {
  it("an area's schema-free table is its routes without the schemas", () => {
    for (const [name, table] of Object.entries(routeAreas))
      for (const [route, path] of Object.entries(table)) {
        expect(Object.keys(path), `${name}.${route}`).not.toContain('response');
        expect(routes[route as keyof typeof routes], `${name}.${route}`).toMatchObject(path);
      }
  });

  it('a build gives the web apps each table as data, with no schema in it', async () => {
    const plugin = routeTables();
    const load = plugin.load as (id: string) => Promise<string | null>;
    expect(await load.call(null, resolve('contract/paths/define.ts'))).toBeNull();
    const code = await load.call(null, resolve('contract/paths/dealer.ts'));
    expect(code).toMatch(/^export const dealerPaths = \{/);
    expect(code).not.toMatch(/"(summary|params|query|body|response)":/);
    const table = JSON.parse(code!.replace('export const dealerPaths = ', '').replace(/;$/, ''));
    expect(table).toEqual(JSON.parse(JSON.stringify(routeAreas.dealer)));
  });
});
