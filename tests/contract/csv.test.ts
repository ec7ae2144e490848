import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, FORMULA_TRIGGERS, neutraliseFormula } from '../../contract/csv.js';

describe('CSV cells (OWASP CSV injection)', () => {
  it('prefixes text starting with = + - @ TAB CR with a single quote, and nothing else', () => {
    for (const trigger of FORMULA_TRIGGERS) expect(neutraliseFormula(`${trigger}1+1`)).toBe(`'${trigger}1+1`);
    expect(FORMULA_TRIGGERS).toEqual(['=', '+', '-', '@', '\t', '\r']);
    for (const plain of ['Bosch', ' =1', "'=1", '1-2', 'a=b', '']) expect(neutraliseFormula(plain)).toBe(plain);
  });

  it('keeps numbers numbers (a negative one too), with the Italian decimal comma', () => {
    expect(csvCell(-12.5)).toBe('-12,5');
    expect(csvCell(40, ';', 2)).toBe('40,00');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell('-12')).toBe("'-12");
  });

  it('quotes text holding the separator, a comma, a quote, a tab or a line break', () => {
    expect(csvLine(['a;b', 'x,=HYPERLINK("u")', 'ok', null, 3])).toBe(`"a;b";"x,=HYPERLINK(""u"")";ok;;3`);
    expect(csvCell('@SUM(A1)\n')).toBe(`"'@SUM(A1)\n"`);
  });
});

/** Every source file below `dir` (recursively). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The JSX opening tag starting at `start`, skipping `>` inside `{…}` props such as `actions={<ListActions />}`. */
function openingTag(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth--;
    else if (text[i] === '>' && depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

describe('the console lists', () => {
  it('never offer react-admin’s default exporter, which writes cells as they are', () => {
    const root = path.resolve(__dirname, '../..');
    const lists = sources(path.join(root, 'src')).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      if (!/import\s*{[^}]*\bList\b[^}]*}\s*from\s*'react-admin'/.test(text)) return [];
      return [...text.matchAll(/<List\b/g)].map((match) => [file, openingTag(text, match.index)] as const);
    });
    expect(lists.length).toBeGreaterThanOrEqual(5);
    for (const [file, tag] of lists) expect(tag, path.relative(root, file)).toContain('exporter={false}');
  });
});
