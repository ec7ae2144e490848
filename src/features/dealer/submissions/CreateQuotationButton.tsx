import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { Submission } from '../../../../contract';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';
import { useDashboardList } from '../../../domain/dashboard';
import { draftActions } from '../../../domain/drafts/useDrafts';

/**
 * 'CREA PREVENTIVO': makes the local draft from the selected rows (all rows when none is selected) and opens
 * the drafts page. Disabled, with the note, when the request has no rows.
 */
export function CreateQuotationButton({
  submission,
  selectedRowIds,
}: {
  submission: Submission;
  selectedRowIds: readonly number[];
}) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useDashboardList();
  const noRows = submission.submission_rows.length === 0;
  const noteId = `create-quotation-note-${submission.id}`;
  const note = noRows
    ? t('app.submissions.detail.noRowsNote')
    : selectedRowIds.length > 0
      ? t('app.submissions.detail.createQuotationSelected', { smart_count: selectedRowIds.length })
      : t('app.submissions.detail.createQuotationAll');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button
        variant="contained"
        size="large"
        disabled={noRows}
        aria-describedby={noteId}
        data-create-quotation={submission.id}
        onClick={() => {
          draftActions.add(submission, [...selectedRowIds]);
          navigate({ pathname: paths.dashboardDraft, search });
        }}
      >
        {t('app.submissions.detail.createQuotation')}
      </Button>
      <Typography id={noteId} variant="body2" sx={{ color: noRows ? 'error.dark' : 'text.secondary' }}>
        {note}
      </Typography>
    </Box>
  );
}
