import { TimerOffIcon } from '../../../ui/icons';
import {
  BooleanField,
  Create,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  List,
  NumberField,
  NumberInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  WrapperField,
} from 'react-admin';
import type { AdminCoupon } from '../../../../contract/entities/admin';
import { couponsCopy as copy } from '../../../../i18n/it/console/coupons';
import { ActionButton, flagChoices } from '../../../domain/console/actions';
import { AmountInput } from '../../../domain/console/AmountInput';
import { api } from '../../../platform/api/console';
import { amount } from '../../../domain/console/format';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="expired" source="expired" choices={flagChoices} />,
];

/** Fai scadere: the coupon stops working now (its uses stay). */
function ExpireButton() {
  const record = useRecordContext<AdminCoupon>();
  if (!record || record.expired) return null;
  return (
    <ActionButton
      label={copy.expire}
      icon={<TimerOffIcon />}
      done={copy.expiredDone}
      action={() => api.post('adminCouponExpire', { params: { id: Number(record.id) } })}
    />
  );
}

export function CouponList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" />
        <NumberField source="free_credits" options={amount} />
        <DateField source="valid_until" showTime emptyText="—" />
        <NumberField source="max_uses" emptyText={copy.noLimit} sortable={false} />
        <NumberField source="uses" />
        <BooleanField source="expired" sortable={false} />
        <WrapperField label={false}>
          <ExpireButton />
        </WrapperField>
      </Datagrid>
    </List>
  );
}

/** Only the fields of the contract's CouponBody; empty limits are null (no expiry, no maximum). */
const toBody = (data: Record<string, unknown>) => ({
  code: data.code,
  free_credits: data.free_credits,
  valid_until: data.valid_until ? new Date(data.valid_until as string).toISOString() : null,
  max_uses: data.max_uses ?? null,
});

function CouponForm() {
  return (
    <SimpleForm>
      <TextInput source="code" validate={required()} />
      <AmountInput source="free_credits" validate={required()} />
      <DateTimeInput source="valid_until" />
      <NumberInput source="max_uses" min={1} step={1} />
    </SimpleForm>
  );
}

export const CouponCreate = () => (
  <Create redirect="list" transform={toBody}>
    <CouponForm />
  </Create>
);

export const CouponEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={toBody}
    actions={
      <TopToolbar>
        <ExpireButton />
      </TopToolbar>
    }
  >
    <CouponForm />
  </Edit>
);
