import { manufacturers, parts, paymentMethods, provinces } from '../db/schema.js';
import type { Tx } from './context.js';
import { PAYMENT_METHODS } from './catalog/content.js';
import { PART_TREE } from './catalog/parts.js';
import { PROVINCES } from './catalog/provinces.js';
import { MANUFACTURERS } from './catalog/vehicles.js';

export interface LeafPart {
  id: number;
  name: string;
  category: string;
}

export interface Lookups {
  provinceIds: Map<string, number>;
  manufacturers: { id: number; name: string; models: readonly string[] }[];
  leaves: LeafPart[];
  partCount: number;
}

export async function seedLookups(tx: Tx): Promise<Lookups> {
  const provinceRows = await tx
    .insert(provinces)
    .values(PROVINCES.map(([code, name]) => ({ code, name })))
    .returning({ id: provinces.id, code: provinces.code });
  const manufacturerRows = await tx
    .insert(manufacturers)
    .values(MANUFACTURERS.map(({ name }) => ({ name })))
    .returning({ id: manufacturers.id });
  await tx.insert(paymentMethods).values(PAYMENT_METHODS.map((method) => ({ ...method })));

  const categories = Object.keys(PART_TREE);
  const categoryRows = await tx
    .insert(parts)
    .values(categories.map((name) => ({ name, partParentId: null })))
    .returning({ id: parts.id });
  const groups = categories.flatMap((category, i) =>
    Object.entries(PART_TREE[category]).map(([name, leaves]) => ({
      category,
      name,
      leaves,
      parentId: categoryRows[i].id,
    })),
  );
  const groupRows = await tx
    .insert(parts)
    .values(groups.map(({ name, parentId }) => ({ name, partParentId: parentId })))
    .returning({ id: parts.id });
  const leafSpecs = groups.flatMap((group, i) =>
    group.leaves.map((name) => ({ name, category: group.category, parentId: groupRows[i].id })),
  );
  const leafRows = await tx
    .insert(parts)
    .values(leafSpecs.map(({ name, parentId }) => ({ name, partParentId: parentId })))
    .returning({ id: parts.id });

  return {
    provinceIds: new Map(provinceRows.map((row) => [row.code, row.id])),
    manufacturers: MANUFACTURERS.map((m, i) => ({ id: manufacturerRows[i].id, name: m.name, models: m.models })),
    leaves: leafSpecs.map((leaf, i) => ({ id: leafRows[i].id, name: leaf.name, category: leaf.category })),
    partCount: categoryRows.length + groupRows.length + leafRows.length,
  };
}
