import type { jsPDF } from 'jspdf';
import type { Submission, SubmissionRow } from '../../../../contract';
import { kmRangeLabel } from '../../../../contract/constants';
import { formatDate } from '../../../ui/format';
import { PDF_FONT, embedUnicodeFont } from './pdfFont';
import { vehicleName, visibleNotes } from './submissionText';

export interface SubmissionPdfLabels {
  title: string;
  vehicle: string;
  plate: string;
  chassis: string;
  year: string;
  km: string;
  date: string;
  notes: string;
  quantity: string;
  category: string;
  part: string;
  brand: string;
  rowNotes: string;
  noRows: string;
}

export interface SubmissionPdfInput {
  submission: Submission;
  labels: SubmissionPdfLabels;
  /** The row's category path ('Illuminazione > Fari anteriori'). */
  categoryOf: (row: SubmissionRow) => string;
}

export const pdfFileName = (submission: Pick<Submission, 'id'>) => `richiesta-${submission.id}.pdf`;

const MARGIN = 40;
const LINE_HEIGHT = 16;

/**
 * The request as an A4 landscape PDF (SPEC §9): title, vehicle, date, notes and a table of the rows.
 * jsPDF, its table plugin and the Unicode font load on demand: they stay out of every bundle until a dealer exports.
 */
export async function createSubmissionPdf({ submission, labels, categoryOf }: SubmissionPdfInput): Promise<jsPDF> {
  const [{ jsPDF: JsPdf }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new JsPdf({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const drawable = await embedUnicodeFont(doc);
  const { vehicle } = submission;
  doc.setProperties({ title: labels.title, creator: 'RicambiHub' });

  doc.setFontSize(18);
  doc.text(drawable(labels.title), MARGIN, MARGIN + 10);

  const facts: [string, string][] = [
    [labels.vehicle, vehicleName(vehicle) || '-'],
    ...(vehicle.plate ? [[labels.plate, vehicle.plate] as [string, string]] : []),
    ...(vehicle.chassis ? [[labels.chassis, vehicle.chassis] as [string, string]] : []),
    [labels.year, vehicle.year_of_production ? String(vehicle.year_of_production) : '-'],
    [labels.km, kmRangeLabel(vehicle.km_count)],
    [labels.date, formatDate(submission.created_at)],
  ];
  const notes = visibleNotes(submission.notes);
  if (notes) facts.push([labels.notes, notes]);

  doc.setFontSize(11);
  let y = MARGIN + 36;
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  for (const [label, value] of facts) {
    doc.text(drawable(`${label}:`), MARGIN, y);
    // Line by line, on as many pages as it takes: a long note is never cut at the page's edge.
    for (const line of doc.splitTextToSize(drawable(value), width - 110) as string[]) {
      if (y > bottom) {
        doc.addPage();
        y = MARGIN + 10;
      }
      doc.text(line, MARGIN + 110, y);
      y += LINE_HEIGHT;
    }
  }

  if (submission.submission_rows.length === 0) {
    doc.text(drawable(labels.noRows), MARGIN, y + 12);
    return doc;
  }
  const cells = (values: string[]) => values.map(drawable);
  autoTable(doc, {
    startY: y + 8,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
    head: [cells([labels.quantity, labels.category, labels.part, labels.brand, labels.rowNotes])],
    body: submission.submission_rows.map((row) =>
      cells([String(row.quantity), categoryOf(row), row.part.name, row.brand ?? '', visibleNotes(row.notes) ?? '']),
    ),
    styles: { font: PDF_FONT, fontStyle: 'normal', fontSize: 10, cellPadding: 5, overflow: 'linebreak' },
    headStyles: { font: PDF_FONT, fontStyle: 'normal', fillColor: [11, 74, 139], textColor: 255 },
    columnStyles: { 0: { halign: 'right', cellWidth: 70 } },
    rowPageBreak: 'auto',
  });
  return doc;
}

/** Builds the PDF and hands it to the browser as a download (richiesta-<id>.pdf). */
export async function exportSubmissionPdf(input: SubmissionPdfInput): Promise<void> {
  const doc = await createSubmissionPdf(input);
  doc.save(pdfFileName(input.submission));
}
