import type { Part } from '../../../contract';

/** The part-category tree of /part/list (part_parent_id links), indexed for quick lookups. */
export interface PartIndex {
  byId: ReadonlyMap<number, Part>;
  /** Each category's parts, in the list's order (categoryOptions sorts what it shows). */
  children: ReadonlyMap<number | null, readonly Part[]>;
}

// Made when a list of names is first sorted, not with the index: the Italian collation's data costs a phone some
// 50 ms, and a dashboard's cards only look parts up. One collator for every comparison (`localeCompare(…, 'it')`
// builds one per call).
let italianOrder: Intl.Collator | undefined;
const byName = (parts: readonly Part[]): Part[] => {
  italianOrder ??= new Intl.Collator('it');
  const { compare } = italianOrder;
  return [...parts].sort((a, b) => compare(a.name, b.name));
};

export function indexParts(parts: readonly Part[]): PartIndex {
  const byId = new Map(parts.map((part) => [part.id, part]));
  const children = new Map<number | null, Part[]>();
  for (const part of parts) {
    const siblings = children.get(part.part_parent_id) ?? [];
    siblings.push(part);
    children.set(part.part_parent_id, siblings);
  }
  return { byId, children };
}

/** The categories above a part, root first (the part itself excluded). Stops on unknown ids and on cycles. */
export function ancestorsOf(index: PartIndex, parentId: number | null): Part[] {
  const chain: Part[] = [];
  const seen = new Set<number>();
  let current = parentId === null ? undefined : index.byId.get(parentId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.part_parent_id === null ? undefined : index.byId.get(current.part_parent_id);
  }
  return chain;
}

/** The root category of a part ({ id, part_parent_id } as carried by a submission row); the part itself when it is a root. */
export function rootCategoryOf(
  index: PartIndex,
  part: Pick<Part, 'id' | 'name' | 'part_parent_id'>,
): Pick<Part, 'id' | 'name'> {
  return ancestorsOf(index, part.part_parent_id)[0] ?? part;
}

/** Distinct root categories of the given parts, in first-seen order (the cards' category tags). */
export function rootCategories(
  index: PartIndex,
  parts: readonly Pick<Part, 'id' | 'name' | 'part_parent_id'>[],
): Pick<Part, 'id' | 'name'>[] {
  const roots = new Map<number, Pick<Part, 'id' | 'name'>>();
  for (const part of parts) {
    const root = rootCategoryOf(index, part);
    if (!roots.has(root.id)) roots.set(root.id, root);
  }
  return [...roots.values()];
}

export interface CategoryOption {
  id: number;
  name: string;
  /** 0 for a root category, 1 for its sub-categories. */
  depth: 0 | 1;
}

/**
 * The "part type" filter offers the two category levels: each root followed by its sub-categories.
 * Picking a category matches every part below it (the server expands the tree).
 */
export function categoryOptions(index: PartIndex): CategoryOption[] {
  const options: CategoryOption[] = [];
  for (const root of byName(index.children.get(null) ?? [])) {
    options.push({ id: root.id, name: root.name, depth: 0 });
    for (const child of byName(index.children.get(root.id) ?? [])) {
      if (index.children.has(child.id)) options.push({ id: child.id, name: child.name, depth: 1 });
    }
  }
  return options;
}
