import { PreviewIcon } from '../../../ui/icons';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  ListBase,
  Pagination,
  RadioButtonGroupInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Title,
  Toolbar,
  useNotify,
  useRefresh,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { NoticeBody } from '../../../../contract/api/admin';
import type { ActivityEntry } from '../../../../contract/entities/admin';
import { z } from '../../../../contract/z';
import { errors } from '../../../../i18n/it/errors';
import { noticesCopy as copy } from '../../../../i18n/it/console/notices';
import { api } from '../../../platform/api/console';
import { zodResolver } from '../../../ui/forms/zodResolver';

type Notice = z.output<typeof NoticeBody>;

/** The form: NoticeBody plus the choice all / one dealer; "one" needs the dealer. The output is the API's body. */
const NoticeForm = z
  .object({
    to: z.enum(['all', 'one']),
    dealer_id: z.unknown(),
    title: NoticeBody.shape.title,
    text: NoticeBody.shape.text,
  })
  .transform((form, ctx): Notice => {
    if (form.to === 'all') return { dealer_id: null, title: form.title, text: form.text };
    const dealer = NoticeBody.shape.dealer_id.safeParse(form.dealer_id === '' ? null : form.dealer_id);
    if (!dealer.success || dealer.data === null) {
      ctx.addIssue({ code: 'custom', path: ['dealer_id'], message: errors.required });
      return z.NEVER;
    }
    return { dealer_id: dealer.data, title: form.title, text: form.text };
  });

const defaults = { to: 'all', dealer_id: null, title: '', text: '' };

function DealerPicker() {
  const to = useWatch({ name: 'to' });
  if (to !== 'one') return null;
  return (
    <ReferenceInput source="dealer_id" reference="dealers">
      <AutocompleteInput
        label={copy.dealer}
        optionText={(dealer: { legal_name: string | null; email: string }) => dealer.legal_name ?? dealer.email}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** The review step: what will be sent, to whom; nothing leaves before "Invia l’avviso". */
function ReviewDialog({ notice, onBack, onSent }: { notice: Notice; onBack: () => void; onSent: () => void }) {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const reply = await api.post('adminNoticeSend', { body: NoticeBody.parse(notice) });
      notify(copy.sent(reply.recipients), { type: 'success' });
      onSent();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={sending ? undefined : onBack} aria-labelledby="notice-review-title" fullWidth maxWidth="sm">
      <DialogTitle id="notice-review-title">{copy.reviewTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{copy.reviewWarning}</Alert>
          <div>
            <Typography variant="caption" color="text.secondary">
              {copy.to}
            </Typography>
            <Typography>
              {notice.dealer_id === null ? (
                copy.toAll
              ) : (
                <ReferenceField record={notice} source="dealer_id" reference="dealers" link={false} />
              )}
            </Typography>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary">
              {copy.noticeTitle}
            </Typography>
            <Typography fontWeight="bold">{notice.title}</Typography>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary">
              {copy.text}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{notice.text}</Typography>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={sending}>
          {copy.back}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending}>
          {copy.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type SentNotice = ActivityEntry & { after: { title?: string; recipients?: number; dealer_id?: number | null } | null };

/** The sent notices: no table of their own, each is an activity entry `notice.send` (docs/architecture.md). */
function SentNotices() {
  return (
    <ListBase
      resource="activity"
      filter={{ action: 'notice.send' }}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
    >
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {copy.sentList}
      </Typography>
      <Card>
        <Datagrid
          bulkActionButtons={false}
          rowClick="show"
          empty={<Typography sx={{ p: 2 }}>{copy.sentEmpty}</Typography>}
        >
          <DateField source="created_at" label={copy.when} showTime sortable={false} />
          <FunctionField label={copy.noticeTitle} render={(record: SentNotice) => record.after?.title ?? '—'} />
          <FunctionField
            label={copy.to}
            render={(record: SentNotice) =>
              record.after?.dealer_id ? copy.dealerNo(record.after.dealer_id) : copy.everyone
            }
          />
          <FunctionField label={copy.recipients} render={(record: SentNotice) => record.after?.recipients ?? '—'} />
          <TextField source="operator_email" label={copy.operator} sortable={false} />
        </Datagrid>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
    </ListBase>
  );
}

/** Avvisi: write, review, send; then the list of what was sent. */
export default function NoticesPage() {
  const [review, setReview] = useState<Notice | null>(null);
  const [formKey, setFormKey] = useState(0);
  const refresh = useRefresh();
  return (
    <div>
      <Title title={copy.title} />
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ pb: 0 }}>
          <Typography component="h1" variant="h5">
            {copy.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {copy.intro}
          </Typography>
        </CardContent>
        <SimpleForm
          key={formKey}
          defaultValues={defaults}
          resolver={zodResolver(NoticeForm)}
          onSubmit={(values: FieldValues) => setReview(values as Notice)}
          toolbar={
            <Toolbar>
              <SaveButton label={copy.review} icon={<PreviewIcon />} alwaysEnable />
            </Toolbar>
          }
        >
          <RadioButtonGroupInput
            source="to"
            label={copy.to}
            choices={[
              { id: 'all', name: copy.toAll },
              { id: 'one', name: copy.toOne },
            ]}
          />
          <DealerPicker />
          <TextInput source="title" label={copy.noticeTitle} fullWidth />
          <TextInput source="text" label={copy.text} multiline minRows={4} fullWidth />
        </SimpleForm>
      </Card>
      {review ? (
        <ReviewDialog
          notice={review}
          onBack={() => setReview(null)}
          onSent={() => {
            setReview(null);
            setFormKey((key) => key + 1);
            refresh();
          }}
        />
      ) : null}
      <SentNotices />
    </div>
  );
}
