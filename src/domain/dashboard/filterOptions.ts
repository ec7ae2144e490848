import { useMemo } from 'react';
import type { FilterPayload } from 'react-admin';
import type { PlainKey } from '../../ui/translate';
import { categoryOptions } from './partTree';
import { useManufacturers, usePartIndex, useParts, useProvinces } from './useLookups';

export interface FilterOption {
  id: number;
  name: string;
  /** Indentation level in the list (sub-categories). */
  depth?: number;
}

interface FilterOptions {
  options: readonly FilterOption[];
  loading: boolean;
}

/** The Filtri panel's multi-selects, in their order, with their labels. */
export const ID_FILTERS = [
  { key: 'brand', label: 'app.dashboard.filters.brand' },
  { key: 'part', label: 'app.dashboard.filters.part' },
  { key: 'province', label: 'app.dashboard.filters.province' },
] as const satisfies readonly { key: string; label: PlainKey }[];
export type IdFilterKey = (typeof ID_FILTERS)[number]['key'];

const NO_OPTIONS: FilterOption[] = [];
const NO_IDS: number[] = [];

/** The ids of a multi-select filter as the list context holds them (from the URL). */
export const filterIds = (filter: FilterPayload, key: IdFilterKey): readonly number[] =>
  Array.isArray(filter[key]) ? (filter[key] as number[]) : NO_IDS;

/** A date filter as the list context holds it: yyyy-mm-dd or null. */
export const filterDate = (filter: FilterPayload, key: 'dateFrom' | 'dateTo'): string | null =>
  typeof filter[key] === 'string' ? (filter[key] as string) : null;

function useBrandOptions(): FilterOptions {
  const manufacturers = useManufacturers();
  return { options: manufacturers.data ?? NO_OPTIONS, loading: manufacturers.isPending };
}

function usePartOptions(): FilterOptions {
  const parts = useParts();
  const partIndex = usePartIndex();
  const options = useMemo(() => categoryOptions(partIndex), [partIndex]);
  return { options, loading: parts.isPending };
}

function useProvinceOptions(): FilterOptions {
  const provinces = useProvinces();
  const options = useMemo(
    () => (provinces.data ?? []).map((province) => ({ id: province.id, name: `${province.name} (${province.code})` })),
    [provinces.data],
  );
  return { options, loading: provinces.isPending };
}

/**
 * Each filter's options from its own lookup (fetched once per session), so a list arriving redraws its own field only.
 * A field component calls the one of its key, always the same.
 */
export const optionsOf: Record<IdFilterKey, () => FilterOptions> = {
  brand: useBrandOptions,
  part: usePartOptions,
  province: useProvinceOptions,
};
