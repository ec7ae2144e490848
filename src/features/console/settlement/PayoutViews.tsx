import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  SelectField,
  SelectInput,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { Payout } from '../../../../contract/entities/settlement';
import { consoleCopy } from '../../../../i18n/it/app/console';
import { payoutsCopy as copy } from '../../../../i18n/it/console/settlement';
import { euro } from '../../../domain/console/format';
import { api } from '../../../platform/api/console';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { formatCurrency } from '../../../ui/format';
import { RestoreIcon } from '../../../ui/icons';
import { SETTLEMENT_PAGE, settlementPagination } from './PayoutAccountViews';
import { useConsoleAction } from './useConsoleAction';

const statusChoices = Object.entries(copy.statuses).map(([id, name]) => ({ id, name }));
const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

/**
 * "Riprova" on a failed payout: a new payout of the dealer's whole available balance (the failed one's sales are
 * available again), asked first because money leaves.
 */
function RetryButton() {
  const record = useRecordContext<Payout>();
  const [open, setOpen] = useState(false);
  const { busy, run } = useConsoleAction();
  if (!record || record.status !== 'failed') return null;
  const retry = async () => {
    if (await run(() => api.post('adminPayoutRetry', { params: { id: record.id } }), copy.retried)) setOpen(false);
  };
  return (
    <>
      <Button size="small" startIcon={<RestoreIcon />} onClick={() => setOpen(true)}>
        {copy.retry}
      </Button>
      <ConfirmDialog
        open={open}
        title={copy.retryTitle}
        confirmLabel={copy.retry}
        cancelLabel={consoleCopy.cancel}
        busy={busy}
        onConfirm={() => void retry()}
        onCancel={() => setOpen(false)}
      >
        {copy.retryText(formatCurrency(record.amount))}
      </ConfirmDialog>
    </>
  );
}

/** The sales a payout paid, under its row. */
function PayoutSales() {
  return (
    <ArrayField source="sales">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" label={copy.fields['sales.code']} />
        <NumberField source="net" options={euro} label={copy.fields['sales.net']} />
      </Datagrid>
    </ArrayField>
  );
}

/** Versamenti: every dealer's payouts, newest first, each with its sales; "Riprova" on a failed one. */
export function PayoutList() {
  return (
    <List filters={filters} exporter={false} perPage={SETTLEMENT_PAGE} pagination={settlementPagination}>
      <Datagrid rowClick={false} bulkActionButtons={false} expand={<PayoutSales />}>
        <TextField source="id" sortable={false} />
        <ReferenceField source="dealer_id" reference="dealers" link="show" sortable={false} />
        <NumberField source="amount" options={euro} sortable={false} />
        <SelectField source="status" choices={statusChoices} sortable={false} />
        <BooleanField source="automatic" sortable={false} />
        <TextField source="external_id" sortable={false} emptyText="—" />
        <TextField source="failure" sortable={false} emptyText="—" />
        <DateField source="created_at" showTime sortable={false} />
        <DateField source="paid_at" showTime sortable={false} emptyText="—" />
        <FunctionField source="actions" sortable={false} render={() => <RetryButton />} />
      </Datagrid>
    </List>
  );
}
