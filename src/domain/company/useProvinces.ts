import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api/auth';

/** The provinces of Italy (GET /api/province/list), cached with the dashboard filters' copy: they do not change while the app is open. */
export function useProvinces() {
  return useQuery({
    queryKey: ['lookup', 'provinces'],
    queryFn: ({ signal }) => api.get('provinceList', { signal }),
    staleTime: Infinity,
  });
}
