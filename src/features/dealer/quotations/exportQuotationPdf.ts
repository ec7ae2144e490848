import type { Quotation, User } from '../../../../contract';
import { fromCents, lineGrossCents } from '../../../../contract/totals';
import { formatCurrency, formatDate } from '../../../ui/format';
import { totalsLines } from './quotationRules';
import type { Translator } from '../../../ui/translate';
import { teamScreensCopy as teamText } from '../../../../i18n/it/app/teamScreens';
import { fill } from '../../../ui/fill';
import { vehicleTitle } from '../../../domain/drafts/vehicleTitle';

const LIST_PRICE_COLUMN = 7;
const NUMERIC_COLUMNS = [1, 7, 8, 9, 10, 11];

export type LetterheadDealer = Pick<
  User,
  | 'legal_name'
  | 'name'
  | 'surname'
  | 'email'
  | 'phone'
  | 'vat_number'
  | 'pec'
  | 'adr_street'
  | 'adr_house_no'
  | 'adr_zip_code'
  | 'adr_city'
>;

/**
 * The dealer's letterhead of the quotation PDF: legal name (else name and surname), address, VAT number,
 * phone, PEC and email, from the stored user; lines without data are left out.
 */
export function letterheadLines(dealer: LetterheadDealer, t: Translator): string[] {
  const join = (parts: (string | null)[], separator = ' ') =>
    parts.filter((part) => part && part.trim()).join(separator);
  const street = join([dealer.adr_street, dealer.adr_house_no], ', ');
  const city = join([dealer.adr_zip_code, dealer.adr_city]);
  return [
    join([dealer.legal_name]) || join([dealer.name, dealer.surname]),
    join([street, city], ' – '),
    dealer.vat_number ? t('app.quotations.pdf.vatNumber', { value: dealer.vat_number }) : '',
    dealer.phone ? t('app.quotations.pdf.phone', { value: dealer.phone }) : '',
    dealer.pec ? t('app.quotations.pdf.pec', { value: dealer.pec }) : '',
    dealer.email ? t('app.quotations.pdf.email', { value: dealer.email }) : '',
  ].filter(Boolean);
}

/** The quotation as an A4 landscape PDF (SPEC §9); jsPDF and its table plugin load only when asked for. */
export async function exportQuotationPdf(
  quotation: Quotation,
  t: Translator,
  dealer: LetterheadDealer | null = null,
): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  // The dealer's letterhead, top right (the quotation's title stays top left).
  const letterhead = dealer ? letterheadLines(dealer, t) : [];
  const right = doc.internal.pageSize.getWidth() - 14;
  letterhead.forEach((line, index) => {
    doc.setFontSize(index === 0 ? 12 : 9);
    doc.text(line, right, 12 + index * 4.5 + (index > 0 ? 1 : 0), { align: 'right' });
  });
  doc.setFontSize(16);
  doc.text(t('app.quotations.pdf.title', { code: quotation.quotation_code }), 14, 16);
  doc.setFontSize(10);
  doc.text(t('app.quotations.pdf.vehicle', { vehicle: vehicleTitle(quotation.vehicle) }), 14, 23);
  doc.text(t('app.quotations.pdf.date', { date: formatDate(quotation.created_at) }), 14, 28);
  // Who in the company sent it.
  if (quotation.sent_by) doc.text(fill(teamText.sentBy, { name: quotation.sent_by }), 14, 33);
  autoTable(doc, {
    startY: Math.max(quotation.sent_by ? 39 : 34, 12 + letterhead.length * 4.5 + 6),
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
