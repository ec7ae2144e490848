import { QUOTATIONS_PER_PAGE, SUBMISSIONS_PER_PAGE } from '../../contract/constants';
import { guardRedirect, normalizePath } from '../authProvider/guard';
import { authStore } from '../authProvider/storage';
import { prefetchList } from '../dataProvider';
import { prefetch } from '../dataProvider/api';
import { loadQuotationsPage } from '../resources/quotations';
import { loadSubmissionsPage } from '../resources/submissions';
import { LIST_SORT, readListUrl } from './listUrl';
import { paths } from './paths';
import { loadLoginPage } from './routeTable';

interface ListTab {
  resource: 'submissions' | 'quotations';
  status: string;
  perPage: number;
  load: () => Promise<unknown>;
}

const requests = (status: string): ListTab => ({ resource: 'submissions', status, perPage: SUBMISSIONS_PER_PAGE, load: loadSubmissionsPage });
const quotations = (status: string): ListTab => ({ resource: 'quotations', status, perPage: QUOTATIONS_PER_PAGE, load: loadQuotationsPage });

/** The dashboard tabs that open on a list: which resource, which of its lists, how many per page, the screen's code. */
const LIST_TABS: Record<string, ListTab> = {
  [paths.dashboard]: requests('pending'),
  [paths.dashboardExpired]: requests('expired'),
  [paths.dashboardOutlet]: requests('outlet'),
  [paths.dashboardSent]: quotations('pending'),
  [paths.dashboardFulfilled]: quotations('accepted'),
  [paths.dashboardArchived]: quotations('cancelled'),
};

/**
 * Issue 18: the requests and the code of the screen being opened start as the app boots, not after the shell has
 * rendered (on a cold /dashboard they used to leave ~1 s after navigation). Only for a session the guard lets stay on the
 * path; each answer waits in the http client until the screen asks for the same URL (dataProvider/http.ts).
 * Answers the login form's loading when it started it: the first paint waits for that one (main.tsx).
 */
export function prefetchFirstScreen({ pathname, search }: Pick<Location, 'pathname' | 'search'>): Promise<unknown> | undefined {
  const user = authStore.user();
  const redirect = guardRedirect(pathname, user);
  // Signed out, or landing on '/': the login form, which stays out of the first bundle; main.tsx waits for it.
  if ((redirect ?? normalizePath(pathname)) === paths.login) return loadLoginPage().catch(() => undefined);
  if (!user || redirect !== null) return;
  prefetch('me');
  const tab = LIST_TABS[normalizePath(pathname)];
  if (!tab) return;
  const { filter, page, order } = readListUrl(search);
  prefetchList(tab.resource, {
    pagination: { page, perPage: tab.perPage },
    sort: { ...LIST_SORT, order },
    filter: { ...filter, status: tab.status },
  });
  // The cards name makes, parts and provinces from these (custom/dashboard/useLookups.ts).
  if (tab.resource === 'submissions') for (const lookup of ['manufacturerList', 'partList', 'provinceList'] as const) prefetch(lookup);
  // The screen's code too, instead of when React first meets the route; a failed load is retried by the route itself.
  // After the requests: the loader adds some thirty modulepreload links first, which held the list back ~50 ms.
  tab.load().catch(() => undefined);
}
