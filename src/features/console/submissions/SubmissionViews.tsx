import {
  BooleanField,
  Datagrid,
  DateField,
  DateInput,
  List,
  ListBase,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  Labeled,
} from 'react-admin';
import type { AdminSubmission } from '../../../../contract/entities/admin';
import { quotationsCopy } from '../../../../i18n/it/console/quotations';
import { submissionsCopy as copy } from '../../../../i18n/it/console/submissions';
import { flagChoices } from '../../../domain/console/actions';
import { ManufacturerInput, PartCategoryInput, ProvinceField, ProvinceInput } from '../../../domain/console/provinces';
import { euro } from '../../../domain/console/format';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
const statusChoices = choices(copy.statuses);
const quotationStatusChoices = choices(quotationsCopy.statuses);

// The dealer side's filters (status, province, make, category, outlet, dates) plus the customer, as GET /admin/submissions takes them.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <ProvinceInput key="province" source="province" alwaysOn />,
  <ManufacturerInput key="brand" source="brand" />,
  <PartCategoryInput key="part" source="part" />,
  <ReferenceInput key="customer_id" source="customer_id" reference="customers">
    <AutocompleteInput optionText="email" />
  </ReferenceInput>,
  <SelectInput key="outlet" source="outlet" choices={flagChoices} />,
  <DateInput key="date_from" source="date_from" />,
  <DateInput key="date_to" source="date_to" />,
];

export function SubmissionList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="created_at" showTime />
        <SelectField source="status" choices={statusChoices} sortable={false} />
        <TextField source="manufacturer" sortable={false} emptyText="—" />
        <TextField source="model" sortable={false} emptyText="—" />
        <ProvinceField source="province_id" sortable={false} />
        <ReferenceField source="customer_id" reference="customers" link="show" sortable={false} />
        <NumberField source="quotations" sortable={false} />
        <DateField source="deadline_at" showTime />
      </Datagrid>
    </List>
  );
}

/** The request's quotations: the Preventivi list filtered by this request (ListBase, one page of 25). */
function SubmissionQuotations() {
  const record = useRecordContext<AdminSubmission>();
  if (!record) return null;
  return (
    <Labeled label={copy.quotationsOf} fullWidth>
      <ListBase
        resource="quotations"
        filter={{ submission_id: record.id }}
        sort={{ field: 'created_at', order: 'ASC' }}
        disableSyncWithLocation
      >
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>{copy.noQuotations}</span>}>
          <TextField source="quotation_code" />
          <ReferenceField source="dealer_id" reference="dealers" link="show" sortable={false} />
          <SelectField source="status" choices={quotationStatusChoices} sortable={false} />
          <NumberField source="total_price" options={euro} />
          <DateField source="created_at" showTime />
        </Datagrid>
        <Pagination rowsPerPageOptions={[]} />
      </ListBase>
    </Labeled>
  );
}

export function SubmissionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <SelectField source="status" choices={statusChoices} />
        <ReferenceField source="customer_id" reference="customers" link="show" />
        <ProvinceField source="province_id" />
        <TextField source="manufacturer" emptyText="—" />
        <TextField source="model" emptyText="—" />
        <TextField source="plate" emptyText="—" />
        <BooleanField source="is_outlet" />
        <TextField source="notes" emptyText="—" />
        <DateField source="created_at" showTime />
        <DateField source="deadline_at" showTime />
        <DateField source="closed_at" showTime emptyText="—" />
        <SubmissionQuotations />
      </SimpleShowLayout>
    </Show>
  );
}
