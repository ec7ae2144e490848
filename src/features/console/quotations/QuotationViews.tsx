import { ReceiptLongIcon } from '../../../ui/icons';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminQuotation } from '../../../../contract/entities/admin';
import { quotationsCopy as copy } from '../../../../i18n/it/console/quotations';
import { euro } from '../../../domain/console/format';

const statusChoices = Object.entries(copy.statuses).map(([id, name]) => ({ id, name }));

// GET /admin/quotations's filters: status, dealer, request, dates.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="dealer_id" source="dealer_id" reference="dealers" alwaysOn>
    <AutocompleteInput
      optionText={(dealer: { legal_name: string | null; email: string }) => dealer.legal_name ?? dealer.email}
    />
  </ReferenceInput>,
  <NumberInput key="submission_id" source="submission_id" />,
  <DateInput key="date_from" source="date_from" />,
  <DateInput key="date_to" source="date_to" />,
];

export function QuotationList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="quotation_code" sortable={false} />
        <DateField source="created_at" showTime />
        <ReferenceField source="submission_id" reference="submissions" link="show" sortable={false} />
        <ReferenceField source="dealer_id" reference="dealers" link="show" sortable={false} />
        <SelectField source="status" choices={statusChoices} sortable={false} />
        <NumberField source="total_price" options={euro} />
      </Datagrid>
    </List>
  );
}

/** The dealer's orders (fees, credits, subscription): the Ordini list filtered by this quotation's dealer. */
function QuotationActions() {
  const record = useRecordContext<AdminQuotation>();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ dealer_id: record.dealer_id }));
  return (
    <TopToolbar>
      <Button component={Link} to={`/orders?filter=${filter}`} size="small" startIcon={<ReceiptLongIcon />}>
        {copy.dealerOrders}
      </Button>
    </TopToolbar>
  );
}

export function QuotationShow() {
  return (
    <Show actions={<QuotationActions />}>
      <SimpleShowLayout>
        <TextField source="quotation_code" />
        <SelectField source="status" choices={statusChoices} />
        <ReferenceField source="submission_id" reference="submissions" link="show" />
        <ReferenceField source="submission_id" reference="submissions" link={false} label={copy.customer}>
          <ReferenceField source="customer_id" reference="customers" link="show" />
        </ReferenceField>
        <ReferenceField source="dealer_id" reference="dealers" link="show" />
        <NumberField source="total_price" options={euro} />
        <TextField source="payment_type" emptyText="—" />
        <TextField source="tracking_code" emptyText="—" />
        <DateField source="created_at" showTime />
        <DateField source="accepted_date" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
