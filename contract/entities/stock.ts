import { PartCondition } from './quotation.js';
import { z } from '../z.js';

/*
 * The dealer's stock and price list.
 */

/** The fields a stock file's columns map to (docs/stock-api.md lists their header synonyms). */
export const STOCK_FIELDS = [
  'part_code',
  'item_code',
  'brand',
  'description',
  'category',
  'condition',
  'net_price',
  'list_price',
  'discount',
  'vat',
  'quantity',
] as const;
export const StockField = z.enum(STOCK_FIELDS);
export type StockField = z.infer<typeof StockField>;

/** One item of the dealer's stock; available = quantity − reserved (what accepted quotations hold until shipped). */
export const StockItem = z.object({
  id: z.number().int(),
  part_code: z.string(),
  item_code: z.string().nullable(),
  brand: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  condition: PartCondition,
  net_price: z.number(),
  list_price: z.number().nullable(),
  discount: z.number().int().nullable(),
  vat: z.number().int(),
  quantity: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  updated_at: z.string(),
});
export type StockItem = z.infer<typeof StockItem>;

/** A line of a file read into an item's fields (the preview shows it as read, before anything is written). */
export const StockLine = z.object({
  line: z.number().int(),
  item: StockItem.pick({
    part_code: true,
    item_code: true,
    brand: true,
    description: true,
    category: true,
    condition: true,
    net_price: true,
    list_price: true,
    discount: true,
    vat: true,
    quantity: true,
  }).partial(),
});
export type StockLine = z.infer<typeof StockLine>;

export const StockLineError = z.object({ line: z.number().int(), message: z.string() });
export type StockLineError = z.infer<typeof StockLineError>;

/** Header → field (null: the column is ignored). */
/** The longest column name a file may have: a longer "header" is not a header line. */
export const STOCK_HEADER_MAX = 200;
export const StockMapping = z.record(z.string().max(STOCK_HEADER_MAX), StockField.nullable());
export type StockMapping = z.infer<typeof StockMapping>;

export const StockPreview = z.object({
  format: z.enum(['csv', 'xlsx']),
  encoding: z.enum(['utf-8', 'windows-1252', 'utf-16le', 'utf-16be']).nullable(),
  delimiter: z.enum([';', ',', '\t']).nullable(),
  headers: z.array(z.string()),
  /** From the headers alone (Italian and English synonyms). */
  automatic_mapping: StockMapping,
  /** The dealer's last mapping, for the headers it knew; null before the first import. */
  remembered_mapping: StockMapping.nullable(),
  /** What an import without a mapping would use: the remembered mapping over the automatic one. */
  mapping: StockMapping,
  /** Required fields no column maps to. */
  missing_fields: z.array(StockField),
  line_count: z.number().int(),
  lines: z.array(StockLine),
  errors: z.array(StockLineError),
  error_count: z.number().int(),
});
export type StockPreview = z.infer<typeof StockPreview>;

export const StockImportResult = z.object({
  mode: z.enum(['replace', 'merge']),
  lines: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Lines identical to the item already in stock: nothing written for them. */
  unchanged: z.number().int(),
  removed: z.number().int(),
  total: z.number().int(),
  imported_at: z.string(),
});
export type StockImportResult = z.infer<typeof StockImportResult>;

export const StockMeta = z.object({
  count: z.number().int(),
  last_import_at: z.string().nullable(),
  last_import_mode: z.enum(['replace', 'merge']).nullable(),
  /** The last import is older than STOCK_STALE_DAYS (or there was none while items exist). */
  stale: z.boolean(),
  stale_after_days: z.number().int(),
});
export type StockMeta = z.infer<typeof StockMeta>;

/** Why a suggestion matched the requested row: the OE code typed, the part's name or category, the preferred brand. */
export const StockMatch = z.enum(['code', 'name', 'brand']);

export const StockSuggestions = z.object({
  submission_row_id: z.number().int(),
  part_name: z.string(),
  brand: z.string().nullable(),
  quantity: z.number().int(),
  items: z.array(StockItem.extend({ matches: z.array(StockMatch) })),
});
export type StockSuggestions = z.infer<typeof StockSuggestions>;

export const StockApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type StockApiKey = z.infer<typeof StockApiKey>;

/** The answer of a key's creation: the only time its secret is shown. */
export const StockApiKeyCreated = StockApiKey.extend({ secret: z.string() });
