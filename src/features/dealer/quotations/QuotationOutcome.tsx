import { EmojiEventsOutlinedIcon as EmojiEventsIcon } from '../../../ui/icons';
import { Stack, Typography } from '@mui/material';
import type { Quotation, QuotationOutcome as Outcome } from '../../../../contract';
import { useT, type Translator } from '../../../ui/translate';

/** "Posizione 2 di 4": where this quotation's total ranked among the quotations sent on the request. */
const rankPhrase = (t: Translator, outcome: Outcome) =>
  t('app.intelligence.outcome.rank', { rank: outcome.rank, quotes: outcome.quotes });

/** "tra il 5% e il 15% sopra il preventivo scelto": a band only, never the winner's price. */
const gapPhrase = (t: Translator, band: Outcome['gap_band']) =>
  band === null ? null : t(`app.intelligence.outcome.gap.${band}`);

/**
 * The outcome in words: "Hai vinto", "Non scelto · Posizione 2 di 4 · tra il 5% e il 15% sopra il preventivo scelto",
 * "Scaduto senza scelta · Posizione 1 di 3". `short` leaves the gap out (the lists).
 */
export function outcomePhrase(t: Translator, outcome: Outcome, { short = false }: { short?: boolean } = {}): string {
  if (outcome.result === 'won') return t('app.intelligence.outcome.won');
  const head = outcome.result === 'lost' ? t('app.intelligence.outcome.lost') : t('app.intelligence.outcome.expired');
  const gap = short || outcome.result !== 'lost' ? null : gapPhrase(t, outcome.gap_band);
  return [head, rankPhrase(t, outcome), gap].filter(Boolean).join(' · ');
}

/** How the quotation went once its request was settled; nothing while the request is open (outcome null). */
export function QuotationOutcome({
  quotation,
  short = false,
}: {
  quotation: Pick<Quotation, 'outcome'>;
  short?: boolean;
}) {
  const t = useT();
  const { outcome } = quotation;
  if (!outcome) return null;
  const won = outcome.result === 'won';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ mt: short ? 0 : 1, alignItems: 'center', color: won ? 'success.dark' : 'text.secondary' }}
    >
      {won && <EmojiEventsIcon fontSize="small" aria-hidden />}
      <Typography variant="body2" sx={{ fontWeight: won || !short ? 700 : 400, color: 'inherit' }}>
        {outcomePhrase(t, outcome, { short })}
      </Typography>
    </Stack>
  );
}
