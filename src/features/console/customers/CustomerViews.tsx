import {
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminCustomer } from '../../../../contract/entities/admin';
import { customersCopy as copy } from '../../../../i18n/it/console/customers';
import { ProvinceInput } from '../../../domain/console/provinces';
import { flagChoices, SuspendToggle } from '../../../domain/console/actions';
import { api } from '../../../platform/api/console';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ProvinceInput key="province" source="province" />,
  <SelectInput key="suspended" source="suspended" choices={flagChoices} />,
];

export function CustomerList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="name" sortable={false} />
        <TextField source="surname" />
        <TextField source="adr_city" sortable={false} />
        <NumberField source="submissions" sortable={false} />
        <DateField source="suspended_at" emptyText="—" sortable={false} />
        <DateField source="created_at" />
      </Datagrid>
    </List>
  );
}

function CustomerActions() {
  const record = useRecordContext<AdminCustomer>();
  if (!record) return null;
  const params = { id: Number(record.id) };
  return (
    <TopToolbar>
      <SuspendToggle
        suspended={record.suspended_at !== null}
        copy={copy}
        suspend={(reason) => api.post('adminCustomerSuspend', { params, body: { reason } })}
        reactivate={() => api.post('adminCustomerReactivate', { params })}
      />
    </TopToolbar>
  );
}

export function CustomerShow() {
  return (
    <Show actions={<CustomerActions />}>
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="name" emptyText="—" />
        <TextField source="surname" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <TextField source="fiscal_code" emptyText="—" />
        <TextField source="adr_street" emptyText="—" />
        <TextField source="adr_city" emptyText="—" />
        <NumberField source="submissions" />
        <DateField source="created_at" showTime />
        <DateField source="suspended_at" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
