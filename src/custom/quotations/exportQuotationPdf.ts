import type { Quotation } from '../../../contract';
import { fromCents, lineGrossCents } from '../../../contract/totals';
import { formatCurrency, formatDate } from '../../format';
import { totalsLines } from '../../resources/quotations/quotationRules';
import type { Translator } from '../../translate';
import { vehicleTitle } from '../drafts/vehicleTitle';

const LIST_PRICE_COLUMN = 7;
const NUMERIC_COLUMNS = [1, 7, 8, 9, 10, 11];

/** The quotation as an A4 landscape PDF (SPEC §9); jsPDF and its table plugin load only when asked for. */
export async function exportQuotationPdf(quotation: Quotation, t: Translator): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setFontSize(16);
  doc.text(t('app.quotations.pdf.title', { code: quotation.quotation_code }), 14, 16);
  doc.setFontSize(10);
  doc.text(t('app.quotations.pdf.vehicle', { vehicle: vehicleTitle(quotation.vehicle) }), 14, 23);
  doc.text(t('app.quotations.pdf.date', { date: formatDate(quotation.created_at) }), 14, 28);
  autoTable(doc, {
    startY: 34,
    head: [
      [
        t('app.quotations.rows.part'),
        t('app.quotations.rows.quantity'),
        t('app.quotations.rows.partCode'),
        t('app.quotations.rows.itemCode'),
        t('app.quotations.rows.brand'),
        t('app.quotations.rows.condition'),
        t('app.quotations.rows.notes'),
        t('app.quotations.rows.listPrice'),
        t('app.quotations.rows.discount'),
        t('app.quotations.rows.netPrice'),
        t('app.quotations.rows.vat'),
        t('app.quotations.rows.rowTotal'),
      ],
    ],
    body: quotation.quotation_rows.map((row) => [
      row.part_name,
      String(row.quantity),
      row.part_code,
      row.item_code ?? '',
      row.brand,
      t(`app.quotations.conditions.${row.condition}`),
      row.notes ?? '',
      row.full_net_price != null ? formatCurrency(row.full_net_price) : '',
      row.discount != null ? t('app.quotations.rows.discountValue', { value: row.discount }) : '',
      formatCurrency(row.net_price),
      t('app.quotations.rows.vatValue', { value: row.tax_import }),
      formatCurrency(fromCents(lineGrossCents(row))),
    ]),
    foot: totalsLines(quotation).map(({ label, amount }) => [
      { content: t(label), colSpan: 11, styles: { halign: 'right' as const } },
      formatCurrency(amount),
    ]),
    styles: { fontSize: 8 },
    columnStyles: Object.fromEntries(NUMERIC_COLUMNS.map((index) => [index, { halign: 'right' as const }])),
    // The list price is struck through, as on screen.
    didDrawCell: (data) => {
      const text = data.cell.text.join('');
      if (data.section !== 'body' || data.column.index !== LIST_PRICE_COLUMN || !text) return;
      const width = doc.getTextWidth(text);
      const right = data.cell.x + data.cell.width - data.cell.padding('right');
      const middle = data.cell.y + data.cell.height / 2;
      doc.line(right - width, middle, right, middle);
    },
  });
  doc.save(t('app.quotations.pdf.fileName', { code: quotation.quotation_code }));
}
