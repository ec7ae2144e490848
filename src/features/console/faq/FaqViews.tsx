import { ArrowDownwardIcon, ArrowUpwardIcon } from '../../../ui/icons';
import IconButton from '@mui/material/IconButton';
import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  WrapperField,
} from 'react-admin';
import type { AdminFaq } from '../../../../contract/entities/admin';
import { faqCopy as copy } from '../../../../i18n/it/console/faq';
import { api } from '../../../platform/api/console';

/** Moves an entry one place up or down: the whole order is sent (POST /admin/faq/reorder, every id once). */
function MoveButtons() {
  const record = useRecordContext<AdminFaq>();
  const { data = [] } = useListContext<AdminFaq>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const ids = data.map((faq) => Number(faq.id));
  const index = ids.indexOf(Number(record.id));
  const move = async (by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    try {
      await api.post('adminFaqReorder', { body: { ids: next } });
      notify(copy.reordered, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <IconButton size="small" aria-label={copy.up} disabled={index <= 0} onClick={() => void move(-1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={copy.down}
        disabled={index < 0 || index >= ids.length - 1}
        onClick={() => void move(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </span>
  );
}

// Every entry on one page (the reorder sends them all), in the order the dealers see.
export function FaqList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={100} pagination={false} exporter={false}>
      {/* No row checkboxes: react-admin names them on MUI's wrapper, not on the input (axe: a checkbox without a
          name). An entry is deleted from its own page, with a confirmation. */}
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="question" />
        <TextField
          source="answer"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        />
        <WrapperField label={false}>
          <MoveButtons />
        </WrapperField>
      </Datagrid>
    </List>
  );
}

const toBody = ({ question, answer, position }: Record<string, unknown>) => ({
  question,
  answer,
  ...(position === null || position === undefined ? {} : { position }),
});

function FaqForm() {
  return (
    <SimpleForm>
      <TextInput source="question" validate={required()} fullWidth />
      <TextInput source="answer" validate={required()} multiline minRows={4} fullWidth />
      <NumberInput source="position" min={0} step={1} />
    </SimpleForm>
  );
}

export const FaqCreate = () => (
  <Create redirect="list" transform={toBody}>
    <FaqForm />
  </Create>
);

export const FaqEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={toBody}>
    <FaqForm />
  </Edit>
);
