import { describe, expect, it } from 'vitest';
import { createSubmissionPdf, pdfFileName, type SubmissionPdfLabels } from '../../src/custom/submissions/submissionPdf';
import { requestFixture, rowFixture } from './fixtures/submissions';

const labels: SubmissionPdfLabels = {
  title: 'Richiesta n. 41',
  vehicle: 'Veicolo',
  plate: 'Targa',
  chassis: 'Telaio',
  year: 'Anno',
  km: 'Chilometraggio',
  date: 'Data',
  notes: 'Note',
  quantity: 'Quantità',
  category: 'Categoria',
  part: 'Ricambio',
  brand: 'Marca',
  rowNotes: 'Note riga',
  noRows: 'Nessun ricambio indicato.',
};

/** The PDF file as text: jsPDF writes its content streams uncompressed, so shown strings appear as (text) Tj. */
async function pdfText(submission = requestFixture()): Promise<string> {
  const doc = await createSubmissionPdf({ submission, labels, categoryOf: () => 'Illuminazione > Fari anteriori' });
  return new TextDecoder('latin1').decode(doc.output('arraybuffer'));
}

/** Every string drawn with a text operator, in order. */
const shownStrings = (pdf: string) => [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));

describe('request PDF export', () => {
  it('is one A4 landscape page (841.89 x 595.28 pt)', async () => {
    const pdf = await pdfText();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(boxes).toHaveLength(1);
    const [[width, height]] = boxes;
    expect(width).toBeCloseTo(841.89, 2);
    expect(height).toBeCloseTo(595.28, 2);
  });

  it('carries the title, vehicle, date, notes and a table of the rows', async () => {
    const submission = requestFixture({
      id: 41,
      created_at: '2025-03-01T09:00:00.000Z',
      notes: 'Consegna entro venerdi',
      submission_rows: [
        rowFixture(1, 10, { quantity: 2, brand: 'Bosch', notes: 'Lato guida' }),
        rowFixture(2, 21, { quantity: 4 }),
      ],
    });
    const strings = shownStrings(await pdfText(submission));
    expect(strings).toEqual(
      expect.arrayContaining([
        'Richiesta n. 41',
        'Fiat Panda',
        'AB123CD',
        '2018',
        '25.000-70.000',
        '01/03/2025',
        'Consegna entro venerdi',
        'Quantità',
        'Ricambio',
        'Faro anteriore',
        'Bosch',
        'Lato guida',
        'Pastiglie freno anteriori',
        'Illuminazione > Fari anteriori',
      ]),
    );
    // Rows keep their order and quantity in the table.
    const rowsStart = strings.indexOf('Faro anteriore');
    expect(strings.slice(rowsStart - 2, rowsStart)).toEqual(['2', 'Illuminazione > Fari anteriori']);
    expect(strings.indexOf('Pastiglie freno anteriori')).toBeGreaterThan(rowsStart);
  });

  it("leaves out notes that are 'N/A' and says when there are no rows", async () => {
    const strings = shownStrings(await pdfText(requestFixture({ notes: 'N/A', submission_rows: [] })));
    expect(strings).not.toContain('N/A');
    expect(strings).not.toContain('Note:');
    expect(strings).toContain('Nessun ricambio indicato.');
  });

  it('is named after the request', () => {
    expect(pdfFileName({ id: 41 })).toBe('richiesta-41.pdf');
  });
});
