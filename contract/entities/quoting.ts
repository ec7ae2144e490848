import { Manufacturer, Part } from './lookups.js';
import { PartCondition } from './quotation.js';
import { z } from '../z.js';

/** A dealer's option template ("Modelli"): what it would type again and again in an option, saved under a name. */
export const Template = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  condition: PartCondition,
  tax_import: z.number(),
  discount: z.number().int().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type Template = z.infer<typeof Template>;

/** The reasons of "Non posso offrire"; labels in i18n/it/quoting.ts. `other` needs a note. */
export const DECLINE_REASONS = ['part-unavailable', 'brand-not-served', 'out-of-area', 'too-slow', 'other'] as const;
export const DeclineReason = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof DeclineReason>;

/**
 * The brands and top-level part categories a dealer serves ("Marche e categorie trattate"); an empty list means
 * all. A request is served when its vehicle's manufacturer is served and at least one of its rows asks for a part
 * under a served category.
 */
export const Coverage = z.object({
  manufacturers: z.array(Manufacturer),
  categories: z.array(Part),
});
export type Coverage = z.infer<typeof Coverage>;
