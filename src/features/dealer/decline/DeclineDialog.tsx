import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from '../../../../contract';
import { DeclineBody } from '../../../../contract/api/templates';
import { DECLINE_REASONS, type DeclineReason } from '../../../../contract/entities/quoting';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { zodResolver } from '../../../ui/forms/zodResolver';

interface DeclineForm {
  reason: DeclineReason;
  note: string;
}

/** "Non posso offrire": a reason (Altro asks for a text), checked by the contract's DeclineBody. */
export function DeclineDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (body: z.output<typeof DeclineBody>) => Promise<void>;
}) {
  const t = useT();
  const titleId = useId();
  const reasonId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeclineForm, unknown, z.output<typeof DeclineBody>>({
    resolver: zodResolver<DeclineForm, z.output<typeof DeclineBody>>(DeclineBody, {
      reason: t('app.quoting.decline.reason'),
      note: t('app.quoting.decline.reason'),
    }),
    defaultValues: { reason: 'part-unavailable', note: '' },
  });
  const { control, register, handleSubmit, formState } = form;
  const other = useWatch({ control, name: 'reason' }) === 'other';
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onConfirm(other ? body : { reason: body.reason, note: null });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('app.quoting.decline.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('app.quoting.decline.intro')}</DialogContentText>
          <FormControl>
            <FormLabel id={reasonId}>{t('app.quoting.decline.reason')}</FormLabel>
            <Controller
              control={control}
              name="reason"
              render={({ field }) => (
                <RadioGroup
                  aria-labelledby={reasonId}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {DECLINE_REASONS.map((reason, i) => (
                    <FormControlLabel
                      key={reason}
                      value={reason}
                      control={<Radio inputRef={i === 0 ? field.ref : undefined} autoFocus={i === 0} />}
                      label={t(`app.quoting.decline.reasons.${reason}`)}
                    />
                  ))}
                </RadioGroup>
              )}
            />
          </FormControl>
          {other && (
            <TextField
              label={t('app.quoting.decline.note')}
              required
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 1 }}
              error={Boolean(formState.errors.note)}
              helperText={formState.errors.note?.message}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              {...muiRegister(register('note'))}
            />
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.quoting.decline.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
            {t('app.quoting.decline.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
