import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OfferDealer } from '../../../../contract/api/customer-offers';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency } from '../../../ui/format';
import MuiScope from '../../../ui/MuiScope';
import { methodsOf } from './methods';

export interface AcceptDialogProps {
  dealer: OfferDealer;
  /** The options picked, one per row; the shipping they pay (partial for some of the dealer's parts) and the total. */
  optionIds: number[];
  shipping: 'flat' | 'partial';
  total: number;
  onClose: () => void;
}

/**
 * Accepting one dealer's quotation for the rows picked: the payment method among those the dealer accepts, the
 * shipping it pays (the partial fee only for some of the dealer's parts), the total; then the quotation's page. The confirm button is
 * disabled while the call runs (one acceptance). Loaded with MUI when the customer first reaches for "Accetta".
 */
export default function AcceptDialog({ dealer, optionIds, shipping, total, onClose }: AcceptDialogProps) {
  const navigate = useNavigate();
  const methods = methodsOf(dealer);
  const [method, setMethod] = useState(String(methods[0].id));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = dealer.legal_name ?? m.offers.dealer;
  const titleId = `accept-${dealer.quotation_id}`;

  const accept = async () => {
    const picked = methods.find((item) => String(item.id) === method)!;
    setBusy(true);
    setError(null);
    try {
      await api.post('customerQuotationAccept', {
        params: { id: dealer.quotation_id },
        body: {
          payment_type: picked.type,
          payment_method_id: picked.id,
          shipping_fee_chosen: shipping,
          accepted_rows: optionIds,
        },
      });
      navigate(`/preventivi/${dealer.quotation_id}`);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <MuiScope>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{m.offers.acceptTitle(name)}</DialogTitle>
        <DialogContent>
          <FormControl component="fieldset" sx={{ mb: 2 }}>
            <FormLabel component="legend">{m.offers.method}</FormLabel>
            <RadioGroup value={method} onChange={(event) => setMethod(event.target.value)}>
              {methods.map((item) => (
                <FormControlLabel key={item.id} value={String(item.id)} control={<Radio />} label={item.label} />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {m.offers.shippingApplied(
              formatCurrency(
                shipping === 'partial' && dealer.shipping_cost_partial !== null
                  ? dealer.shipping_cost_partial
                  : dealer.shipping_cost_flat,
              ),
              shipping === 'partial',
            )}
          </Typography>
          {methods.find((item) => String(item.id) === method)?.type === 'offline' && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {m.offers.offlineNote}
            </Alert>
          )}
          <Typography sx={{ fontWeight: 700 }}>{m.offers.totalLine(formatCurrency(total))}</Typography>
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{m.offers.cancel}</Button>
          <Button variant="contained" onClick={() => void accept()} disabled={busy}>
            {m.offers.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
