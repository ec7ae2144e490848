import { Box, Card, Chip, Link, Typography } from '@mui/material';
import { EditingBy } from './EditingBy';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Submission } from '../../../contract';
import { Tags } from '../../ui/components/Tags';
import { Timer } from '../../ui/components/Timer';
import { useT } from '../../ui/translate';
import { rootCategories, type PartIndex } from '../dashboard';
import { DraftBookmark } from './DraftBookmark';
import { alreadyQuoted, CARD_ROWS, vehicleIdentifier, vehicleName } from './submissionText';

const SELECTED_TINT = '#eef4fb';

export interface SubmissionCardProps {
  submission: Submission;
  partIndex: PartIndex;
  selected: boolean;
  /** The search string that selects this card (?id=…). */
  to: string;
  /** The save-to-draft bookmark (absent on the expired tab). */
  bookmark: boolean;
  /** "Elenco compatto": vehicle, timer and state only (the rows and categories are in the detail). */
  compact?: boolean;
}

/**
 * One request in the list (SPEC §2): plate or chassis, manufacturer and model, the first three rows then
 * '+ N altri elementi', category tags, the timer, 'Preventivo inviato!' and the draft bookmark.
 * The vehicle is the card's link (stretched over the card): Enter or a click anywhere opens the request on the right.
 */
// Memoised: selecting a request, a refetch or a timer elsewhere redraws only the cards whose props changed.
export const SubmissionCard = memo(function SubmissionCard({ submission, partIndex, selected, to, bookmark, compact = false }: SubmissionCardProps) {
  const t = useT();
  const { vehicle, submission_rows: rows } = submission;
  const more = rows.length - CARD_ROWS;
  const tags = rootCategories(partIndex, rows.map((row) => row.part)).map((category) => category.name);
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        // Solid tints (not the translucent action colours, which would mix with the page): timer colours keep 4.5:1.
        bgcolor: selected ? SELECTED_TINT : 'background.paper',
        '&:hover': { bgcolor: selected ? SELECTED_TINT : 'grey.50' },
        // The focus ring goes around the whole card, which the link covers.
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ p: compact ? 1 : 2, pl: compact ? 1.5 : 2, pr: bookmark ? 7 : 2, display: 'flex', flexDirection: 'column', gap: compact ? 0.5 : 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {/* One link per card, named by the vehicle; its ::after stretches over the card so a click anywhere opens it. */}
          <Link
            component={RouterLink}
            to={{ search: to }}
            aria-current={selected ? 'true' : undefined}
            data-request-id={submission.id}
            underline="none"
            color="inherit"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
          >
            {vehicleIdentifier(vehicle) ?? t('app.submissions.card.noVehicleId')}
            <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
              {vehicleName(vehicle)}
            </Box>
          </Link>
        </Typography>
        {!compact && rows.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {rows.slice(0, CARD_ROWS).map((row) => (
              <Typography component="li" variant="body2" key={row.id}>
                {t('app.submissions.card.rowLine', { quantity: row.quantity, name: row.part.name })}
              </Typography>
            ))}
          </Box>
        )}
        {!compact && more > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t('app.submissions.card.moreRows', { smart_count: more })}
          </Typography>
        )}
        {!compact && <Tags tags={tags} label={t('app.submissions.card.categories')} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Timer minutes={submission.timing_residue} frozen={submission.is_frozen} />
          {alreadyQuoted(submission) && <Chip size="small" color="success" label={t('app.submissions.card.quoted')} />}
        </Box>
        <EditingBy submissionId={submission.id} />
      </Box>
      {bookmark && (
        <Box sx={{ position: 'absolute', top: 6, right: 6, zIndex: 1 }}>
          <DraftBookmark submission={submission} />
        </Box>
      )}
    </Card>
  );
});
