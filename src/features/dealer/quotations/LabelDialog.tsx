import { QrCode2OutlinedIcon as LabelIcon } from '../../../ui/icons';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ShipmentBody, type Shipment } from '../../../../contract/shipping';
import { downloadInvoice } from '../../../domain/invoices/downloadInvoice';
import { api } from '../../../platform/api/dealer';
import { resourceKey } from '../../../platform/resourceKey';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { zodResolver } from '../../../ui/forms/zodResolver';
import { useT } from '../../../ui/translate';

interface LabelValues {
  parcels: string;
  weight_kg: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  pickup_date: string;
}

const FIELDS = ['parcels', 'weight_kg', 'length_cm', 'width_cm', 'height_cm', 'pickup_date'] as const;
const LABELS = {
  parcels: 'app.quotations.label.parcels',
  weight_kg: 'app.quotations.label.weight',
  length_cm: 'app.quotations.label.length',
  width_cm: 'app.quotations.label.width',
  height_cm: 'app.quotations.label.height',
  pickup_date: 'app.quotations.label.pickupDate',
} as const;

/** Today in Italy, as the date field wants it. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

/**
 * "Crea etichetta": parcels, weight (typed the Italian way), size and pickup date, checked by the contract's
 * ShipmentBody; the server books the courier and fills the tracking code, then the label downloads. Full screen on a
 * phone. A failure keeps the form open with the server's Italian message.
 */
export function LabelDialog({
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  // The contract's ShipmentBody checks the fields as the server does, each message naming its field.
  const { register, handleSubmit, formState } = useForm<LabelValues, unknown, ShipmentBody>({
    resolver: zodResolver<LabelValues, ShipmentBody>(ShipmentBody),
    defaultValues: { parcels: '1', weight_kg: '', length_cm: '', width_cm: '', height_cm: '', pickup_date: today() },
  });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoice('shipmentLabel', { id: quotationId });
    } finally {
      setDownloading(false);
    }
  };
  const create = useMutation({
    mutationFn: (body: ShipmentBody) => api.post('shipmentCreate', { params: { id: quotationId }, body }),
    onSuccess: async () => {
      // The quotation now carries the tracking code and, when it was paid online, the Spedito status.
      await queryClient.invalidateQueries({ queryKey: resourceKey('quotations') });
      void download().catch(() => undefined);
    },
  });

  const submit = handleSubmit((body) => create.mutate(body));
  const shipment: Shipment | undefined = create.data;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('app.quotations.label.title')}</DialogTitle>
      {shipment ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {t('app.quotations.label.done', { tracking: shipment.tracking_number })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void download()} disabled={downloading}>
              {downloading ? t('app.quotations.label.downloading') : t('app.quotations.label.download')}
            </Button>
            <Button onClick={onClose} variant="contained" autoFocus>
              {t('app.common.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('app.quotations.label.intro')}</DialogContentText>
              {create.error && <Alert severity="error">{create.error.message}</Alert>}
              {FIELDS.map((field, index) => (
                <TextField
                  key={field}
                  id={`label-${field}`}
                  label={t(LABELS[field])}
                  required
                  autoFocus={index === 0}
                  type={field === 'pickup_date' ? 'date' : 'text'}
                  slotProps={{
                    inputLabel: field === 'pickup_date' ? { shrink: true } : undefined,
                    htmlInput: {
                      inputMode: field === 'weight_kg' ? 'decimal' : field === 'pickup_date' ? undefined : 'numeric',
                    },
                  }}
                  error={Boolean(formState.errors[field])}
                  helperText={
                    formState.errors[field]?.message ??
                    (field === 'weight_kg' ? t('app.quotations.label.weightHint') : undefined)
                  }
                  {...muiRegister(register(field))}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('app.quotations.label.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? t('app.quotations.label.sending') : t('app.quotations.label.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/**
 * The label again, on a shipped quotation whose shipment was booked here (the shipment answers; a hand-typed code has
 * none, and nothing is drawn). For the people who ship.
 */
export function LabelDownload({ quotationId }: { quotationId: number }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const shipment = useQuery({
    queryKey: ['shipment', quotationId],
    queryFn: () => api.get('shipment', { params: { id: quotationId } }),
    retry: false,
  });
  if (!shipment.data || shipment.data.state === 'cancelled') return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice('shipmentLabel', { id: quotationId });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<LabelIcon />} onClick={() => void download()} disabled={busy}>
      {busy ? t('app.quotations.label.downloading') : t('app.quotations.label.downloadAgain')}
    </Button>
  );
}
