import { guardRedirect, normalizePath } from './guard';
import { authStore } from '../../platform/auth/storage';
import { prefetchList } from './dataProvider';
import { prefetch } from '../../platform/api/dealer';
import { features } from './features';
import { resourceApisOf, routesOf } from '../../platform/featureLists';
import { LIST_SORT, readListUrl } from '../../platform/list/listUrl';
import { paths } from '../../platform/paths';
import { loadLoginPage } from './routeTable';
import { loadMuiTheme } from '../../ui/MuiBoundary';

/** The screens that open on a resource list of known page size (the dashboard's tabs), by path. */
const APIS = resourceApisOf(features);
const LIST_SCREENS = new Map(
  routesOf(features).flatMap(({ path, list, load, plain }) =>
    list?.perPage ? [[path, { load, plain, list: { ...list, perPage: list.perPage } }] as const] : [],
  ),
);

/**
 * The requests and the code of the screen being opened start as the app boots, not after the shell has
 * rendered (on a cold /dashboard they used to leave ~1 s after navigation). Only for a session the guard lets stay on the
 * path; each answer waits in the http client until the screen asks for the same URL (dataProvider/http.ts).
 * Answers the login form's loading when it started it: the first paint waits for that one (main.tsx).
 */
export function prefetchFirstScreen({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): Promise<unknown> | undefined {
  const user = authStore.user();
  const redirect = guardRedirect(pathname, user);
  // Signed out, or landing on '/': the login form, which stays out of the first bundle; main.tsx waits for it. A deep
  // link leads there with '?next=' (the login brings the dealer back).
  // The form is drawn with MUI: its theme's chunk comes with it.
  if ((redirect?.split('?')[0] ?? normalizePath(pathname)) === paths.login)
    return Promise.all([loadLoginPage(), loadMuiTheme()]).catch(() => undefined);
  if (!user || redirect !== null) return;
  prefetch('me');
  const screen = LIST_SCREENS.get(normalizePath(pathname));
  // A screen drawn with MUI: its theme's chunk starts now too (after the list's requests), not after the shell's render.
  if (!screen?.plain) setTimeout(() => loadMuiTheme().catch(() => undefined));
  if (!screen) return;
  const { list } = screen;
  // The list's own filter keys (its resource's `filters`): the screen reads the same from the URL.
  const { filter, page, order } = readListUrl(search, APIS[list.resource]?.filters ?? {});
  prefetchList(list.resource, {
    pagination: { page, perPage: list.perPage },
    sort: { ...LIST_SORT, order },
    filter: { ...filter, ...(list.status ? { status: list.status } : {}) },
  });
  for (const lookup of list.lookups ?? []) prefetch(lookup);
  // The screen's code too, instead of when React first meets the route; a failed load is retried by the route itself.
  // After the requests: the loader adds some thirty modulepreload links first, which held the list back ~50 ms.
  screen.load?.().catch(() => undefined);
}
