import type { ListControllerProps } from 'react-admin';
import { retryTransient } from '../queryClient';

/**
 * The props of a list view (ListBase) of a resource the API answers whole and whose screen has no list controls
 * (notifications, conversations): one page holds every record, and the list state (none to keep) stays out of
 * the URL, which belongs to the screen (?id= of the open conversation).
 */
export const WHOLE_LIST = {
  perPage: 1000,
  disableSyncWithLocation: true,
  storeKey: false,
  // Authentication is the route guard's (Layout).
  disableAuthentication: true,
} as const satisfies Partial<ListControllerProps>;

/**
 * queryOptions of a list view whose screen shows a load failure itself (the server's message with a retry button):
 * ListBase would also toast it and never retry; these keep one message and the app's retry policy.
 */
export const SCREEN_ERROR_QUERY = {
  retry: retryTransient,
  onError: () => undefined,
};
