import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnFigures } from '../../../../contract/returns';
import { returnsCopy } from '../../../../i18n/it/app/returns';
import { returnReasonNames } from '../../../../i18n/it/returns';
import { api } from '../../../platform/api/dealer';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatNumber } from '../../../ui/format';

const copy = returnsCopy.figures;

/** Hours as "5 h" or, from a day up, "2 g 3 h". */
function hours(value: number | null): string {
  if (value === null) return copy.none;
  const total = Math.round(value);
  if (total < 24) return fill(copy.hours, { h: formatNumber(total) });
  return fill(copy.days, { d: Math.floor(total / 24), h: total % 24 });
}

function Figures({ figures: f }: { figures: ReturnFigures }) {
  const cards: { label: string; value: string; hint?: string }[] = [
    {
      label: copy.returnRate,
      value: fill(copy.percent, { value: formatNumber(Math.round(f.return_rate * 1000) / 10) }),
      hint: fill(copy.returnRateHint, { returns: formatNumber(f.returns), sales: formatNumber(f.sales) }),
    },
    {
      label: copy.answerTime,
      value: hours(f.answer_hours_median),
      hint: fill(copy.answerTimeHint, { time: hours(f.answer_hours_avg) }),
    },
    {
      label: copy.autoAccepted,
      value: formatNumber(f.auto_accepted),
      hint: fill(copy.autoAcceptedHint, { answered: formatNumber(f.answered) }),
    },
    { label: copy.refunded, value: formatCurrency(f.refunded_amount) },
    { label: copy.disputes, value: formatNumber(f.disputes) },
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {cards.map((card) => (
        <Paper key={card.label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
            {card.value}
          </Typography>
          {card.hint && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {card.hint}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Statistiche's "Resi" (GET /dealer/:dealerId/analytics/returns over the page's range): the return rate, the time to
 * answer, the returns accepted by the clock, the money refunded, the disputes, and the returns by reason.
 */
export function ReturnFiguresPanel({ dealerId, from, to }: { dealerId: number; from?: string; to?: string }) {
  const { data, error } = useQuery({
    queryKey: ['returnFigures', dealerId, from, to],
    queryFn: ({ signal }) => api.get('returnFigures', { params: { dealerId }, query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <Box component="section" aria-labelledby="analytics-returns-title">
      <Typography id="analytics-returns-title" component="h2" variant="h6" gutterBottom>
        {copy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {copy.intro}
      </Typography>
      {error && <Alert severity="error">{errorMessage(error) || copy.loadError}</Alert>}
      {data && (
        <>
          <Figures figures={data} />
          {data.reasons.length > 0 && (
            <Table size="small" aria-label={copy.reasons} sx={{ mt: 2, maxWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{copy.reason}</TableCell>
                  <TableCell align="right">{copy.count}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.reasons.map((line) => (
                  <TableRow key={line.reason}>
                    <TableCell>{returnReasonNames[line.reason]}</TableCell>
                    <TableCell align="right">{formatNumber(line.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Box>
  );
}
