import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../platform/api/dealer';
import { formatCurrency, formatDateTime } from '../../../ui/format';
import { fill, teamText } from '../../../domain/team/copy';

/** The owner's Attività: who in the company sent or shipped which quotation, and who paid, the most recent first. */
export function TeamActivity({ dealerId }: { dealerId: number }) {
  const { data } = useQuery({
    queryKey: ['staff', 'activity', dealerId],
    queryFn: () => api.get('staffActivity', { params: { dealerId } }),
  });
  if (!data) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {teamText.activity.title}
      </Typography>
      {data.data.length === 0 && <Typography color="text.secondary">{teamText.activity.empty}</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {data.data.map((event) => (
          <li key={`${event.action}-${event.order?.id ?? event.quotation_id}`}>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {formatDateTime(event.at)} ·{' '}
              </Box>
              {event.action === 'paid' && event.order ? (
                fill(teamText.activity.paid, {
                  name: event.person,
                  what: teamText.activity.paidWhat[event.order.condition],
                  total: formatCurrency(event.order.total_amount),
                })
              ) : (
                // The quotations resource's own URL leads to the list that holds it now.
                <Link component={RouterLink} to={`/quotations/${event.quotation_id}/show`}>
                  {fill(event.action === 'sent' ? teamText.activity.sent : teamText.activity.shipped, {
                    name: event.person,
                    code: event.quotation_code,
                  })}
                </Link>
              )}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
