import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  TextField,
} from 'react-admin';
import { euro } from '../../../domain/console/format';

const percent = { style: 'percent', maximumFractionDigits: 1 } as const;
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <ReferenceInput key="dealer_id" source="dealer_id" reference="dealers">
    <AutocompleteInput
      optionText={(dealer: { legal_name: string | null; email: string }) => dealer.legal_name ?? dealer.email}
    />
  </ReferenceInput>,
];

/** "Resi per ricambista": per dealer its sales, returns and their rate, refusals, answers by the clock and disputes. */
export function ReturnFiguresList() {
  return (
    <List filters={filters} sort={{ field: 'returns', order: 'DESC' }} exporter={false}>
      <Datagrid
        rowClick={(_id, _resource, record) => `/dealers/${String(record.dealer_id)}/show/resi`}
        bulkActionButtons={false}
      >
        <TextField source="dealer_name" sortable={false} />
        <NumberField source="sales" sortable={false} />
        <NumberField source="returns" />
        <NumberField source="return_rate" options={percent} />
        <NumberField source="refused" sortable={false} />
        <NumberField source="auto_accepted" sortable={false} />
        <NumberField source="disputes" />
        <NumberField source="disputes_open" sortable={false} />
        <NumberField source="refunded_amount" options={euro} sortable={false} />
      </Datagrid>
    </List>
  );
}
