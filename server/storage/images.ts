/** The image kinds an upload may be, recognised by their first bytes (never by name or declared type). */
export const IMAGE_KINDS = {
  png: { contentType: 'image/png', extension: '.png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpeg: { contentType: 'image/jpeg', extension: '.jpg', magic: [0xff, 0xd8, 0xff] },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

export const IMAGE_CONTENT_TYPES: readonly string[] = Object.values(IMAGE_KINDS).map((kind) => kind.contentType);

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  for (const [kind, { magic }] of Object.entries(IMAGE_KINDS) as [ImageKind, (typeof IMAGE_KINDS)[ImageKind]][]) {
    if (bytes.length > magic.length && magic.every((byte, index) => bytes[index] === byte)) return kind;
  }
  return null;
}

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a base64 upload, given bare or as a data: URL (whose declared type is ignored).
 * null when the text is not base64: Buffer.from would otherwise skip bad characters silently.
 */
export function decodeBase64(input: string): Buffer | null {
  const payload = input.replace(DATA_URL, '').replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) return null;
  return Buffer.from(payload, 'base64');
}
