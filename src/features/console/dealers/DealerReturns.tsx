import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Datagrid, DateField, ListBase, NumberField, SelectField, TextField, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminDealerDetail } from '../../../../contract/entities/admin';
import { disputesCopy, returnFiguresCopy } from '../../../../i18n/it/console/disputes';
import { disputeOutcomeNames, disputeStateNames } from '../../../../i18n/it/returns';
import { euro } from '../../../domain/console/format';
import { api } from '../../../platform/api/console';
import { formatCurrency, formatNumber } from '../../../ui/format';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
const stateChoices = choices(disputeStateNames);
const outcomeChoices = choices(disputeOutcomeNames);

/** The dealer's line of "Resi per ricambista" (GET /admin/return-figures?dealer_id=). */
function DealerFigures({ dealer }: { dealer: AdminDealerDetail }) {
  const { data } = useQuery({
    queryKey: ['return-figures', 'dealer', dealer.id],
    queryFn: ({ signal }) => api.get('adminReturnFigures', { query: { dealer_id: Number(dealer.id) }, signal }),
  });
  const figures = data?.data.find((line) => line.dealer_id === Number(dealer.id));
  if (!figures) return null;
  const f = returnFiguresCopy.fields;
  const facts: [string, string][] = [
    [f.sales, formatNumber(figures.sales)],
    [f.returns, formatNumber(figures.returns)],
    [f.return_rate, `${formatNumber(Math.round(figures.return_rate * 1000) / 10)}%`],
    [f.refused, formatNumber(figures.refused)],
    [f.auto_accepted, formatNumber(figures.auto_accepted)],
    [f.disputes, formatNumber(figures.disputes)],
    [f.disputes_open, formatNumber(figures.disputes_open)],
    [f.refunded_amount, formatCurrency(figures.refunded_amount)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A dealer's page, "Resi e controversie": its returns figures and its disputes (the Controversie list filtered by
 * the dealer), each opening the dispute's page.
 */
export function DealerReturns() {
  const dealer = useRecordContext<AdminDealerDetail>();
  if (!dealer) return null;
  return (
    <Stack spacing={2}>
      <DealerFigures dealer={dealer} />
      <Button
        component={RouterLink}
        to={{
          pathname: '/return-figures',
          search: `?filter=${encodeURIComponent(JSON.stringify({ dealer_id: dealer.id }))}`,
        }}
        size="small"
        sx={{ alignSelf: 'flex-start' }}
      >
        {disputesCopy.dealerFigures}
      </Button>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {disputesCopy.dealerDisputes}
      </Typography>
      <ListBase resource="disputes" filter={{ dealer_id: dealer.id }} perPage={25} disableSyncWithLocation>
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<Typography>{disputesCopy.noDisputes}</Typography>}>
          <TextField source="id" />
          <DateField source="created_at" showTime />
          <SelectField source="state" choices={stateChoices} sortable={false} />
          <TextField source="quotation_code" sortable={false} />
          <TextField source="customer_name" sortable={false} />
          <NumberField source="amount" options={euro} sortable={false} />
          <SelectField source="outcome" choices={outcomeChoices} sortable={false} emptyText="—" />
          <NumberField source="decided_amount" options={euro} sortable={false} emptyText="—" />
        </Datagrid>
      </ListBase>
    </Stack>
  );
}
