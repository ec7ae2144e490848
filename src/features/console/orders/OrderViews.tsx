import { UndoIcon } from '../../../ui/icons';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminOrder } from '../../../../contract/entities/admin';
import { ordersCopy as copy } from '../../../../i18n/it/console/orders';
import { ReasonButton } from '../../../domain/console/actions';
import { api } from '../../../platform/api/console';
import { amount, euro } from '../../../domain/console/format';
import { formatCurrency } from '../../../ui/format';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
const statusChoices = choices(copy.statuses);
const conditionChoices = choices(copy.conditions);
const providerChoices = choices(copy.providers);

/** What went back to the payer (its own refund, or a return's or a dispute's on a customer's payment); — if nothing. */
const refunded = (order: AdminOrder) => (order.refunded_amount > 0 ? formatCurrency(order.refunded_amount) : '—');

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="provider" source="provider" choices={providerChoices} />,
  <SelectInput key="condition" source="condition" choices={conditionChoices} />,
  <NumberInput key="dealer_id" source="dealer_id" />,
];

export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <ReferenceField source="dealer_id" reference="dealers" link="show" sortable={false} />
        <SelectField source="condition" choices={conditionChoices} sortable={false} />
        <TextField source="quotation_code" sortable={false} emptyText="—" />
        <TextField source="customer_name" sortable={false} emptyText="—" />
        <SelectField source="status" choices={statusChoices} sortable={false} />
        <SelectField source="provider" choices={providerChoices} sortable={false} emptyText="—" />
        <NumberField source="total_amount" options={euro} />
        <FunctionField<AdminOrder> source="refunded_amount" sortable={false} render={refunded} />
        <NumberField source="credits" sortable={false} options={amount} />
        <DateField source="created_at" showTime />
        <DateField source="paid_at" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}

/** Rimborsa: only an order the server marks refundable, with a reason; it refunds through the provider exactly once. */
function OrderActions() {
  const record = useRecordContext<AdminOrder>();
  if (!record?.refundable) return null;
  return (
    <TopToolbar>
      <ReasonButton
        label={copy.refund}
        icon={<UndoIcon />}
        done={copy.refunded}
        action={({ reason }) => api.post('adminOrderRefund', { params: { id: Number(record.id) }, body: { reason } })}
      />
    </TopToolbar>
  );
}

export function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="dealer_id" reference="dealers" link="show" />
        <SelectField source="condition" choices={conditionChoices} />
        <TextField source="quotation_code" emptyText="—" />
        <TextField source="customer_name" emptyText="—" />
        <SelectField source="status" choices={statusChoices} />
        <SelectField source="provider" choices={providerChoices} emptyText="—" />
        <TextField source="external_id" emptyText="—" />
        <NumberField source="total_amount" options={euro} />
        <NumberField source="tax_amount" options={euro} />
        <NumberField source="credits" options={amount} />
        <TextField source="coupon" emptyText="—" />
        <DateField source="created_at" showTime />
        <DateField source="paid_at" showTime emptyText="—" />
        <FunctionField<AdminOrder> source="refunded_amount" render={refunded} />
        <DateField source="refunded_at" showTime emptyText="—" />
        <TextField source="refund_external_id" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
