import { z } from '../../../contract/z.js';

/** The subset of JSON Schema (draft 2020-12, as zod 4 writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** The input side of a contract schema; transforms and preprocessors become "anything" ({}). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The branch that says most about a value: the first non-null alternative of anyOf/oneOf, allOf's first part. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return mainBranch(branches.find((branch) => branch.type !== 'null') ?? branches[0]);
  if (schema.allOf?.length) return mainBranch(schema.allOf[0]);
  return schema;
}

export function typeOf(schema: JsonSchema): string {
  const main = mainBranch(schema);
  if (main.const !== undefined) return typeof main.const;
  if (main.enum) return 'enum';
  const type = Array.isArray(main.type) ? main.type.find((t) => t !== 'null') : main.type;
  return type ?? 'any';
}

/** A plausible value of the schema (required fields only): enough to get many payloads past the fields not under test. */
export function sampleOf(schema: JsonSchema): unknown {
  const main = mainBranch(schema);
  if (main.const !== undefined) return main.const;
  if (main.enum) return main.enum[0];
  if (main.default !== undefined) return main.default;
  switch (typeOf(main)) {
    case 'string':
      if (main.format === 'email' || /mail|pec/.test(main.pattern ?? '')) return 'utente@example.it';
      return 'x'.repeat(Math.max(main.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return main.exclusiveMinimum !== undefined ? main.exclusiveMinimum + 1 : Math.max(main.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(main.minItems ?? 1, 1) }, () => sampleOf(main.items ?? {}));
    case 'object':
      // Required fields only: optional ones often carry rules (a password pair) the filler would break.
      return Object.fromEntries(
        Object.entries(main.properties ?? {})
          .filter(([key]) => main.required?.includes(key))
          .map(([key, value]) => [key, sampleOf(value)]),
      );
    default:
      return 1;
  }
}

export interface Field {
  /** Keys from the part's root: ['rows', 0, 'quantity']. */
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** Every field of an object schema, nested objects and the first item of arrays included. */
export function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = []): Field[] {
  const main = mainBranch(schema);
  const fields: Field[] = [];
  for (const [key, child] of Object.entries(main.properties ?? {})) {
    const path = [...prefix, key];
    fields.push({ path, schema: child, required: main.required?.includes(key) ?? false });
    const inner = mainBranch(child);
    if (typeOf(inner) === 'object') fields.push(...fieldsOf(inner, path));
    if (typeOf(inner) === 'array' && inner.items) fields.push(...fieldsOf(inner.items, [...path, 0]));
  }
  return fields;
}

/** A deep copy of `root` with the value at `path` replaced (or removed when `value` is REMOVE). */
export const REMOVE = Symbol('remove');
export function withValue(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}
