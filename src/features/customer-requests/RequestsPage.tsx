import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerSubmission } from '../../../contract/api/customer';
import { customerApp as m } from '../../../i18n/it/customer/app';
import { errorMessage } from '../../ui/forms/errorMessage';
import { formatDate } from '../../ui/format';
import { Countdown } from './Countdown';
import { REQUESTS_PER_PAGE } from './perPage';
import { vehicleTitle } from './vehicle';

/** Le mie richieste: newest first, each with its countdown and the offers so far; the inbox refetches it live. */
export default function RequestsPage() {
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<CustomerSubmission>('customer-requests', { pagination: { page, perPage: REQUESTS_PER_PAGE } });
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / REQUESTS_PER_PAGE));
  return (
    <Box component="section" aria-labelledby="requests-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="requests-title" component="h1" variant="h5">
          {m.list.title}
        </Typography>
        <Button component={RouterLink} to="/nuova-richiesta" variant="contained">
          {m.nav.newRequest}
        </Button>
      </Stack>
      {isPending ? (
        <CircularProgress aria-label={m.loading} />
      ) : error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : data?.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{m.list.empty}</Typography>
          <Button component={RouterLink} to="/nuova-richiesta">{m.list.createFirst}</Button>
        </Stack>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data?.map((request) => (
            <Box component="li" key={request.id}>
              <Card variant="outlined" component="article" aria-label={vehicleTitle(request)}>
                <Link component={RouterLink} to={`/richieste/${request.id}`} underline="none" color="inherit" sx={{ display: 'block', '&:hover': { bgcolor: 'action.hover' } }}>
                  <CardContent>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                        {vehicleTitle(request)}
                      </Typography>
                      <Chip size="small" label={m.list.states[request.state] ?? request.state} variant="outlined" sx={{ fontWeight: 700, color: 'text.primary' }} />
                    </Stack>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {formatDate(request.created_at)} · {m.list.rows(request.submission_rows.length)}
                    </Typography>
                    <Typography variant="body2">{request.submission_rows.slice(0, 3).map((row) => `${row.quantity} × ${row.part.name}`).join(', ')}</Typography>
                    <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
                      <Chip size="small" variant="outlined" sx={{ fontWeight: 700, color: 'text.primary' }} label={m.list.offers(request.offers_count)} />
                      {request.state === 'open' && <Chip size="small" variant="outlined" label={<Countdown deadline={request.deadline_at} />} />}
                    </Stack>
                  </CardContent>
                </Link>
              </Card>
            </Box>
          ))}
        </Box>
      )}
      {lastPage > 1 && (
        <Stack direction="row" component="nav" aria-label={m.list.page(page, lastPage)} sx={{ gap: 1, mt: 2, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>{m.list.previous}</Button>
          <Typography>{m.list.page(page, lastPage)}</Typography>
          <Button disabled={page >= lastPage} onClick={() => setPage(page + 1)}>{m.list.next}</Button>
        </Stack>
      )}
    </Box>
  );
}
