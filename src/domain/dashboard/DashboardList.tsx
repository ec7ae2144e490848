import type { ReactNode } from 'react';
import { ListBase } from 'react-admin';
import { FlatListUrl } from '../../platform/list/FlatListUrl';
import { LIST_SORT } from '../../platform/list/listUrl';
import { DashboardFrame } from './DashboardFrame';

/**
 * A dashboard tab: react-admin's list controller for `resource` with the tab's fixed status (the SPEC path's
 * filter), in the dashboard frame. The URL keeps its flat shape (FlatListUrl). Authentication is the route
 * guard's (Layout), so the list does not check it again. react-admin keeps the previous page on screen (under the
 * loading bar) while the next one loads.
 */
export function DashboardList({
  resource,
  status,
  perPage,
  children,
}: {
  resource: string;
  status: string;
  perPage: number;
  children: ReactNode;
}) {
  return (
    <FlatListUrl>
      <ListBase
        resource={resource}
        filter={{ status }}
        perPage={perPage}
        sort={LIST_SORT}
        storeKey={false}
        disableAuthentication
      >
        <DashboardFrame>{children}</DashboardFrame>
      </ListBase>
    </FlatListUrl>
  );
}
