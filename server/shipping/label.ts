import { toBuffer } from 'bwip-js/node';
import { jsPDF } from 'jspdf';
import { formatAmount } from '../../contract/amounts.js';
import { labelText as text } from '../../i18n/it/shipping.js';
import { latin } from '../invoices/latin.js';
import type { Address, ShipmentRequest } from './courier.js';

/** A thermal label: 10 × 15 cm, portrait. */
export const LABEL_WIDTH_MM = 100;
export const LABEL_HEIGHT_MM = 150;
const MARGIN = 5;

/** 2026-03-05 → 05/03/2026. */
const italianDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
/** 123456 → "1.234,56 €", printed "1.234,56 EUR" (latin(): not every label printer's font has the euro sign). */
const euros = (cents: number) => `${formatAmount(cents / 100)} €`;

/** The Code 128 barcode of the tracking number, as a PNG bwip-js draws. */
function barcode(trackingNumber: string): Promise<Buffer> {
  return toBuffer({ bcid: 'code128', text: trackingNumber, scale: 3, height: 14, includetext: false });
}

/**
 * The demo courier's label, drawn like a courier's: sender, recipient, parcels, weight and size, the pickup date, cash
 * on delivery when there is some, and the tracking number as a Code 128 barcode with its text below. The file's
 * dates are the pickup date, so the bytes depend on the shipment only.
 */
export async function shippingLabelPdf(request: ShipmentRequest, trackingNumber: string): Promise<Buffer> {
  const pdf = new jsPDF({
    orientation: 'portrait',
    unit: 'mm',
    format: [LABEL_WIDTH_MM, LABEL_HEIGHT_MM],
    compress: true,
  });
  pdf.setCreationDate(new Date(`${request.pickupDate}T12:00:00Z`));
  pdf.setFileId('0'.repeat(32));
  pdf.setDocumentProperties({ title: latin(`${text.tracking} ${trackingNumber}`, 200) });
  const right = LABEL_WIDTH_MM - MARGIN;
  let y = MARGIN + 4;
  const write = (value: string, options: { bold?: boolean; size?: number; x?: number } = {}) => {
    pdf.setFont('helvetica', options.bold ? 'bold' : 'normal');
    pdf.setFontSize(options.size ?? 9);
    pdf.text(latin(value, 200), options.x ?? MARGIN, y);
  };
  const party = (title: string, who: Address, size: number) => {
    write(title.toUpperCase(), { bold: true, size: 7 });
    y += size * 0.45;
    const lines = [who.name, who.street, `${who.zip} ${who.city} (${who.province})`, who.phone ?? ''].filter(Boolean);
    for (const [index, line] of lines.entries()) {
      write(line, { size, bold: index === 0 });
      y += size * 0.45;
    }
  };
  const rule = () => {
    pdf.setLineWidth(0.3);
    pdf.line(MARGIN, y, right, y);
    y += 5;
  };

  party(text.sender, request.sender, 8);
  rule();
  party(text.recipient, request.recipient, 12);
  rule();
  write(text.parcels(request.parcels), { bold: true, size: 11 });
  write(text.weight(formatAmount(request.weightKg)), { bold: true, size: 11, x: 50 });
  y += 5;
  write(text.size(request.lengthCm, request.widthCm, request.heightCm));
  y += 4.5;
  write(text.pickup(italianDate(request.pickupDate)));
  write(text.reference(request.reference), { x: 50 });
  y += 6;
  if (request.codCents !== null && request.codCents > 0) {
    pdf.setFillColor(0, 0, 0);
    pdf.rect(MARGIN, y - 5, right - MARGIN, 9, 'F');
    pdf.setTextColor(255, 255, 255);
    write(text.cod(euros(request.codCents)), { bold: true, size: 13, x: MARGIN + 2 });
    pdf.setTextColor(0, 0, 0);
    y += 8;
  } else {
    write(text.noCod, { size: 8 });
    y += 5;
  }
  rule();
  write(text.tracking, { size: 8 });
  y += 2;
  const image = await barcode(trackingNumber);
  const barHeight = 28;
  pdf.addImage(new Uint8Array(image), 'PNG', MARGIN, y, right - MARGIN, barHeight);
  y += barHeight + 7;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(16);
  pdf.text(latin(trackingNumber, 60), LABEL_WIDTH_MM / 2, y, { align: 'center' });
  return Buffer.from(pdf.output('arraybuffer'));
}
