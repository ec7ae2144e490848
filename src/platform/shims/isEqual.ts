// Stands in for lodash's isEqual where react-admin's first load compares (build/replacements.ts): a store's value with
// the one just read back (JSON from localStorage, or what the app set) and a resource's definition with the registered
// one (strings, flags, functions, components). lodash's version, built for every kind of object, would put 7 KB gzip in
// the portal's first load. Like lodash: SameValueZero for primitives (NaN equals NaN), arrays and objects by their own
// enumerable keys and prototype, Dates by time, Maps and Sets by their entries, cycles ended.
const seen: [object, object][] = [];

export default function isEqual(a: unknown, b: unknown): boolean {
  if (a === b || (a !== a && b !== b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.some(([x, y]) => x === a && y === b)) return true;
  seen.push([a, b]);
  try {
    if (a instanceof Date) return a.getTime() === (b as Date).getTime();
    if (a instanceof RegExp) return String(a) === String(b);
    if (a instanceof Map) {
      const other = b as Map<unknown, unknown>;
      return a.size === other.size && [...a].every(([key, value]) => other.has(key) && isEqual(value, other.get(key)));
    }
    if (a instanceof Set) {
      const other = b as Set<unknown>;
      return a.size === other.size && [...a].every((value) => other.has(value));
    }
    if (Array.isArray(a)) {
      const other = b as unknown[];
      return a.length === other.length && Array.from(a).every((value, i) => isEqual(value, other[i]));
    }
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(
        (key) =>
          Object.hasOwn(b, key) && isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  } finally {
    seen.pop();
  }
}
