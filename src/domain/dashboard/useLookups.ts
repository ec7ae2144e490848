import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../platform/api/auth';
import { indexParts } from './partTree';

// Lookups change with a deploy, not during a session: fetched once per session.
const lookupOptions = { staleTime: Infinity, gcTime: Infinity } as const;

export function useManufacturers() {
  return useQuery({
    queryKey: ['lookup', 'manufacturers'],
    queryFn: ({ signal }) => api.get('manufacturerList', { signal }),
    ...lookupOptions,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: ['lookup', 'provinces'],
    queryFn: ({ signal }) => api.get('provinceList', { signal }),
    ...lookupOptions,
  });
}

export function useParts() {
  return useQuery({
    queryKey: ['lookup', 'parts'],
    queryFn: ({ signal }) => api.get('partList', { signal }),
    ...lookupOptions,
  });
}

/** The part tree, indexed (empty until loaded: breadcrumbs and tags then fall back to the part itself). */
export function usePartIndex() {
  const { data } = useParts();
  return useMemo(() => indexParts(data ?? []), [data]);
}
