import { describe, expect, it } from 'vitest';
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
