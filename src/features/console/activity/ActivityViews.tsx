import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import type { ActivityEntry } from '../../../../contract/entities/admin';
import { activityCopy as copy } from '../../../../i18n/it/console/activity';

const actionLabel = (record: ActivityEntry) => copy.actions[record.action] ?? record.action;
const entityLabel = (record: ActivityEntry) => copy.entities[record.entity] ?? record.entity;

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="entity" source="entity" />,
  <NumberInput key="entity_id" source="entity_id" />,
  <NumberInput key="operator_id" source="operator_id" />,
  <DateInput key="date_from" source="date_from" />,
  <DateInput key="date_to" source="date_to" />,
];

export function ActivityList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" showTime />
        <TextField source="operator_email" sortable={false} />
        <FunctionField source="action" sortable={false} render={actionLabel} />
        <FunctionField source="entity" sortable={false} render={entityLabel} />
        <TextField source="entity_id" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}

const Json = ({ value }: { value: unknown }) => (
  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: '0.8rem' }}>
    {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
  </pre>
);

export function ActivityShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" showTime />
        <TextField source="operator_email" />
        <FunctionField source="action" render={actionLabel} />
        <FunctionField source="entity" render={entityLabel} />
        <TextField source="entity_id" emptyText="—" />
        <FunctionField source="before" render={(record: ActivityEntry) => <Json value={record.before} />} />
        <FunctionField source="after" render={(record: ActivityEntry) => <Json value={record.after} />} />
      </SimpleShowLayout>
    </Show>
  );
}
