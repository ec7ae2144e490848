import BookmarkIcon from '@mui/icons-material/Bookmark';
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { Quotation, Submission } from '../../../contract';
import { KmRangeLabel } from '../../components/KmRangeLabel';
import { Timer } from '../../components/Timer';
import { formatDate } from '../../format';
import { useT } from '../../translate';
import { ChatToggle } from './ChatToggle';
import type { Draft } from './draftModel';
import { DraftQuotationForm } from './DraftQuotationForm';
import { vehicleTitle } from './vehicleTitle';

interface DraftCardProps {
  draft: Draft;
  /** The submission as the server answers it now (timer, pause, comments); the stored snapshot until then. */
  live: Submission | undefined;
  onRemove: () => void;
  onSent: (quotation: Quotation) => void;
}

/** A draft: the request's header (timer, bookmark, chat, notes) and its quotation form. */
export function DraftCard({ draft, live, onRemove, onSent }: DraftCardProps) {
  const t = useT();
  const submission = live ?? draft.submission;
  const { vehicle } = submission;
  const titleId = `draft-${draft.submission_id}-title`;
  const notes = submission.notes?.trim();
  const showNotes = Boolean(notes) && notes !== 'N/A';
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {vehicleTitle(vehicle)}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', color: 'text.secondary', alignItems: 'center' }} useFlexGap>
            <Typography variant="body2">{t('app.drafts.requestedAt', { date: formatDate(submission.created_at) })}</Typography>
            {vehicle.year_of_production && <Typography variant="body2">{t('app.drafts.vehicleYear', { year: vehicle.year_of_production })}</Typography>}
            <KmRangeLabel kmCount={vehicle.km_count} />
            <Timer minutes={submission.timing_residue} frozen={submission.is_frozen} />
          </Stack>
        </Box>
        <Tooltip title={t('app.drafts.removeBookmark')}>
          <IconButton onClick={onRemove} aria-label={t('app.drafts.removeBookmark')} color="primary">
            <BookmarkIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {showNotes && (
        <Box sx={{ mt: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {t('app.drafts.customerNotes')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {notes}
          </Typography>
        </Box>
      )}
      <Box sx={{ my: 1 }}>
        <ChatToggle submission={submission} />
      </Box>
      <DraftQuotationForm draft={draft} onSent={onSent} />
    </Paper>
  );
}
