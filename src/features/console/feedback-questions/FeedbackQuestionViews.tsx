import {
  ArrayField,
  ArrayInput,
  BooleanInput,
  ChipField,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  required,
  SaveButton,
  SearchInput,
  SimpleForm,
  SimpleFormIterator,
  SingleFieldList,
  TextField,
  TextInput,
  Toolbar,
  minValue,
  maxValue,
} from 'react-admin';
import type { ReactElement } from 'react';
import type { AdminFeedbackQuestion } from '../../../../contract/entities/admin';
import { feedbackQuestionsCopy as copy } from '../../../../i18n/it/console/feedback-questions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function FeedbackQuestionList() {
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} exporter={false}>
      {/* Pessimistic: a question with answers is refused (409, shown as the server says it). */}
      {/* No row checkboxes: react-admin names them on MUI's wrapper, not on the input (axe: a checkbox without a
          name). An entry is deleted from its own page, with a confirmation. */}
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="question_text" sortable={false} />
        <ArrayField source="options" sortable={false}>
          <SingleFieldList linkType={false}>
            <FunctionField
              render={(option: AdminFeedbackQuestion['options'][number]) => (
                <ChipField record={{ label: `${option.score} · ${option.label}` }} source="label" size="small" />
              )}
            />
          </SingleFieldList>
        </ArrayField>
        <FunctionField label={copy.optionsCount} render={(record: AdminFeedbackQuestion) => record.options.length} />
      </Datagrid>
    </List>
  );
}

/** The body the API takes (contract FeedbackQuestionBody): no id, empty image as null, position only when given. */
const toBody = ({ question_text, position, options }: Record<string, unknown>) => ({
  question_text,
  ...(position === null || position === undefined || position === '' ? {} : { position }),
  options: ((options as AdminFeedbackQuestion['options'] | undefined) ?? []).map((option) => ({
    score: option.score,
    label: option.label,
    image: option.image ? String(option.image).trim() || null : null,
    show_textarea: Boolean(option.show_textarea),
  })),
});

function FeedbackQuestionForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm
      toolbar={toolbar}
      defaultValues={{ options: [{ score: 5, label: '', image: null, show_textarea: false }] }}
    >
      <TextInput source="question_text" validate={required()} fullWidth />
      <NumberInput source="position" min={0} step={1} />
      <ArrayInput source="options" validate={required()}>
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="score" validate={[required(), minValue(0), maxValue(10)]} min={0} max={10} step={1} />
          <TextInput source="label" validate={required()} />
          <TextInput source="image" />
          <BooleanInput source="show_textarea" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export const FeedbackQuestionCreate = () => (
  <Create redirect="list" transform={toBody}>
    <FeedbackQuestionForm />
  </Create>
);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" confirmContent={copy.deleteHint} />
  </Toolbar>
);

export const FeedbackQuestionEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={toBody}>
    <FeedbackQuestionForm toolbar={<EditToolbar />} />
  </Edit>
);
