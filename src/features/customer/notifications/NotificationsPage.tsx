import { Alert, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationTarget } from '../../../../contract';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDateTime } from '../../../ui/format';

/** Where a notification leads in the customer app: its quotation, its request, or the chat with its dealer. */
export function customerNotificationLink(target: NotificationTarget | null): { to: string; label: string } | null {
  switch (target?.kind) {
    case 'quotation':
      return { to: `/preventivi/${target.id}`, label: m.notifications.openQuotation };
    case 'request':
      return { to: `/richieste/${target.id}`, label: m.notifications.openRequest };
    case 'conversation':
      // The customer chats with a dealer on that dealer's quotation; before one, the request is where it stands.
      return {
        to: target.quotation_id !== null ? `/preventivi/${target.quotation_id}` : `/richieste/${target.submission_id}`,
        label: m.notifications.openChat,
      };
    default:
      return null;
  }
}

function TargetLink({ target }: { target: NotificationTarget | null }) {
  const link = customerNotificationLink(target);
  return link ? (
    <Link component={RouterLink} to={link.to}>
      {link.label}
    </Link>
  ) : null;
}

/** Notifications, newest first, each with a link to what it concerns; opening the screen marks all read. */
export default function NotificationsPage() {
  const list = useQuery({ queryKey: ['customer-notifications'], queryFn: () => api.get('customerNotifications') });
  const unread = list.data?.some((notification) => notification.read === 0) ?? false;
  useEffect(() => {
    if (unread) void api.post('customerNotificationsRead').catch(() => undefined);
  }, [unread]);
  return (
    <Box component="section" aria-labelledby="notifications-title">
      <Typography id="notifications-title" component="h1" variant="h5" sx={{ mb: 2 }}>
        {m.notifications.title}
      </Typography>
      {list.isPending ? (
        <CircularProgress aria-label={m.loading} />
      ) : list.error ? (
        <Alert severity="error">{errorMessage(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <Typography>{m.notifications.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.map((notification) => (
            <Paper
              component="li"
              key={notification.id}
              variant="outlined"
              sx={{ p: 1.5, borderLeft: notification.read ? undefined : '4px solid var(--mui-palette-primary-main)' }}
            >
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {notification.title}
              </Typography>
              <Typography variant="body2">{notification.text}</Typography>
              <Typography variant="caption" component="p">
                {formatDateTime(notification.created_at)}
              </Typography>
              <TargetLink target={notification.target} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
