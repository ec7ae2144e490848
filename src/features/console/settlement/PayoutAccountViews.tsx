import Button from '@mui/material/Button';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  Pagination,
  ReferenceField,
  SelectField,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { AdminPayoutAccount } from '../../../../contract/entities/settlement';
import { payoutAccountsCopy as copy } from '../../../../i18n/it/console/settlement';
import { ReasonButton } from '../../../domain/console/actions';
import { euro } from '../../../domain/console/format';
import { api } from '../../../platform/api/console';
import { BlockIcon, CheckCircleIcon } from '../../../ui/icons';
import { useConsoleAction } from './useConsoleAction';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
const stateChoices = choices(copy.states);
const scheduleChoices = choices(copy.schedules);
const providerChoices = [
  { id: 'stripe', name: 'Stripe' },
  { id: 'paypal', name: 'PayPal' },
  { id: 'demo', name: 'Demo' },
];

/** The API pages these 25 at a time. */
export const SETTLEMENT_PAGE = 25;
export const settlementPagination = <Pagination rowsPerPageOptions={[SETTLEMENT_PAGE]} />;

/**
 * "Blocca versamenti" asks why (the dialog is the confirmation; the reason stays in the activity log); "Sblocca
 * versamenti" gives the payouts back at once.
 */
function BlockToggle() {
  const record = useRecordContext<AdminPayoutAccount>();
  const { busy, run } = useConsoleAction();
  if (!record) return null;
  const params = { id: record.dealer_id };
  if (record.blocked)
    return (
      <Button
        size="small"
        startIcon={<CheckCircleIcon />}
        disabled={busy}
        onClick={() =>
          void run(() => api.post('adminPayoutsBlock', { params, body: { blocked: false } }), copy.unblocked)
        }
      >
        {copy.unblock}
      </Button>
    );
  return (
    <ReasonButton
      label={copy.block}
      icon={<BlockIcon />}
      description={copy.blockText}
      confirmLabel={copy.blockConfirm}
      done={copy.blocked}
      action={({ reason }) => api.post('adminPayoutsBlock', { params, body: { blocked: true, reason } })}
    />
  );
}

/** Conti di versamento: every dealer's payout account, its state at the provider, its balances, and the block. */
export function PayoutAccountList() {
  return (
    <List exporter={false} perPage={SETTLEMENT_PAGE} pagination={settlementPagination}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <ReferenceField source="dealer_id" reference="dealers" link="show" sortable={false} />
        <SelectField source="provider" choices={providerChoices} sortable={false} />
        <SelectField source="state" choices={stateChoices} sortable={false} />
        <FunctionField
          source="requirements"
          sortable={false}
          render={(record: AdminPayoutAccount) => (record.requirements.length ? record.requirements.join(', ') : '—')}
        />
        <NumberField source="held" options={euro} sortable={false} />
        <NumberField source="available" options={euro} sortable={false} />
        <SelectField source="schedule" choices={scheduleChoices} sortable={false} />
        <BooleanField source="blocked" sortable={false} />
        <TextField source="external_id" sortable={false} emptyText="—" />
        <FunctionField source="actions" sortable={false} render={() => <BlockToggle />} />
      </Datagrid>
    </List>
  );
}
