import { SendFilledIcon as SendIcon } from '../../../ui/icons';
import { Alert, Box, Button, Stack } from '@mui/material';
import { memo, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Quotation } from '../../../../contract';
import { namedResolver } from '../../../ui/forms/namedResolver';
import { useT } from '../../../ui/translate';
import type { Draft, DraftValues } from '../../../domain/drafts/draftModel';
import { DraftRowFields } from './DraftRowFields';
import { DraftShippingFields } from './DraftShippingFields';
import { DraftTotals } from './DraftTotals';
import { draftResolver } from './draftValidation';
import { ReviewDialog } from './ReviewDialog';
import { SaveStatus } from './SaveStatus';
import { teamText } from './teamCopy';
import { SavingDialog, SendErrorDialog } from './SendDialogs';
import { useDraftAutosave } from './useDraftAutosave';
import { useDraftShortcuts } from './useDraftShortcuts';
import { DraftTemplatesBar } from './templates/DraftTemplatesBar';
import { serverMessage, useSendQuotation } from './useSendQuotation';

interface DraftQuotationFormProps {
  draft: Draft;
  onSent: (quotation: Quotation) => void;
}

/**
 * The form is the source of the values once mounted, so a new `draft` object (each save on the server writes the
 * copy's version back) re-renders it only when what it reads of the draft changes: its request, its rows'
 * ids, or a text replaced from outside (`seed`); the store parses a new copy on every write, so identity says nothing.
 */
const sameShape = (a: DraftQuotationFormProps, b: DraftQuotationFormProps) =>
  a.draft.submission_id === b.draft.submission_id &&
  a.draft.seed === b.draft.seed &&
  a.draft.submission.id === b.draft.submission.id &&
  a.draft.rows.map((row) => row.submission_row_id).join() === b.draft.rows.map((row) => row.submission_row_id).join();

/** The quotation form of one draft (SPEC §5): options per row, shipping, live totals, send. */
export const DraftQuotationForm = memo(function DraftQuotationForm({ draft, onSent }: DraftQuotationFormProps) {
  const t = useT();
  // Each message names its field ("Prezzo netto (€): campo obbligatorio"), like every form's.
  const resolver = useMemo(() => namedResolver(draftResolver(t)), [t]);
  // The stored draft seeds the form once; afterwards the form is the source and autosave writes it back.
  const [defaultValues] = useState<DraftValues>(() => ({
    rows: draft.rows,
    shipping_cost_flat: draft.shipping_cost_flat,
    shipping_cost_partial: draft.shipping_cost_partial,
  }));
  const form = useForm<DraftValues>({ defaultValues, resolver });
  useDraftAutosave(draft.submission_id, form);
  const formRef = useRef<HTMLFormElement>(null);
  useDraftShortcuts(formRef);
  const { send, isPending } = useSendQuotation(draft, onSent);
  const [sendError, setSendError] = useState<string | null>(null);
  const idPrefix = `draft-${draft.submission_id}`;
  const rowsById = new Map(draft.submission.submission_rows.map((row) => [row.id, row]));
  const hasErrors = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;

  // INVIA PREVENTIVO (and Ctrl+Invio) only opens "Conferma invio"; its confirm button sends.
  const [reviewing, setReviewing] = useState<DraftValues | null>(null);
  const onValid = (values: DraftValues) => {
    setSendError(null);
    setReviewing(values);
  };
  const confirm = () => {
    const values = reviewing;
    setReviewing(null);
    if (values) send(values, (error) => setSendError(serverMessage(error) ?? teamText.sendError.fallback));
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        aria-labelledby={`${idPrefix}-title`}
      >
        <DraftTemplatesBar />
        {draft.rows.map((row, rowIndex) => (
          <DraftRowFields
            key={row.submission_row_id}
            idPrefix={`${idPrefix}-r${rowIndex}`}
            rowIndex={rowIndex}
            submissionRowId={row.submission_row_id}
            requested={rowsById.get(row.submission_row_id)}
            vehicle={draft.submission.vehicle}
          />
        ))}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            pt: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <DraftShippingFields idPrefix={idPrefix} rowCount={draft.rows.length} />
          <DraftTotals control={form.control} labelId={`${idPrefix}-totals`} />
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <SaveStatus submissionId={draft.submission_id} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendIcon />}
            aria-keyshortcuts="Control+Enter"
            disabled={isPending || form.formState.isSubmitting}
          >
            {t('app.drafts.form.send')}
          </Button>
        </Stack>
        {hasErrors && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('app.drafts.form.fixErrors')}
          </Alert>
        )}
      </Box>
      <ReviewDialog draft={draft} values={reviewing} onConfirm={confirm} onCancel={() => setReviewing(null)} />
      <SavingDialog open={isPending} />
      <SendErrorDialog message={sendError} onClose={() => setSendError(null)} />
    </FormProvider>
  );
}, sameShape);
