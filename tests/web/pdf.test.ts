import { describe, expect, it } from 'vitest';
import {
  createSubmissionPdf,
  pdfFileName,
  type SubmissionPdfLabels,
} from '../../src/features/dealer/submissions/submissionPdf';
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

/** The PDF file as bytes read as Latin-1: jsPDF writes its content streams uncompressed. */
async function pdfText(submission = requestFixture()): Promise<string> {
  const doc = await createSubmissionPdf({ submission, labels, categoryOf: () => 'Illuminazione > Fari anteriori' });
  return new TextDecoder('latin1').decode(doc.output('arraybuffer'));
}

/** The embedded font's ToUnicode map, glyph id → character, as a PDF reader extracts text with it. */
function toUnicode(pdf: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, section] of pdf.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, unicode] of section.matchAll(/<([0-9a-f]{4})><([0-9a-f]{4})>/gi))
      map.set(glyph.toLowerCase(), String.fromCharCode(parseInt(unicode, 16)));
  }
  return map;
}

/**
 * Every string drawn with a text operator, in order, as a reader extracts it: glyph ids in hex through the embedded
 * font's ToUnicode map, or literal strings of a standard font.
 */
function shownStrings(pdf: string, map = toUnicode(pdf)): string[] {
  return [...pdf.matchAll(/(?:<([0-9a-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/gi)].map(([, hex, literal]) =>
    hex === undefined
      ? literal.replace(/\\(.)/g, '$1')
      : (hex.match(/.{4}/g) ?? []).map((glyph) => map.get(glyph.toLowerCase()) ?? '?').join(''),
  );
}

/** Each shown string with its baseline height on the page (PDF points from the bottom edge). */
function placedStrings(pdf: string): { text: string; y: number }[] {
  const map = toUnicode(pdf);
  return [...pdf.matchAll(/BT\n([\s\S]*?)\nET/g)].flatMap(([, block]) => {
    const leading = Number(/([\d.]+) TL/.exec(block)?.[1] ?? 0);
    const start = Number(/[\d.]+ (-?[\d.]+) Td/.exec(block)?.[1] ?? NaN);
    // Lines of one text call follow each other at the leading (T*).
    return shownStrings(block, map).map((text, line) => ({ text, y: start - line * leading }));
  });
}

const pageCount = (pdf: string) => [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].length;

describe('request PDF export', () => {
  it('is one A4 landscape page (841.89 x 595.28 pt)', async () => {
    const pdf = await pdfText();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
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

  it('keeps accents and Cyrillic, and marks what the font cannot draw (emoji) instead of dropping it', async () => {
    const submission = requestFixture({
      notes: 'Perché è urgente: Привет, Škoda 😀 grazie',
      submission_rows: [rowFixture(1, 10, { quantity: 1, brand: 'Löwe', notes: 'Фара левая 👍🏽' })],
    });
    const text = shownStrings(await pdfText(submission)).join(' ');
    expect(text).toContain('Perché è urgente: Привет, Škoda \uFFFD grazie');
    expect(text).toContain('Löwe');
    expect(text).toContain('Фара левая \uFFFD');
  });

  it('wraps a long note over as many pages as it needs, every word of it', async () => {
    const words = Array.from({ length: 900 }, (_, i) => `parola${i + 1}`);
    const pdf = await pdfText(requestFixture({ notes: words.join(' ') }));
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const placed = placedStrings(pdf);
    const onPage = placed.filter(({ y }) => y >= 20).flatMap(({ text }) => text.split(/\s+/));
    expect(words.filter((word) => !onPage.includes(word))).toEqual([]);
    expect(placed.filter(({ y }) => y < 20)).toEqual([]);
  });

  it('is named after the request', () => {
    expect(pdfFileName({ id: 41 })).toBe('richiesta-41.pdf');
  });
});
