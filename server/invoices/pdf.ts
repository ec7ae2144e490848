import { jsPDF } from 'jspdf';
import { invoiceDocumentText as text } from '../../i18n/it/invoices.js';
import { documentTotals, euroText, italianDate, lineCents, type InvoiceDocument } from './document.js';
import { latin } from './latin.js';

const MARGIN = 15;
const PAGE_BOTTOM = 282;
const COLUMNS = { description: MARGIN, quantity: 120, unit: 145, vat: 165, amount: 195 } as const;

/**
 * The courtesy PDF (A4 portrait, standard fonts) drawn from the same document as the XML, so both carry the
 * same numbers. Dates inside the file are the issue date, so the bytes depend on the invoice only.
 */
export function invoicePdf(doc: InvoiceDocument, kind?: { title: string; related: string }): Buffer {
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  pdf.setCreationDate(new Date(`${doc.issuedOn}T12:00:00Z`));
  pdf.setFileId('0'.repeat(32));
  pdf.setDocumentProperties({ title: latin(doc.fileName, 200) });
  let y = MARGIN + 5;
  const write = (value: string, x: number, options: { bold?: boolean; size?: number; align?: 'right' } = {}) => {
    pdf.setFont('helvetica', options.bold ? 'bold' : 'normal');
    pdf.setFontSize(options.size ?? 9);
    pdf.text(latin(value, 1000), x, y, options.align ? { align: options.align } : undefined);
  };
  const nextLine = (step = 5) => {
    y += step;
    if (y > PAGE_BOTTOM) {
      pdf.addPage();
      y = MARGIN + 5;
    }
  };

  write(kind?.title ?? text.pdfTitle(doc.number, italianDate(doc.issuedOn)), MARGIN, { bold: true, size: 14 });
  nextLine(6);
  if (kind) {
    write(kind.related, MARGIN);
    nextLine(6);
  }
  write(`${text.fileName}: ${doc.fileName}`, MARGIN);
  nextLine(9);
  const { seller, buyer } = doc;
  const sellerLines = [
    seller.legalName,
    `${text.vat} ${seller.vatNumber}`,
    `${text.regime} ${seller.regimeFiscale}`,
    addressText(seller.address),
  ];
  const buyerLines = [
    buyer.legalName ?? `${buyer.firstName ?? ''} ${buyer.lastName ?? ''}`.trim(),
    buyer.vatNumber ? `${text.vat} ${buyer.vatNumber}` : '',
    buyer.fiscalCode ? `${text.fiscalCode} ${buyer.fiscalCode}` : '',
    addressText(buyer.address),
    `${text.recipientCode} ${buyer.recipientCode}${buyer.pec ? ` - ${text.pec} ${buyer.pec}` : ''}`,
  ].filter(Boolean);
  write(text.seller, MARGIN, { bold: true });
  write(text.buyer, 110, { bold: true });
  for (let i = 0; i < Math.max(sellerLines.length, buyerLines.length); i += 1) {
    nextLine();
    if (sellerLines[i]) write(sellerLines[i], MARGIN);
    if (buyerLines[i]) pdf.text(pdf.splitTextToSize(latin(buyerLines[i], 200), 85)[0] as string, 110, y);
  }
  nextLine(10);
  write(text.description, COLUMNS.description, { bold: true });
  write(text.quantity, COLUMNS.quantity, { bold: true, align: 'right' });
  write(text.unitPrice, COLUMNS.unit, { bold: true, align: 'right' });
  write(text.vatRate, COLUMNS.vat, { bold: true, align: 'right' });
  write(text.amount, COLUMNS.amount, { bold: true, align: 'right' });
  for (const line of doc.lines) {
    const wrapped = pdf.splitTextToSize(latin(line.description, 1000), 95) as string[];
    nextLine();
    write(String(line.quantity), COLUMNS.quantity, { align: 'right' });
    write(euroText(line.unitCents), COLUMNS.unit, { align: 'right' });
    write(String(line.vatRate), COLUMNS.vat, { align: 'right' });
    write(euroText(lineCents(line)), COLUMNS.amount, { align: 'right' });
    wrapped.forEach((part, index) => {
      if (index > 0) nextLine(4);
      write(part, COLUMNS.description);
    });
  }
  nextLine(8);
  for (const summary of doc.summaries) {
    write(text.summaryRate(String(summary.vatRate)), MARGIN, { bold: true });
    write(`${text.taxable} ${euroText(summary.taxableCents)}`, 120, { align: 'right' });
    write(`${text.tax} ${euroText(summary.taxCents)}`, COLUMNS.amount, { align: 'right' });
    nextLine();
  }
  const totals = documentTotals(doc);
  nextLine(2);
  write(`${text.total} ${euroText(totals.totalCents)}`, COLUMNS.amount, { bold: true, size: 11, align: 'right' });
  nextLine(8);
  const payment = `${text.payment}: ${text.paymentModes[doc.payment.mode]}${doc.payment.iban ? ` - ${text.iban} ${doc.payment.iban}` : ''}`;
  // A credit note settles nothing to pay: no payment line.
  if (!kind) write(payment, MARGIN);
  nextLine(10);
  write(doc.causale, MARGIN);
  nextLine(6);
  write(text.courtesy, MARGIN, { size: 8 });
  return Buffer.from(pdf.output('arraybuffer'));
}

function addressText(address: InvoiceDocument['seller']['address']): string {
  const street = [address.street, address.houseNo].filter(Boolean).join(' ');
  return `${street}, ${address.zipCode} ${address.city}${address.province ? ` (${address.province})` : ''}`;
}
