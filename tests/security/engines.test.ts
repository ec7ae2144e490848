import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/*
 * Npm install warned that content-disposition@3 and cookie@2 want Node >= 22 while package.json
 * says >=20.19. Every package the lockfile installs must accept the oldest Node that `engines` promises.
 */

const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};
const read = (file: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('engines', () => {
  it('no installed package asks for a newer Node than package.json promises', () => {
    const oldest = semver.minVersion((read('package.json').engines as { node: string }).node)?.version ?? '';
    const packages = read('package-lock.json').packages as Record<
      string,
      { version?: string; engines?: unknown; optional?: boolean }
    >;
    const refusing = Object.entries(packages)
      .filter(
        ([path, info]) =>
          path !== '' && typeof info.engines === 'object' && info.engines !== null && 'node' in info.engines,
      )
      .filter(([, info]) => !semver.satisfies(oldest, (info.engines as { node: string }).node))
      .map(([path, info]) => `${path}@${info.version}: node ${(info.engines as { node: string }).node}`);
    expect(refusing, `oldest promised Node: ${oldest}`).toEqual([]);
  });
});
