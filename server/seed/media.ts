import fs from 'node:fs/promises';
import path from 'node:path';
import { simplePdf, toneWav } from './binary.js';
import { CAR_COLOURS, MANUFACTURERS } from './catalog/vehicles.js';
import { FEEDBACK_SCALE } from './catalog/content.js';
import { AUDIO_TRANSCRIPTIONS } from './catalog/requests.js';
import { PART_TREE } from './catalog/parts.js';
import * as draw from './svg.js';

/** Uploaded and generated files live in `<dataDir>/uploads` and are served at `/media/<name>`. */
export const UPLOADS_FOLDER = 'uploads';
export const mediaUrl = (name: string) => `/media/${name}`;
export const BRAND_HORIZONTAL_LIGHT = 'brand-horizontal-light.svg';
export const BRAND_VERTICAL_COLOR = 'brand-vertical-color.svg';
const PRODUCT = 'RicambiHub';

export interface MediaFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Names of the generated files, by what they show. */
export const media = {
  carPhoto: (manufacturer: string) => `auto-${slug(manufacturer)}.svg`,
  partPhoto: (category: string, variant: number) => `ricambio-${slug(category)}-${variant}.svg`,
  registrationSvg: (variant: number) => `carta-di-circolazione-${variant}.svg`,
  registrationPdf: 'carta-di-circolazione.pdf',
  audio: (index: number) => `nota-vocale-${index + 1}.wav`,
  feedbackFace: (score: number) => `feedback-${score}.svg`,
  dealerAvatar: 'avatar-ricambi-rossi.svg',
};
export const REGISTRATION_SVG_VARIANTS = 3;
export const PART_PHOTO_VARIANTS = 3;

function svgFile(name: string, text: string): MediaFile {
  return { name, contentType: 'image/svg+xml', bytes: Buffer.from(text, 'utf8') };
}

export function demoMediaFiles(): MediaFile[] {
  const files: MediaFile[] = [
    svgFile(BRAND_HORIZONTAL_LIGHT, draw.brandHorizontalLight(PRODUCT)),
    svgFile(BRAND_VERTICAL_COLOR, draw.brandVerticalColor(PRODUCT)),
    svgFile(media.dealerAvatar, draw.avatar('MR')),
    {
      name: media.registrationPdf,
      contentType: 'application/pdf',
      bytes: simplePdf(['Carta di circolazione', 'Documento dimostrativo RicambiHub']),
    },
  ];
  MANUFACTURERS.forEach(({ name }, i) =>
    files.push(svgFile(media.carPhoto(name), draw.carPhoto(name, CAR_COLOURS[i % CAR_COLOURS.length]))),
  );
  for (const category of Object.keys(PART_TREE)) {
    for (let variant = 1; variant <= PART_PHOTO_VARIANTS; variant += 1) {
      files.push(svgFile(media.partPhoto(category, variant), draw.partPhoto(category, variant)));
    }
  }
  for (let variant = 1; variant <= REGISTRATION_SVG_VARIANTS; variant += 1) {
    files.push(svgFile(media.registrationSvg(variant), draw.registrationDocument(variant)));
  }
  AUDIO_TRANSCRIPTIONS.forEach((_, i) =>
    files.push({ name: media.audio(i), contentType: 'audio/wav', bytes: toneWav(330 + i * 55) }),
  );
  for (const { score, colour } of FEEDBACK_SCALE)
    files.push(svgFile(media.feedbackFace(score), draw.feedbackFace(score, colour)));
  return files;
}

/** The logos every page shows (ping's `logo`): needed with or without demo data. */
export const brandFiles = () =>
  demoMediaFiles().filter((file) => file.name === BRAND_HORIZONTAL_LIGHT || file.name === BRAND_VERTICAL_COLOR);

export async function writeMediaFiles(
  dataDir: string,
  files: readonly MediaFile[],
  opts: { onlyMissing?: boolean } = {},
): Promise<void> {
  const folder = path.join(dataDir, UPLOADS_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  await Promise.all(
    files.map((file) =>
      fs
        .writeFile(path.join(folder, file.name), file.bytes, { flag: opts.onlyMissing ? 'wx' : 'w' })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        }),
    ),
  );
}
