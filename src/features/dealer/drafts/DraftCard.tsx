import { BookmarkIcon, ExpandLessIcon, ExpandMoreIcon } from '../../../ui/icons';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { quotationTotals } from '../../../../contract';
import { formatCurrency } from '../../../ui/format';
import type { Quotation, Submission } from '../../../../contract';
import { KmRangeLabel } from '../../../ui/components/KmRangeLabel';
import { Timer } from '../../../ui/components/Timer';
import { formatDate } from '../../../ui/format';
import { totalsInput } from './draftPayload';
import { useT } from '../../../ui/translate';
import { AlreadyQuoted } from '../../../domain/quotations/ownQuotation';
import { ChatToggle } from '../../../domain/chat/ChatToggle';
import type { Draft } from '../../../domain/drafts/draftModel';
import { DraftQuotationForm } from './DraftQuotationForm';
import { isColleagues } from '../../../domain/drafts/draftSync';
import { ColleagueDraft, DraftConflict } from './DraftTeamParts';
import { vehicleTitle } from '../../../domain/drafts/vehicleTitle';

interface DraftCardProps {
  draft: Draft;
  /** The submission as the server answers it now (timer, pause, comments); the stored snapshot until then. */
  live: Submission | undefined;
  onRemove: () => void;
  onSent: (quotation: Quotation) => void;
  /** Compact editor: only the open draft shows its notes, chat and form; the others a summary line. */
  open?: boolean;
  onToggle?: () => void;
}

/** A draft: the request's header (timer, bookmark, chat, notes) and its quotation form. */
export function DraftCard({ draft, live, onRemove, onSent, open = true, onToggle }: DraftCardProps) {
  const t = useT();
  const submission = live ?? draft.submission;
  const { vehicle } = submission;
  const titleId = `draft-${draft.submission_id}-title`;
  const notes = submission.notes?.trim();
  const showNotes = Boolean(notes) && notes !== 'N/A';
  const bodyId = `draft-${draft.submission_id}-body`;
  const totals = quotationTotals(totalsInput(draft));
  const priced = totals.subtotal > 0;
  // A colleague's draft: who has it and "Prendi in carico"; its form opens once taken over.
  const colleagues = isColleagues(draft);
  open = open && !colleagues;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: open ? { xs: 2, md: 3 } : { xs: 1.5, md: 2 } }}
    >
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {vehicleTitle(vehicle)}
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            sx={{ flexWrap: 'wrap', color: 'text.secondary', alignItems: 'center' }}
            useFlexGap
          >
            <Typography variant="body2">
              {t('app.drafts.requestedAt', { date: formatDate(submission.created_at) })}
            </Typography>
            {vehicle.year_of_production && (
              <Typography variant="body2">
                {t('app.drafts.vehicleYear', { year: vehicle.year_of_production })}
              </Typography>
            )}
            <KmRangeLabel kmCount={vehicle.km_count} />
            <Timer minutes={submission.timing_residue} frozen={submission.is_frozen} />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {onToggle && !colleagues && (
            <Button
              onClick={onToggle}
              aria-expanded={open}
              aria-controls={open ? bodyId : undefined}
              endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              aria-label={t(open ? 'app.drafts.compact.close' : 'app.drafts.compact.open', {
                vehicle: vehicleTitle(vehicle),
              })}
            >
              {t(open ? 'app.drafts.compact.closeShort' : 'app.drafts.compact.openShort')}
            </Button>
          )}
          {!colleagues && (
            <Tooltip title={t('app.drafts.removeBookmark')}>
              <IconButton onClick={onRemove} aria-label={t('app.drafts.removeBookmark')} color="primary">
                <BookmarkIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      {colleagues && <ColleagueDraft draft={draft} vehicle={vehicleTitle(vehicle)} />}
      {draft.conflict !== undefined && !colleagues && <DraftConflict draft={draft} />}
      {!open && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }} data-draft-summary>
          {t('app.drafts.compact.summary', { smart_count: draft.rows.length })}
          {' · '}
          {priced
            ? t('app.drafts.compact.total', { total: formatCurrency(totals.total) })
            : t('app.drafts.compact.noPrices')}
        </Typography>
      )}
      {open && (
        <Box id={bodyId}>
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
          {/* A request quoted meanwhile (another tab, another device): the link to that quotation, never the form. */}
          {submission.quotations.length > 0 ? (
            <AlreadyQuoted submission={submission} inDraft />
          ) : (
            <DraftQuotationForm key={draft.seed ?? 0} draft={draft} onSent={onSent} />
          )}
        </Box>
      )}
    </Paper>
  );
}
