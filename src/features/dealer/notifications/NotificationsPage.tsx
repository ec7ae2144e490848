import { CircleIcon } from '../../../ui/icons';
import { Alert, Box, Button, Chip, List, ListItem, Paper, Typography } from '@mui/material';
import { ListBase } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../ui/components/EmptyState';
import { formatDateTime } from '../../../ui/format';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { SCREEN_ERROR_QUERY, WHOLE_LIST } from '../../../platform/list/wholeList';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { notificationAction, notificationHref } from './notificationTarget';
import { useNotifications } from './useNotifications';

/**
 * /notifications (SPEC §2): the notifications resource's list view. Title, text, date and read flag of each
 * notification; opening the screen marks all read. Its query never goes stale: the list stays as it was on opening
 * (a new notification pushed by the app socket still refetches it).
 */
export default function NotificationsPage() {
  return (
    <PageContainer title={useRouteTitle()}>
      <ListBase
        resource="notifications"
        {...WHOLE_LIST}
        queryOptions={{ ...SCREEN_ERROR_QUERY, staleTime: Infinity, gcTime: 0 }}
      >
        <NotificationItems />
      </ListBase>
    </PageContainer>
  );
}

function NotificationItems() {
  const t = useT();
  const { data, isPending, error, refetch } = useNotifications();
  if (isPending) return <PageLoading />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {t('app.common.retry')}
          </Button>
        }
      >
        {errorMessage(error) || t('app.notifications.loadError')}
      </Alert>
    );
  }
  if (!data || data.length === 0) return <EmptyState />;
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('app.notifications.list')}>
        {data.map((notification) => {
          const unread = notification.read === 0;
          const href = notificationHref(notification.target);
          return (
            <ListItem
              key={notification.id}
              component="li"
              divider
              sx={{ alignItems: 'flex-start', gap: 2, py: 2, bgcolor: unread ? 'action.hover' : undefined }}
            >
              <CircleIcon
                aria-hidden
                color={unread ? 'secondary' : undefined}
                style={{ fontSize: 12, marginTop: 6, visibility: unread ? undefined : 'hidden' }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 2,
                    flexWrap: 'wrap',
                    alignItems: 'baseline',
                  }}
                >
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 600 }}>
                    {notification.title}
                  </Typography>
                  <Typography
                    component="time"
                    dateTime={notification.created_at}
                    variant="body2"
                    sx={{ color: 'text.secondary' }}
                  >
                    {formatDateTime(notification.created_at)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                  {notification.text}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
                  <Chip
                    size="small"
                    label={unread ? t('app.notifications.unread') : t('app.notifications.read')}
                    color={unread ? 'secondary' : 'default'}
                    variant={unread ? 'filled' : 'outlined'}
                  />
                  {href && notification.target && (
                    <Button component={RouterLink} to={href} size="small" variant="outlined">
                      {t(notificationAction(notification.target))}
                    </Button>
                  )}
                </Box>
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
