import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAmount } from '../../contract/amounts';
import { signedAmount } from '../../src/domain/console/actions';
import { amountProblem, amountValue } from '../../src/ui/forms/amount';

/*
 * Money is typed in one field everywhere (src/ui/forms/AmountField, read by the contract's readAmount): a sweep
 * over the web sources fails on a number field for money or any decimal, and on amounts parsed by hand, so a new
 * form cannot bring back "12,50" saved as 1.250,00 €.
 */
const root = join(__dirname, '../../src');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** Words naming money in a field's label, name or source. */
const MONEY =
  /price|prezz|amount|importo|fee|commission|spedizion|shipping|credit|delta|total|euro|coupon|costo|cost\b/i;

interface Finding {
  file: string;
  line: number;
  what: string;
}

function findings(): Finding[] {
  const found: Finding[] = [];
  for (const path of sources(root)) {
    const file = relative(join(root, '..'), path);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((text, index) => {
      // The element or field call the line belongs to: from its opening to its end.
      let start = index;
      while (start > 0 && index - start < 12 && !/<[A-Z]\w*|\bfield\(/.test(lines[start])) start--;
      let end = index;
      while (end < lines.length - 1 && end - index < 12 && !/\/>|\}\)/.test(lines[end])) end++;
      const near = lines.slice(start, end + 1).join('\n');
      const at = (what: string) => found.push({ file, line: index + 1, what: `${what}: ${text.trim()}` });
      // A number field is for whole counts only (year, quantity, position): never for money, never with decimals.
      if (/type(=|: )["']number["']/.test(text) && (MONEY.test(near) || /step[=:]\s*\{?\s*0?\.\d/.test(near)))
        at('number field for money or a decimal');
      if (/<NumberInput\b/.test(text) && MONEY.test(text)) at("react-admin's NumberInput for money");
      const source = /<NumberField\b[^>]*source="([^"]+)"/.exec(text)?.[1] ?? '';
      // Counts ("fees_due_count", "quotations.total") are whole numbers, not money.
      const counted = /count$|^quotations\./.test(source);
      if (source && MONEY.test(source) && !counted && !/options=\{(euro|amount)\}/.test(near))
        at("react-admin's NumberField for money without the console's euro or amount format");
      if (/parseFloat\(/.test(text)) at('parseFloat');
      if (/replace\(\s*['"],['"]\s*,\s*['"]\.['"]\s*\)/.test(text) && !ALLOWED_HAND_PARSING.includes(file))
        at('a comma turned into a dot by hand');
    });
  }
  return found;
}

/** Numbers that are not money, read by hand on purpose. */
const ALLOWED_HAND_PARSING = [
  // A whole percentage 0–100 (the discount), refused unless whole.
  'src/features/dealer/drafts/linkedPrices.ts',
];

describe('one amount field everywhere, one money format', () => {
  it('no form of the three apps types money in a number field or parses it by hand', () => {
    expect(findings()).toEqual([]);
  });

  it('the sweep would see a money number field', () => {
    const line = `<TextField label="Prezzo" type="number" />`;
    expect(/type(=|: )["']number["']/.test(line) && MONEY.test(line)).toBe(true);
  });
});

describe('amounts typed the Italian way', () => {
  it('12,50 is 12.50 and 1.234,56 is 1234.56', () => {
    expect(amountValue('12,50')).toBe(12.5);
    expect(amountValue('1.234,56')).toBe(1234.56);
    expect(amountValue('45,5')).toBe(45.5);
  });

  it('12.50 is read as 12,50, never as 1250', () => {
    expect(readAmount('12.50')).toEqual({ ok: true, value: 12.5 });
  });

  it('1,2,3 and 12,345 are refused with an Italian message', () => {
    for (const typed of ['1,2,3', '12,345', '12,5,0', 'dodici'])
      expect(amountProblem(typed, true)).toBe(
        'Importo non leggibile: scrivi ad esempio 45,50 oppure 1.234,56 (al massimo due decimali)',
      );
  });

  it("the console's credit adjustment reads a sign, then the same amount", () => {
    expect(signedAmount('-12,50')).toBe(-12.5);
    expect(signedAmount('1.234,56')).toBe(1234.56);
    expect(signedAmount('−3')).toBe(-3);
    expect(signedAmount('1,2,3')).toBeNull();
    expect(signedAmount('--3')).toBeNull();
  });
});
