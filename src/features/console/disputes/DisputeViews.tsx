import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminDisputeDetail } from '../../../../contract/returns';
import { disputesCopy as copy } from '../../../../i18n/it/console/disputes';
import {
  disputeOutcomeNames,
  disputeStateNames,
  returnConditionNames,
  returnReasonNames,
  returnStateNames,
} from '../../../../i18n/it/returns';
import { euro } from '../../../domain/console/format';
import { ReturnPhotos } from '../../../domain/returns/ReturnPhotos';
import { ReturnTimeline } from '../../../domain/returns/ReturnTimeline';
import { formatCurrency, formatDateTime } from '../../../ui/format';
import { DecideButton } from './DecideButton';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
const stateChoices = choices(disputeStateNames);
const outcomeChoices = choices(disputeOutcomeNames);
const reasonChoices = choices(returnReasonNames);
const returnStateChoices = choices(returnStateNames);
const paymentChoices = choices(copy.paymentTypes);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />,
  <ReferenceInput key="dealer_id" source="dealer_id" reference="dealers">
    <AutocompleteInput
      optionText={(dealer: { legal_name: string | null; email: string }) => dealer.legal_name ?? dealer.email}
    />
  </ReferenceInput>,
];

/** "Controversie": the queue, the open ones first (the API's order), filtered by state, dealer and search. */
export function DisputeList() {
  return (
    <List filters={filters} filterDefaultValues={{ state: 'open' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="created_at" showTime />
        <SelectField source="state" choices={stateChoices} sortable={false} />
        <TextField source="quotation_code" sortable={false} />
        <ReferenceField source="dealer_id" reference="dealers" link="show" sortable={false} />
        <TextField source="customer_name" sortable={false} />
        <SelectField source="reason" choices={reasonChoices} sortable={false} />
        <NumberField source="amount" options={euro} sortable={false} />
        <SelectField source="outcome" choices={outcomeChoices} sortable={false} emptyText="—" />
        <NumberField source="decided_amount" options={euro} sortable={false} emptyText="—" />
        <DateField source="decided_at" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {children}
    </Typography>
  );
}

/** The dispute's figures and links: who, which quotation (its console page), how much, the decision once taken. */
function Summary() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        '& .RaLabeled-label': { fontSize: '0.8rem' },
      }}
    >
      <Labeled source="state">
        <SelectField source="state" choices={stateChoices} />
      </Labeled>
      <Labeled source="quotation_id">
        <ReferenceField source="quotation_id" reference="quotations" link="show" />
      </Labeled>
      <Labeled source="dealer_id">
        <ReferenceField source="dealer_id" reference="dealers" link="show" />
      </Labeled>
      <Labeled source="customer_id">
        <ReferenceField source="customer_id" reference="customers" link="show" />
      </Labeled>
      <Labeled source="return_state">
        <SelectField source="return_state" choices={returnStateChoices} />
      </Labeled>
      <Labeled source="payment_type">
        <SelectField source="payment_type" choices={paymentChoices} />
      </Labeled>
      <Labeled source="amount">
        <NumberField source="amount" options={euro} />
      </Labeled>
      <Labeled source="refundable">
        <NumberField source="refundable" options={euro} />
      </Labeled>
      <Labeled source="created_at">
        <DateField source="created_at" showTime />
      </Labeled>
      <Labeled source="outcome">
        <SelectField source="outcome" choices={outcomeChoices} emptyText="—" />
      </Labeled>
      <Labeled source="decided_amount">
        <NumberField source="decided_amount" options={euro} emptyText="—" />
      </Labeled>
      <Labeled source="decided_at">
        <FunctionField
          source="decided_at"
          render={(record: AdminDisputeDetail) =>
            record.decided_at ? `${formatDateTime(record.decided_at)} · ${record.decided_by ?? ''}` : '—'
          }
        />
      </Labeled>
    </Box>
  );
}

/** Everything the operator weighs, on one page: the request, the return, the photos, the chat, the shipment, the log. */
function DisputeBody() {
  const record = useRecordContext<AdminDisputeDetail>();
  if (!record) return null;
  const ret = record.return;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Summary />
      {record.decision_note && (
        <Section title={copy.sections.decision}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {record.decision_note}
          </Typography>
        </Section>
      )}
      <Section title={copy.sections.request}>
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{record.text}</Typography>
        <ReturnPhotos
          photos={record.photos}
          title={copy.sections.photos}
          photoLabel={copy.photo}
          newTab={copy.newTab}
        />
        {ret.refuse_reason && <Line label={copy.refuseReason}>{ret.refuse_reason}</Line>}
      </Section>
      <Section title={copy.sections.returned}>
        <Line label={copy.fields.reason}>{returnReasonNames[ret.reason]}</Line>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {ret.rows.map((row) => (
            <li key={row.quotation_row_id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {copy.row(row.quantity, `${row.part_name} · ${row.brand} ${row.part_code}`, formatCurrency(row.amount))}
              </Typography>
            </li>
          ))}
        </Box>
        {ret.note && <Line label={copy.customerNote}>{ret.note}</Line>}
        {ret.received_condition && (
          <Line label={returnStateNames.received}>{returnConditionNames[ret.received_condition]}</Line>
        )}
        {ret.photos.length > 0 ? (
          <ReturnPhotos photos={ret.photos} title={copy.sections.photos} photoLabel={copy.photo} newTab={copy.newTab} />
        ) : (
          <Typography variant="body2">{copy.noPhotos}</Typography>
        )}
      </Section>
      <Section title={copy.sections.chat}>
        {record.chat.length === 0 ? (
          <Typography variant="body2">{copy.noChat}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            {record.chat.map((message, index) => (
              <li key={`${message.at}-${index}`}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{copy.chatFrom[message.from]}</strong> · {formatDateTime(message.at)}: {message.text}
                </Typography>
                <ReturnPhotos
                  photos={message.attachments}
                  title={copy.sections.photos}
                  photoLabel={copy.photo}
                  newTab={copy.newTab}
                />
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={copy.sections.shipment}>
        {record.shipment_events.length === 0 ? (
          <Typography variant="body2">{copy.noShipment}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {record.shipment_events.map((event) => (
              <li key={`${event.state}-${event.occurred_at}`}>
                <Typography variant="body2">
                  {event.description} · {formatDateTime(event.occurred_at)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReturnTimeline events={ret.timeline} title={copy.sections.timeline} />
      </Paper>
    </Stack>
  );
}

function DisputeActions() {
  const record = useRecordContext<AdminDisputeDetail>();
  if (record?.state !== 'open') return null;
  return (
    <TopToolbar>
      <DecideButton dispute={record} />
    </TopToolbar>
  );
}

export function DisputeShow() {
  return (
    <Show actions={<DisputeActions />}>
      <DisputeBody />
    </Show>
  );
}
