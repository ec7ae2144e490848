import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { ReconciliationReport, ReconciliationSummary } from '../../../../contract/entities/reconciliation';
import { reconciliationsCopy as copy } from '../../../../i18n/it/console/settlement';
import { euro } from '../../../domain/console/format';
import { api } from '../../../platform/api/console';
import { SendIcon } from '../../../ui/icons';
import { LedgerCheckPanel } from './LedgerCheckPanel';
import { useConsoleAction } from './useConsoleAction';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
const statusChoices = choices(copy.statuses);
const providerChoices = choices(copy.providers);
const itemChoices = choices(copy.items);
const kindChoices = choices(copy.kinds);
const filters = [<SelectInput key="status" source="status" choices={statusChoices} />];

/** "Esegui ora": today's reconciliation so far (also what follows a fix, before the next daily run). */
function RunNowButton() {
  const { busy, run } = useConsoleAction();
  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      disabled={busy}
      onClick={() => void run(() => api.post('adminReconciliationRun', { body: {} }), copy.ran)}
    >
      {copy.runNow}
    </Button>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <RunNowButton />
    </TopToolbar>
  );
}

/** Each kind compared, with how many movements each side held in the period. */
function Counts({ record }: { record: ReconciliationSummary }) {
  const lines = Object.entries(record.counts).map(([item, count]) =>
    copy.countsLine(copy.items[item as keyof typeof copy.items] ?? item, count.ledger, count.provider),
  );
  if (lines.length === 0) return <>{copy.noCounts}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}

/**
 * Riconciliazioni: the ledger's balance check, then the daily reconciliations with the provider (and those run by
 * hand), newest first.
 */
export function ReconciliationList() {
  return (
    // empty={false}: with no report yet, the ledger check and "Esegui ora" still show (not react-admin's empty page).
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      <LedgerCheckPanel />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="period_from" sortable={false} options={{ timeZone: 'UTC' }} />
        <SelectField source="provider" choices={providerChoices} sortable={false} />
        <BooleanField source="automatic" sortable={false} />
        <SelectField source="status" choices={statusChoices} sortable={false} />
        <NumberField source="discrepancy_count" sortable={false} />
        <DateField source="started_at" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

export function ReconciliationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="period_from" options={{ timeZone: 'UTC' }} />
        <SelectField source="provider" choices={providerChoices} />
        <SelectField source="status" choices={statusChoices} />
        <BooleanField source="automatic" />
        <DateField source="started_at" showTime />
        <DateField source="finished_at" showTime emptyText="—" />
        <FunctionField source="counts" render={(record: ReconciliationReport) => <Counts record={record} />} />
        <FunctionField
          source="limits"
          render={(record: ReconciliationReport) => (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {record.limits.map((limit) => (
                <li key={limit}>{limit}</li>
              ))}
            </Box>
          )}
        />
        <TextField source="error" emptyText="—" />
        <NumberField source="discrepancy_count" />
        <ArrayField source="discrepancies">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<>—</>}>
            <SelectField source="item" choices={itemChoices} />
            <SelectField source="kind" choices={kindChoices} />
            <TextField source="description" />
            <TextField source="reference" emptyText="—" />
            <NumberField source="ledger_amount" options={euro} emptyText="—" />
            <NumberField source="provider_amount" options={euro} emptyText="—" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
