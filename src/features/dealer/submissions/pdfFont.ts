import type { jsPDF } from 'jspdf';

/** The font of the request PDF: DejaVu Sans (src/assets/fonts, its licence beside it), Latin, Greek and Cyrillic. */
export const PDF_FONT = 'DejaVuSans';
const FONT_FILE = 'DejaVuSans.ttf';
/** Shown instead of a character the font cannot draw (emoji, rare scripts): visibly replaced, never dropped. */
export const REPLACEMENT_MARK = '\uFFFD';
/** Joiners, variation selectors and skin tones that only dress up the character before them. */
const EMOJI_DRESSING = /\u200d|\ufe0e|\ufe0f|\u{1f3fb}|\u{1f3fc}|\u{1f3fd}|\u{1f3fe}|\u{1f3ff}/gu;

let fontBase64: Promise<string> | null = null;

/**
 * The TTF as base64, inlined by Vite into a chunk of its own: fetched only when a PDF is exported (never in the
 * first bundle, no other host at run time), once per page load.
 */
function loadFont(): Promise<string> {
  fontBase64 ??= import('../../../ui/assets/fonts/DejaVuSans.ttf?inline').then(({ default: dataUrl }) =>
    dataUrl.slice(dataUrl.indexOf(',') + 1),
  );
  return fontBase64;
}

interface FontWithCmap {
  metadata?: { cmap?: { unicode?: { codeMap?: Record<number, number> } } };
}

/**
 * Embeds the Unicode font in `doc` and makes it the current one; answers the text filter every drawn string must go
 * through: jsPDF silently drops characters its font lacks (and anything beyond U+FFFF), so those become one
 * REPLACEMENT_MARK each.
 */
export async function embedUnicodeFont(doc: jsPDF): Promise<(text: string) => string> {
  doc.addFileToVFS(FONT_FILE, await loadFont());
  doc.addFont(FONT_FILE, PDF_FONT, 'normal');
  doc.setFont(PDF_FONT, 'normal');
  const codeMap = (doc.getFont() as FontWithCmap).metadata?.cmap?.unicode?.codeMap ?? {};
  const drawable = (codePoint: number) => codePoint <= 0xffff && codeMap[codePoint] !== undefined;
  return (text) =>
    Array.from(text.replace(EMOJI_DRESSING, ''), (char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      if (char === '\n' || char === '\r') return char;
      if (char === '\t') return ' ';
      return drawable(codePoint) ? char : REPLACEMENT_MARK;
    }).join('');
}
