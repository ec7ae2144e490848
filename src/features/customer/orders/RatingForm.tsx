import { StarIcon, StarBorderIcon } from '../../../ui/icons';
import { Alert, Box, Button, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { CustomerOwnRating } from '../../../../contract/api/customer';
import { RatingBody } from '../../../../contract/api/customer-account';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { issuesByField } from '../../../ui/forms/fieldIssues';
import { formatDate } from '../../../ui/format';

/** A rating already given: the stars (drawn, and said in words) and the comment; no second form. */
function GivenRating({ rating }: { rating: CustomerOwnRating }) {
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {m.order.yourRating}
      </Typography>
      <Box role="img" aria-label={m.order.ratedStars(rating.stars)} sx={{ display: 'flex', color: 'rh.star' }}>
        {[1, 2, 3, 4, 5].map((value) =>
          value <= rating.stars ? <StarIcon key={value} /> : <StarBorderIcon key={value} />,
        )}
      </Box>
      <Typography sx={{ fontStyle: rating.comment ? 'normal' : 'italic' }}>
        {rating.comment ?? m.order.noComment}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {m.order.ratedOn(formatDate(rating.created_at))}
      </Typography>
    </Stack>
  );
}

/**
 * After shipping: 1–5 stars and a comment, once; it feeds the dealer's dealer_stars and the offers comparison. Once
 * given (`rating`: the quotation's my_rating, or the answer just received) the page shows it instead of the form.
 */
export function RatingForm({ quotationId, rating }: { quotationId: number; rating?: CustomerOwnRating | null }) {
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [given, setGiven] = useState<CustomerOwnRating | null>(rating ?? null);
  const [busy, setBusy] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = RatingBody.safeParse({ stars: stars ?? 0, comment: comment.trim() || null });
    if (!parsed.success) return setError(Object.values(issuesByField(parsed.error.issues))[0] ?? null);
    setBusy(true);
    setError(null);
    try {
      const saved = await api.post('customerQuotationRating', { params: { id: quotationId }, body: parsed.data });
      setGiven({ stars: saved.stars, comment: saved.comment, created_at: saved.created_at });
      setJustSent(true);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <Paper component="section" aria-label={m.order.rate} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {m.order.rate}
      </Typography>
      {given ? (
        <Stack spacing={2}>
          {justSent && <Alert severity="success">{m.order.rated}</Alert>}
          <GivenRating rating={given} />
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="body2">
                {m.order.stars}
              </Typography>
              {/* Radios drawn as stars (MUI's Rating would add a component the portal never loads to the shared MUI chunk). */}
              <RadioGroup
                row
                name="stars"
                value={stars === null ? '' : String(stars)}
                onChange={(event) => setStars(Number(event.target.value))}
              >
                {[1, 2, 3, 4, 5].map((value) => (
                  <Radio
                    key={value}
                    value={String(value)}
                    // Every star up to the chosen one is drawn full.
                    icon={value <= (stars ?? 0) ? <StarIcon fontSize="large" /> : <StarBorderIcon fontSize="large" />}
                    checkedIcon={<StarIcon fontSize="large" />}
                    sx={{ color: 'rh.star', '&.Mui-checked': { color: 'rh.star' } }}
                    slotProps={{ input: { 'aria-label': value === 1 ? '1 stella' : `${value} stelle` } }}
                  />
                ))}
              </RadioGroup>
            </Box>
            <TextField
              label={m.order.comment}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {m.order.sendRating}
            </Button>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
