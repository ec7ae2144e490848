import { useCallback, useMemo, type ReactNode } from 'react';
import {
  RouterProviderContext,
  useRouterProvider,
  type RouterNavigateFunction,
  type RouterProvider,
} from 'react-admin';
import type { ListFilterSpec } from '../dataProvider/resourceApi';
import { LIST_SORT, readListUrl, writeListUrl } from './listUrl';

/** react-admin's list query string (what its list controller parses and writes). */
function toControllerSearch(flat: string, filters?: ListFilterSpec): string {
  const { filter, page, order } = readListUrl(flat, filters);
  const params = new URLSearchParams({
    filter: JSON.stringify(filter),
    page: String(page),
    sort: LIST_SORT.field,
    order,
  });
  return `?${params.toString()}`;
}

function fromControllerSearch(search: string, filters?: ListFilterSpec): string {
  const params = new URLSearchParams(search);
  let filter = {};
  try {
    filter = JSON.parse(params.get('filter') ?? '{}') as object;
  } catch {
    // A malformed filter reads as none, as react-admin does.
  }
  return writeListUrl(
    { filter, page: Number(params.get('page')) || 1, order: params.get('order') === 'ASC' ? 'ASC' : 'DESC' },
    filters,
  );
}

function flatProvider(parent: RouterProvider, filters?: ListFilterSpec): RouterProvider {
  return {
    ...parent,
    useLocation: () => {
      const location = parent.useLocation();
      const search = toControllerSearch(location.search, filters);
      // Keyed on the list's own parameters: selecting a request (?id=) is not a new list location, so the controller's
      // query, filter values and setters keep their identity and the dashboard's controls need not redraw.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      return useMemo(() => ({ ...location, search }), [location.pathname, search]);
    },
    useNavigate: () => {
      const navigate = parent.useNavigate();
      return useCallback<RouterNavigateFunction>(
        (to, options) => {
          // The list controller navigates with a search only; any other navigation passes through untouched.
          if (typeof to === 'object' && to.pathname === undefined && to.search !== undefined)
            navigate({ ...to, search: fromControllerSearch(to.search, filters) }, options);
          else navigate(to, options);
        },
        [navigate],
      );
    },
  };
}

/**
 * Around a react-admin list (ListBase): its controller reads and writes the URL through this router provider,
 * which translates react-admin's `?filter={json}` shape into the lists' flat links (listUrl.ts) and back.
 * The list state itself stays react-admin's: one list context for the filters, search, sort, tabs and pagination.
 * Writing the list state drops the parameters that belong to one page (?id= selection), as a new list should.
 * `filters`: the list's filter keys and types (its resource's `api.filters`; the dashboard's by default).
 */
export function FlatListUrl({ children, filters }: { children: ReactNode; filters?: ListFilterSpec }) {
  const parent = useRouterProvider();
  const provider = useMemo(() => flatProvider(parent, filters), [parent, filters]);
  return <RouterProviderContext.Provider value={provider}>{children}</RouterProviderContext.Provider>;
}
