/** Small hand-drawn SVG pictures for the demo data: no external images, everything generated locally. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

export function carPhoto(manufacturer: string, colour: string): string {
  return svg(
    480,
    300,
    [
      '<rect width="480" height="300" fill="#eceff1"/>',
      '<rect y="230" width="480" height="70" fill="#cfd8dc"/>',
      `<path d="M60 205 L70 160 Q80 140 110 136 L160 132 L205 92 Q215 84 232 84 L320 84 Q338 84 350 96 L385 134 L420 142 Q440 148 440 170 L440 205 Z" fill="${colour}"/>`,
      '<path d="M175 132 L212 98 Q218 94 228 94 L268 94 L268 132 Z M280 94 L318 94 Q330 94 338 102 L368 132 L280 132 Z" fill="#b3e5fc"/>',
      '<circle cx="135" cy="208" r="30" fill="#263238"/><circle cx="135" cy="208" r="13" fill="#90a4ae"/>',
      '<circle cx="365" cy="208" r="30" fill="#263238"/><circle cx="365" cy="208" r="13" fill="#90a4ae"/>',
      `<text x="240" y="278" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#37474f">${escapeXml(manufacturer)}</text>`,
    ].join(''),
  );
}

export function partPhoto(category: string, variant: number): string {
  const [background, accent] = [
    ['#fff3e0', '#ef6c00'],
    ['#e3f2fd', '#1565c0'],
    ['#e8f5e9', '#2e7d32'],
  ][(variant - 1) % 3];
  const teeth = Array.from(
    { length: 8 },
    (_, i) => `<rect x="232" y="58" width="16" height="28" fill="${accent}" transform="rotate(${i * 45} 240 130)"/>`,
  ).join('');
  return svg(
    480,
    300,
    [
      `<rect width="480" height="300" fill="${background}"/>`,
      teeth,
      `<circle cx="240" cy="130" r="58" fill="${accent}"/><circle cx="240" cy="130" r="24" fill="${background}"/>`,
      `<text x="240" y="240" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#263238">${escapeXml(category)}</text>`,
      `<text x="240" y="272" text-anchor="middle" ${FONT} font-size="16" fill="#546e7a">Foto ricambio ${variant}</text>`,
    ].join(''),
  );
}

export function registrationDocument(variant: number): string {
  const lines = [
    ['A', `Targa: ${['FK 218 LM', 'EX 905 TR', 'GB 344 ZA'][variant - 1] ?? 'AA 000 AA'}`],
    ['B', `Prima immatricolazione: 0${variant + 2}/201${variant + 4}`],
    ['C.2.1', 'Intestatario: vedi richiesta'],
    ['D.1', 'Marca e modello: vedi richiesta'],
    ['P.1', `Cilindrata: ${[1242, 1598, 1968][variant - 1] ?? 1400} cm³`],
  ];
  return svg(
    600,
    400,
    [
      '<rect width="600" height="400" rx="12" fill="#e8f5e9" stroke="#81c784" stroke-width="4"/>',
      `<text x="300" y="46" text-anchor="middle" ${FONT} font-size="16" fill="#2e7d32">REPUBBLICA ITALIANA</text>`,
      `<text x="300" y="80" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#1b5e20">Carta di circolazione</text>`,
      ...lines.map(
        ([code, text], i) =>
          `<text x="40" y="${140 + i * 44}" ${FONT} font-size="18" fill="#263238"><tspan font-weight="700">${code}.</tspan> ${escapeXml(text)}</text>`,
      ),
    ].join(''),
  );
}

export function feedbackFace(score: number, colour: string): string {
  // Mouth from frown (1) through flat (3) to smile (5).
  const control = 82 + (score - 3) * 14;
  return svg(
    120,
    120,
    [
      `<circle cx="60" cy="60" r="56" fill="${colour}"/>`,
      '<circle cx="42" cy="48" r="7" fill="#fff"/><circle cx="78" cy="48" r="7" fill="#fff"/>',
      `<path d="M34 82 Q60 ${control} 86 82" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    ].join(''),
  );
}

export function avatar(initials: string): string {
  return svg(
    200,
    200,
    [
      '<circle cx="100" cy="100" r="100" fill="#00695c"/>',
      `<text x="100" y="122" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
    ].join(''),
  );
}

/**
 * The product's one mark, the web apps' bundled logo (src/ui/assets/logo.svg): a wrench in a rounded square, here
 * 64 px wide around (x, y), so the logo ping serves looks like the one the pages paint first.
 */
const brandMark = (x: number, y: number, square: string, wrench: string) =>
  `<g transform="translate(${x - 32} ${y - 32}) scale(2)"><rect width="32" height="32" rx="8" fill="${square}"/>` +
  `<path d="M16 6a6 6 0 0 0-5.6 8.2l-4 4a2.2 2.2 0 0 0 3.1 3.1l4-4A6 6 0 0 0 21.8 9l-3.5 3.5-2.6-.7-.7-2.6L18.5 5.7A6 6 0 0 0 16 6z" fill="${wrench}" transform="translate(2 3)"/></g>`;

/** Light logo for dark headers. */
export function brandHorizontalLight(product: string): string {
  return svg(
    320,
    80,
    `${brandMark(40, 40, '#ffffff', '#0b4a8b')}<text x="88" y="52" ${FONT} font-size="34" font-weight="700" fill="#ffffff">${escapeXml(product)}</text>`,
  );
}

export function brandVerticalColor(product: string): string {
  return svg(
    240,
    180,
    `${brandMark(120, 58, '#0b4a8b', '#ffffff')}<text x="120" y="150" text-anchor="middle" ${FONT} font-size="32" font-weight="700" fill="#0b4a8b">${escapeXml(product)}</text>`,
  );
}
