import { errors } from '../../i18n/it/errors.js';
import { Id, paged } from '../common.js';
import { QUOTATION_VAT_RATES } from '../constants.js';
import { PartCondition } from '../entities/quotation.js';
import { StockApiKey, StockItem, StockMapping } from '../entities/stock.js';
import { z } from '../z.js';
import { stockMessages } from '../../i18n/it/stock.js';

/*
 * The dealer's stock: upload and import of a price list or stock file, the list, suggestions, API keys.
 */

/** Largest file accepted, decoded (a 100,000-line list is about 8 MB). */
export const STOCK_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Lines a preview shows, and line errors an answer lists (the count says how many there are). */
export const STOCK_PREVIEW_LINES = 20;
export const STOCK_ERRORS_SHOWN = 200;
/** An import older than this is flagged in the list ("aggiornato il …", with a warning). */
export const STOCK_STALE_DAYS = 15;
export const STOCK_API_KEYS_MAX = 10;
export const STOCK_IMPORT_MODES = ['replace', 'merge'] as const;
/**
 * Largest file of the JSON form (base64 in a JSON body), which Fastify parses in one piece on the event loop: beyond
 * it the file goes as the body of the /file routes (docs/stock-api.md).
 */
export const STOCK_JSON_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Longest mapping in the query string (a URL stays within Node's 16 KB of headers). */
export const STOCK_MAPPING_PARAM_MAX = 8 * 1024;

const base64File = z
  .string()
  .min(1, errors.required)
  .max(
    Math.ceil((STOCK_FILE_MAX_BYTES * 4) / 3) + 200,
    stockMessages.fileTooLarge(STOCK_FILE_MAX_BYTES / (1024 * 1024)),
  )
  .describe('il file in base64 (anche come data: URL)');

/** POST /dealer/{dealerId}/stock/preview: the file as base64 (as POST /upload/file), optionally a mapping to try. */
export const StockPreviewBody = z.object({
  file: base64File,
  name: z.string().max(255).optional(),
  mapping: StockMapping.optional(),
});
export type StockPreviewBody = z.input<typeof StockPreviewBody>;

/** POST /dealer/{dealerId}/stock/import: the same file, the mapping (the remembered or automatic one when absent) and the mode. */
export const StockImportBody = StockPreviewBody.extend({ mode: z.enum(STOCK_IMPORT_MODES) });
export type StockImportBody = z.input<typeof StockImportBody>;

/** The mapping in a query string: JSON of `{ "Header": "field" | null }`, checked as the JSON form's. */
const mappingParam = z
  .string()
  .max(STOCK_MAPPING_PARAM_MAX, errors.tooLong)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: stockMessages.mappingUnreadable });
      return z.NEVER;
    }
  })
  .pipe(StockMapping)
  .describe('la corrispondenza delle colonne, come JSON: { "Intestazione": "campo" | null }');

/**
 * POST /dealer/{dealerId}/stock/preview/file: the file is the raw body (application/octet-stream), read as it arrives;
 * the rest in the query. The form the portal uses: the JSON form's base64 is parsed in one piece.
 */
export const StockPreviewFileQuery = z.object({
  name: z.string().max(255).optional(),
  mapping: mappingParam.optional(),
});
export type StockPreviewFileQuery = z.input<typeof StockPreviewFileQuery>;

/** POST /dealer/{dealerId}/stock/import/file: the same, with the mode. */
export const StockImportFileQuery = StockPreviewFileQuery.extend({ mode: z.enum(STOCK_IMPORT_MODES) });
export type StockImportFileQuery = z.input<typeof StockImportFileQuery>;

/** POST /stock/import (API key): the file is the raw body; the mode in the query (replace unless merge). */
export const StockMachineImportQuery = z.object({ mode: z.enum(STOCK_IMPORT_MODES).default('replace') });

export const STOCK_SORTS = ['part_code', 'brand', 'description', 'net_price', 'quantity', 'updated_at'] as const;
export const StockListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100, errors.tooLong).optional(),
  brand: z.string().trim().max(100, errors.tooLong).optional(),
  condition: PartCondition.optional(),
  in_stock: z.enum(['true', 'false']).optional(),
  sort: z.enum(STOCK_SORTS).default('part_code'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type StockListQuery = z.input<typeof StockListQuery>;
export const StockList = paged(StockItem);

const text = (max: number) => z.string().trim().max(max, errors.tooLong);
const price = z.number().min(0).max(1_000_000, errors.amountTooHigh);

/** PUT /dealer/{dealerId}/stock/{itemId}: every field of the item (its reservations are the server's). */
export const StockItemBody = z.object({
  part_code: text(100).min(1, errors.required),
  item_code: text(100).nullable().optional(),
  brand: text(100).min(1, errors.required),
  description: text(500).nullable().optional(),
  category: text(100).nullable().optional(),
  condition: PartCondition,
  net_price: price,
  list_price: price.nullable().optional(),
  discount: z.number().int().min(0).max(100).nullable().optional(),
  vat: z
    .number()
    .int()
    .refine((v) => (QUOTATION_VAT_RATES as readonly number[]).includes(v), stockMessages.vatRate),
  quantity: z.number().int().min(0).max(1_000_000),
});
export type StockItemBody = z.input<typeof StockItemBody>;
export const StockItemParams = z.object({ dealerId: Id, itemId: Id });

export const StockSuggestionsQuery = z.object({
  submission_row_id: Id,
  /** The OE code typed so far in the option. */
  q: z.string().trim().max(100, errors.tooLong).optional(),
});

export const StockApiKeyBody = z.object({ name: z.string().trim().min(1, errors.required).max(60, errors.tooLong) });
export const StockApiKeyParams = z.object({ dealerId: Id, keyId: Id });
export const StockApiKeyList = z.object({ data: z.array(StockApiKey) });

export const StockCsv = z.string().describe('file');
