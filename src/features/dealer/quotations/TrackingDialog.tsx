import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TrackingBody } from '../../../../contract';
import { useT } from '../../../ui/translate';
import { namedMessage } from '../../../ui/forms/formErrors';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { useConfirmShipping } from './useConfirmShipping';

type Mode = 'code' | 'message';
const LABELS = {
  tracking_code: 'app.quotations.tracking.code',
  tracking_message: 'app.quotations.tracking.message',
} as const;
interface TrackingValues {
  tracking_code: string;
  tracking_message: string;
}

/**
 * The tracking form (SPEC §2): a tracking code or, toggled by a link, a shipping note; the shown one is
 * required (the contract's TrackingBody). After sending it confirms; a failure keeps it open to retry.
 */
export function TrackingDialog({
  quotationId,
  open,
  onClose,
}: {
  quotationId: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('code');
  const confirm = useConfirmShipping(quotationId);
  const field = mode === 'code' ? 'tracking_code' : 'tracking_message';
  const { register, handleSubmit, formState, clearErrors, setError } = useForm<TrackingValues>({
    defaultValues: { tracking_code: '', tracking_message: '' },
  });

  const submit = handleSubmit((values) => {
    const body = { tracking_code: null, tracking_message: null, [field]: values[field] };
    const checked = TrackingBody.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      setError(field, { type: 'required', message: namedMessage(t(LABELS[field]), message) }, { shouldFocus: true });
      return;
    }
    confirm.mutate(checked.data);
  });
  const switchMode = () => {
    clearErrors();
    setMode(mode === 'code' ? 'message' : 'code');
  };
  const error = formState.errors[field];

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('app.quotations.tracking.title')}</DialogTitle>
      {confirm.isSuccess ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {t('app.quotations.tracking.done')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {t('app.common.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('app.quotations.tracking.intro')}</DialogContentText>
              <TextField
                key={field}
                id={`tracking-${field}`}
                label={t(LABELS[field])}
                required
                autoFocus
                multiline={mode === 'message'}
                minRows={mode === 'message' ? 3 : undefined}
                error={Boolean(error)}
                helperText={error?.message}
                {...muiRegister(register(field, { onChange: () => clearErrors(field) }))}
              />
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={switchMode}
                sx={{ alignSelf: 'flex-start', textAlign: 'left' }}
              >
                {t(mode === 'code' ? 'app.quotations.tracking.useMessage' : 'app.quotations.tracking.useCode')}
              </Link>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('app.quotations.tracking.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={confirm.isPending}>
              {confirm.isPending ? t('app.quotations.tracking.sending') : t('app.quotations.tracking.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
