import {
  Datagrid,
  DateField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { heldFundsCopy as copy } from '../../../../i18n/it/console/settlement';
import { euro } from '../../../domain/console/format';

const stateChoices = Object.entries(copy.states).map(([id, name]) => ({ id, name }));
const filters = [
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />,
  <NumberInput key="dealer_id" source="dealer_id" />,
];

/**
 * Fondi trattenuti: the online sales whose money the platform holds for the dealers (held until the goods arrive and
 * the protection window passes, available, or in a payout not yet paid), the next to become available first.
 */
export function HeldFundList() {
  return (
    <List filters={filters} sort={{ field: 'available_at', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="quotation.code" sortable={false} />
        <ReferenceField source="dealer_id" reference="dealers" link="show" sortable={false} />
        <SelectField source="state" choices={stateChoices} sortable={false} />
        <NumberField source="gross" options={euro} sortable={false} />
        <NumberField source="fee" options={euro} sortable={false} />
        <NumberField source="net" options={euro} sortable={false} />
        <DateField source="created_at" />
        <DateField source="delivered_at" sortable={false} emptyText="—" />
        <DateField source="available_at" emptyText="—" />
        <TextField source="payout_id" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}
