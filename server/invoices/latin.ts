/**
 * FatturaPA text fields accept only Basic Latin and Latin-1 (String…LatinType): typographic quotes and dashes
 * become their ASCII forms, other characters lose their accents or become '?', so user text never makes an
 * invalid file.
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u20AC': 'EUR',
  '\u00A0': ' ',
};

export function latin(text: string, max: number): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out += ' ';
    else if (code <= 0xff) out += char;
    else if (REPLACEMENTS[char]) out += REPLACEMENTS[char];
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? base : '?';
    }
  }
  const trimmed = out.replace(/\s+/g, ' ').trim();
  return [...trimmed].slice(0, max).join('').trim() || '-';
}

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
