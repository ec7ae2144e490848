import { Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { customerReturns as m } from '../../../../i18n/it/customer/returns';
import { returnUnavailableNames } from '../../../../i18n/it/returns';
import { ReturnStateChip } from '../../../domain/returns/ReturnStateChip';
import { api } from '../../../platform/api/customer';
import { formatDate } from '../../../ui/format';

/**
 * A delivered purchase's return (GET …/return-options): its latest return with a link to follow it, "Richiedi reso"
 * while the window is open (the date it closes), or why a return cannot be asked. Nothing before delivery.
 */
export function ReturnSection({ quotationId }: { quotationId: number }) {
  const options = useQuery({
    queryKey: ['customer-return-options', quotationId],
    queryFn: () => api.get('customerReturnOptions', { params: { id: quotationId } }),
    retry: false,
  });
  const latestId = options.data?.return_ids[0];
  const latest = useQuery({
    queryKey: ['customer-return', latestId],
    queryFn: () => api.get('customerReturn', { params: { id: latestId! } }),
    enabled: latestId !== undefined,
  });
  if (!options.data) return null;
  const { available, unavailable, window_ends_at: windowEnds } = options.data;
  const why = latestId === undefined && !available && unavailable && unavailable !== 'not_delivered';
  if (!available && latestId === undefined && !why) return null;
  return (
    <Paper component="section" aria-label={m.section.title} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {m.section.title}
      </Typography>
      <Stack spacing={1.5}>
        {latest.data && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ReturnStateChip state={latest.data.state} />
            <Button component={RouterLink} to={`/resi/${latest.data.id}`} size="small">
              {m.section.open}
            </Button>
          </Stack>
        )}
        {available ? (
          <>
            {windowEnds && <Typography>{m.section.windowUntil(formatDate(windowEnds))}</Typography>}
            <Button
              component={RouterLink}
              to={`/preventivi/${quotationId}/reso`}
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
            >
              {m.section.request}
            </Button>
          </>
        ) : why && unavailable ? (
          <Typography>{returnUnavailableNames[unavailable]}</Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
