import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { reconciliationsCopy } from '../../../../i18n/it/console/settlement';
import { api } from '../../../platform/api/console';
import { formatCurrency } from '../../../ui/format';

const copy = reconciliationsCopy.ledger;
const euro = (cents: number) => formatCurrency(cents / 100);

/**
 * The ledger's balance check (GET /admin/ledger/check), above the reconciliations: materialized balances against the
 * sum of their legs, every movement balanced, sales and payouts against the dealers' balances.
 */
export function LedgerCheckPanel() {
  const check = useQuery({
    queryKey: ['adminLedgerCheck'],
    queryFn: ({ signal }) => api.get('adminLedgerCheck', { signal }),
  });
  return (
    <Box component="section" aria-labelledby="ledger-check-title" sx={{ p: 2 }}>
      <Typography id="ledger-check-title" variant="h6" component="h2">
        {copy.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {copy.explain}
      </Typography>
      {check.isPending ? (
        <Typography role="status">{copy.loading}</Typography>
      ) : check.isError ? (
        <Alert severity="error">{copy.failed}</Alert>
      ) : check.data.clean ? (
        <Alert severity="success">{copy.clean}</Alert>
      ) : (
        <Alert severity="warning">
          {copy.problems(check.data.problems.length)}
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {check.data.problems.map((problem) => (
              <li key={`${problem.check}:${problem.ref}`}>
                {copy.problem(problem.check, problem.ref, euro(problem.expected_cents), euro(problem.actual_cents))}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Button size="small" sx={{ mt: 1 }} disabled={check.isFetching} onClick={() => void check.refetch()}>
        {copy.again}
      </Button>
    </Box>
  );
}
