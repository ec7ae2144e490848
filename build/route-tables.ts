import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** contract/paths/<area>.ts: an area's routes without their schemas (contract/paths/define.ts is code, not a table). */
const TABLE = /[\\/]contract[\\/]paths[\\/](?!define\.)[\w-]+\.ts$/;

/**
 * In a build, each area's schema-free table is replaced by its value: the module computes it from the area's routes
 * (contract/areas/), which declare paths and schemas together, and a web app's first load must carry no zod. The
 * tests and the dev server import the module as written.
 */
export function routeTables(): Plugin {
  return {
    name: 'route-tables',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!TABLE.test(id)) return null;
      const values = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      return Object.entries(values)
        .map(([name, value]) => {
          if (typeof value === 'function') throw new Error(`${id}: export ${name} is not data`);
          return `export const ${name} = ${JSON.stringify(value)};`;
        })
        .join('\n');
    },
  };
}
