import StarIcon from '@mui/icons-material/Star';
import {
  Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControl,
  FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CustomerOffers, OfferDealer, OfferOption } from '../../../contract/api/customer-offers';
import { PAYMENT_METHOD_ALWAYS_ID, PAYMENT_METHOD_CASH_ON_DELIVERY_ID, PAYMENT_METHOD_HIDDEN_ID } from '../../../contract/constants';
import { quotationTotals } from '../../../contract/totals';
import { customerApp as m } from '../../../i18n/it/customer/app';
import { api } from '../../platform/dataProvider/api';
import { errorMessage } from '../../ui/forms/errorMessage';
import { formatCurrency } from '../../ui/format';

const NONE = 'none';

/** The dealer's cheapest option (price with VAT) of each requested row it offers. */
export function cheapestChoices(offers: CustomerOffers, dealer: OfferDealer): Record<number, string> {
  const choices: Record<number, string> = {};
  for (const row of offers.rows) {
    const mine = row.options.filter((option) => option.quotation_id === dealer.quotation_id);
    const best = mine.reduce<OfferOption | null>((a, b) => (a === null || b.line_price_with_vat < a.line_price_with_vat ? b : a), null);
    choices[row.submission_row_id] = best ? String(best.id) : NONE;
  }
  return choices;
}

type Method = { id: number; label: string; type: 'online' | 'offline' };

/** The methods this dealer accepts, as the customer chooses them: online by card, bank transfer, cash on delivery. */
function methodsOf(dealer: OfferDealer): Method[] {
  const ids = [PAYMENT_METHOD_ALWAYS_ID, ...dealer.available_methods.filter((id) => id !== PAYMENT_METHOD_ALWAYS_ID && id !== PAYMENT_METHOD_HIDDEN_ID)];
  return ids.map((id) =>
    id === PAYMENT_METHOD_ALWAYS_ID ? { id, label: m.offers.methods.online, type: 'online' }
      : id === PAYMENT_METHOD_CASH_ON_DELIVERY_ID ? { id, label: m.offers.methods.cash, type: 'offline' }
        : { id, label: m.offers.methods.bank, type: 'offline' },
  );
}

function Stars({ dealer }: { dealer: OfferDealer }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <StarIcon fontSize="small" sx={{ color: '#b26a00' }} aria-hidden />
      <Typography variant="body2">{dealer.ratings_count > 0 || dealer.dealer_stars > 0 ? m.offers.rating(dealer.dealer_stars, dealer.ratings_count) : m.offers.noRating}</Typography>
    </Stack>
  );
}

/**
 * One dealer's quotation in the comparison: per requested row its options (condition, brand, code, price with VAT),
 * its rating, province and shipping, the cheapest total; the customer picks an option per row (or none), sees the
 * total change and accepts for the rows picked.
 */
export function OfferCard({ offers, dealer, open }: { offers: CustomerOffers; dealer: OfferDealer; open: boolean }) {
  const navigate = useNavigate();
  const [choices, setChoices] = useState(() => cheapestChoices(offers, dealer));
  const [dialog, setDialog] = useState(false);
  const methods = methodsOf(dealer);
  const [method, setMethod] = useState(String(methods[0].id));
  const [shipping, setShipping] = useState<'flat' | 'partial'>('flat');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = dealer.legal_name ?? m.offers.dealer;

  const options = offers.rows.flatMap((row) => row.options.filter((option) => option.quotation_id === dealer.quotation_id));
  const chosen = options.filter((option) => choices[option.submission_row_id] === String(option.id));
  const totals = quotationTotals({
    options: chosen, shippingFlat: dealer.shipping_cost_flat, shippingPartial: dealer.shipping_cost_partial, shippingChosen: shipping,
    acceptedOptionIndexes: chosen.map((_, index) => index),
  });
  const pending = dealer.status === 'pending';

  const accept = async () => {
    const picked = methods.find((item) => String(item.id) === method)!;
    setBusy(true);
    setError(null);
    try {
      await api.post('customerQuotationAccept', {
        params: { id: dealer.quotation_id },
        body: { payment_type: picked.type, payment_method_id: picked.id, shipping_fee_chosen: shipping, accepted_rows: chosen.map((option) => option.id) },
      });
      navigate(`/preventivi/${dealer.quotation_id}`);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="article" aria-label={`${m.offers.dealer} ${name}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h2" variant="h6">{name}</Typography>
          <Chip size="small" label={m.offers.status[dealer.status] ?? dealer.status} variant="outlined" sx={{ fontWeight: 700, color: 'text.primary' }} />
        </Stack>
        <Stars dealer={dealer} />
        <Typography variant="body2">{m.offers.province}: {dealer.province ?? '—'}</Typography>
        <Typography variant="body2">
          {m.offers.shippingFlat(formatCurrency(dealer.shipping_cost_flat))}
          {dealer.shipping_cost_partial !== null && `, ${m.offers.shippingPartial(formatCurrency(dealer.shipping_cost_partial))}`}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>{m.offers.cheapest(formatCurrency(dealer.cheapest_total))}</Typography>
        <Divider sx={{ my: 1.5 }} />
        <Stack spacing={1.5}>
          {offers.rows.map((row) => {
            const mine = row.options.filter((option) => option.quotation_id === dealer.quotation_id);
            return (
              <FormControl key={row.submission_row_id} component="fieldset" disabled={!pending || !open}>
                <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {row.quantity} × {row.part_name}
                </FormLabel>
                {mine.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>{m.offers.noOption}</Typography>
                ) : (
                  <RadioGroup
                    value={choices[row.submission_row_id] ?? NONE}
                    onChange={(event) => setChoices((current) => ({ ...current, [row.submission_row_id]: event.target.value }))}
                  >
                    {mine.map((option) => (
                      <FormControlLabel
                        key={option.id}
                        value={String(option.id)}
                        control={<Radio size="small" />}
                        label={
                          <Box>
                            <Typography variant="body2">
                              {m.offers.conditions[option.condition]} · {option.brand} · {m.offers.code} {option.part_code}
                            </Typography>
                            <Typography variant="body2" sx={{ fontWeight: 700 }}>{m.offers.priceWithVat(formatCurrency(option.line_price_with_vat))}</Typography>
                            {option.notes && <Typography variant="caption">{option.notes}</Typography>}
                          </Box>
                        }
                      />
                    ))}
                    <FormControlLabel value={NONE} control={<Radio size="small" />} label={<Typography variant="body2">{m.offers.none_option}</Typography>} />
                  </RadioGroup>
                )}
              </FormControl>
            );
          })}
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <Typography role="status" aria-label={m.offers.yourTotal} sx={{ fontWeight: 700 }}>
          {m.offers.totalLine(formatCurrency(totals.total))}
        </Typography>
      </CardContent>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 1 }}>
        {pending && open && (
          <Button variant="contained" disabled={chosen.length === 0} onClick={() => setDialog(true)}>
            {m.offers.accept}
          </Button>
        )}
        <Button component={RouterLink} to={`/preventivi/${dealer.quotation_id}`}>
          {pending ? m.offers.chat : m.offers.open}
        </Button>
      </Stack>
      <Dialog open={dialog} onClose={() => setDialog(false)} aria-labelledby={`accept-${dealer.quotation_id}`} fullWidth maxWidth="xs">
        <DialogTitle id={`accept-${dealer.quotation_id}`}>{m.offers.acceptTitle(name)}</DialogTitle>
        <DialogContent>
          <FormControl component="fieldset" sx={{ mb: 2 }}>
            <FormLabel component="legend">{m.offers.method}</FormLabel>
            <RadioGroup value={method} onChange={(event) => setMethod(event.target.value)}>
              {methods.map((item) => <FormControlLabel key={item.id} value={String(item.id)} control={<Radio />} label={item.label} />)}
            </RadioGroup>
          </FormControl>
          {dealer.shipping_cost_partial !== null && (
            <FormControl component="fieldset" sx={{ mb: 2 }}>
              <FormLabel component="legend">{m.offers.shippingChoice}</FormLabel>
              <RadioGroup value={shipping} onChange={(event) => setShipping(event.target.value as 'flat' | 'partial')}>
                <FormControlLabel value="flat" control={<Radio />} label={m.offers.flat(formatCurrency(dealer.shipping_cost_flat))} />
                <FormControlLabel value="partial" control={<Radio />} label={m.offers.partial(formatCurrency(dealer.shipping_cost_partial))} />
              </RadioGroup>
            </FormControl>
          )}
          {methods.find((item) => String(item.id) === method)?.type === 'offline' && <Alert severity="info" sx={{ mb: 1 }}>{m.offers.offlineNote}</Alert>}
          <Typography sx={{ fontWeight: 700 }}>{m.offers.totalLine(formatCurrency(totals.total))}</Typography>
          {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(false)}>{m.offers.cancel}</Button>
          <Button variant="contained" onClick={() => void accept()} disabled={busy}>{m.offers.confirm}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
