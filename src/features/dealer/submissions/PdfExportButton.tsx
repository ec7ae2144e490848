import { PictureAsPdfOutlinedIcon } from '../../../ui/icons';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Submission, SubmissionRow } from '../../../../contract';
import { useT } from '../../../ui/translate';
import type { PartIndex } from '../../../domain/dashboard';
import { ancestorsOf } from '../../../domain/dashboard';
import { exportSubmissionPdf, type SubmissionPdfLabels } from './submissionPdf';
import { categoryPath } from './SubmissionRows';

/** Downloads the request as an A4 landscape PDF (richiesta-<id>.pdf). */
export function PdfExportButton({ submission, partIndex }: { submission: Submission; partIndex: PartIndex }) {
  const t = useT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const labels: SubmissionPdfLabels = {
    title: t('app.submissions.pdf.title', { id: submission.id }),
    vehicle: t('app.submissions.pdf.vehicle'),
    plate: t('app.submissions.pdf.plate'),
    chassis: t('app.submissions.pdf.chassis'),
    year: t('app.submissions.pdf.year'),
    km: t('app.submissions.pdf.km'),
    date: t('app.submissions.pdf.date'),
    notes: t('app.submissions.pdf.notes'),
    quantity: t('app.submissions.pdf.quantity'),
    category: t('app.submissions.pdf.category'),
    part: t('app.submissions.pdf.part'),
    brand: t('app.submissions.pdf.brand'),
    rowNotes: t('app.submissions.pdf.rowNotes'),
    noRows: t('app.submissions.pdf.noRows'),
  };
  // The PDF's standard font has no '›': the breadcrumb uses '>' there.
  const categoryOf = (row: SubmissionRow) =>
    categoryPath(
      ancestorsOf(partIndex, row.part.part_parent_id).map((part) => part.name),
      ' > ',
    );
  const onClick = async () => {
    setBusy(true);
    try {
      await exportSubmissionPdf({ submission, labels, categoryOf });
    } catch {
      notify(t('app.submissions.detail.exportError'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<PictureAsPdfOutlinedIcon />} onClick={onClick} disabled={busy}>
      {busy ? t('app.submissions.detail.exporting') : t('app.submissions.detail.exportPdf')}
    </Button>
  );
}
