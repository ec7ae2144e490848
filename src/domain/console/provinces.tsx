import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, FunctionField, type AutocompleteInputProps } from 'react-admin';
import type { Province } from '../../../contract/entities/lookups';
import { provincesCopy as copy } from '../../../i18n/it/console/provinces';
import { api } from '../../platform/api/auth';

/** Every province (GET /province/list, answered whole and cached for the console's session). */
export function useProvinces() {
  return useQuery({
    queryKey: ['console', 'provinces'],
    queryFn: ({ signal }) => api.get('provinceList', { signal }),
    staleTime: Infinity,
  });
}

const provinceName = (province: Province) => `${province.name} (${province.code})`;

/**
 * The province filter of the console's lists: an autocomplete over the provinces' names and codes whose value is the
 * province id the admin API filters by (`province=<id>`).
 */
export function ProvinceInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  const { data = [], isPending } = useProvinces();
  return (
    <AutocompleteInput
      label={copy.label}
      {...props}
      choices={data as Province[]}
      optionText={provinceName}
      isPending={isPending}
      noOptionsText={isPending ? copy.loading : undefined}
    />
  );
}

/** A province id shown by name and code (a record's `source` field). */
export function ProvinceField({ source, label, sortable }: { source: string; label?: string; sortable?: boolean }) {
  const { data = [] } = useProvinces();
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      render={(record: Record<string, unknown>) => {
        const province = data.find((p) => p.id === record[source]);
        return province ? provinceName(province) : record[source] == null ? '—' : `#${String(record[source])}`;
      }}
    />
  );
}

/** The makes and the top-level part categories (GET /manufacturer/list, /part/list), cached for the console's session. */
const useManufacturers = () =>
  useQuery({
    queryKey: ['console', 'manufacturers'],
    queryFn: ({ signal }) => api.get('manufacturerList', { signal }),
    staleTime: Infinity,
  });
const useParts = () =>
  useQuery({
    queryKey: ['console', 'parts'],
    queryFn: ({ signal }) => api.get('partList', { signal }),
    staleTime: Infinity,
  });

/** The dealer side's "Marca" filter: a make by name, sent as its id (`brand=<id>`). */
export function ManufacturerInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  const { data = [], isPending } = useManufacturers();
  return <AutocompleteInput {...props} choices={data} optionText="name" isPending={isPending} />;
}

/** The dealer side's "Tipo di ricambio" filter: a top-level category by name, sent as its id (`part=<id>`). */
export function PartCategoryInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  const { data = [], isPending } = useParts();
  return (
    <AutocompleteInput
      {...props}
      choices={data.filter((part) => part.part_parent_id === null)}
      optionText="name"
      isPending={isPending}
    />
  );
}
