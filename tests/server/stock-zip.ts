import { constants, deflateRawSync } from 'node:zlib';

/*
 * XLSX files built by hand, for what ExcelJS cannot write quickly or at all: a zip bomb, a sheet of a million rows.
 * A zip here is what Excel writes: deflated entries, a central directory, no zip64.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer, crc = 0): number {
  let c = ~crc >>> 0;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

export interface ZipPart {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  /** What the entry is once inflated. */
  size: number;
  crc: number;
}

export const deflated = (name: string, content: string | Buffer): ZipPart => {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return { name, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    directory.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (index: number) => String.fromCharCode(65 + index);

/** One `<row>` of a sheet: numbers as numbers, text inline. */
export function sheetRow(line: number, cells: (string | number)[]): string {
  const xml = cells.map((cell, i) =>
    typeof cell === 'number'
      ? `<c r="${column(i)}${line}"><v>${cell}</v></c>`
      : `<c r="${column(i)}${line}" t="inlineStr"><is><t>${escaped(cell)}</t></is></c>`,
  );
  return `<row r="${line}">${xml.join('')}</row>`;
}

/** A `<row>` as some writers shorten it: no row number, no cell references (each cell is the next column). */
function shortRow(cells: (string | number)[]): string {
  const xml = cells.map((cell) =>
    typeof cell === 'number' ? `<c><v>${cell}</v></c>` : `<c t="inlineStr"><is><t>${escaped(cell)}</t></is></c>`,
  );
  return `<row>${xml.join('')}</row>`;
}

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

/** The parts every workbook has around its one sheet. */
function workbookParts(): ZipPart[] {
  return [
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    deflated(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Listino" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  ];
}

/** An XLSX whose first sheet holds these rows (line 1 the header). */
export function xlsxOf(rows: (string | number)[][], extra: ZipPart[] = []): Buffer {
  const sheet = SHEET_START + rows.map((cells, i) => sheetRow(i + 1, cells)).join('') + SHEET_END;
  return zip([...workbookParts(), deflated('xl/worksheets/sheet1.xml', sheet), ...extra]);
}

/**
 * An XLSX whose sheet has `count` data lines (plus the header) made by `line`, in short rows (about 100 bytes for
 * four cells), deflated a piece at a time: a million lines fit in the 20 MB of an upload.
 */
export function xlsxOfLines(header: string[], count: number, line: (i: number) => (string | number)[]): Buffer {
  const pieces: Buffer[] = [];
  let crc = 0;
  let size = 0;
  let xml = SHEET_START + shortRow(header);
  const flush = (last: boolean) => {
    const bytes = Buffer.from(xml, 'utf8');
    crc = crc32(bytes, crc);
    size += bytes.length;
    pieces.push(deflateRawSync(bytes, { finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }));
    xml = '';
  };
  for (let i = 0; i < count; i += 1) {
    xml += shortRow(line(i));
    if (xml.length > 4 * 1024 * 1024) flush(false);
  }
  xml += SHEET_END;
  flush(true);
  return zip([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(pieces), size, crc }]);
}

/**
 * `megabytes` MB of zeros, deflated to about a thousandth of that: one deflated megabyte repeated (after a full flush
 * each copy stands alone). Its CRC is left 0: a reader that checks it has already inflated the whole entry.
 */
export function deflatedZeros(name: string, megabytes: number): ZipPart {
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  return {
    name,
    data: Buffer.concat([...Array.from({ length: megabytes }, () => megabyte), deflateRawSync(Buffer.alloc(0))]),
    size: megabytes * 1024 * 1024,
    crc: 0,
  };
}

/** The zip bomb of the attack review: a valid one-line stock sheet and an `xl/media` entry of `megabytes` MB. */
export function xlsxBomb(megabytes = 1024): Buffer {
  return xlsxOf(
    [
      ['Codice OE', 'Marca', 'Prezzo netto'],
      ['BOMB-1', 'Bosch', 1],
    ],
    [deflatedZeros('xl/media/image1.png', megabytes)],
  );
}
