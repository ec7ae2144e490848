import { SUBMISSION_FILTERS } from '../filters.js';
import { z } from '../z.js';

export const Vehicle = z.object({
  id: z.number().int(),
  plate: z.string().nullable(),
  chassis: z.string().nullable(),
  manufacturer_id: z.number().int().nullable(),
  manufacturer_name: z.string().nullable(),
  model: z.string().nullable(),
  year_of_production: z.number().int().nullable(),
  /** Kilometre range id, 1 to 6 (SPEC §9); null when unknown. */
  km_count: z.number().int().min(1).max(6).nullable(),
  car_photo: z.string().nullable(),
  registration_document: z.string().nullable(),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const PartRef = z.object({
  id: z.number().int(),
  name: z.string(),
  part_parent_id: z.number().int().nullable(),
});

export const SubmissionRow = z.object({
  id: z.number().int(),
  quantity: z.number().int().min(1),
  part: PartRef,
  part_id: z.number().int(),
  brand: z.string().nullable(),
  notes: z.string().nullable(),
  part_photo: z.array(z.string()),
});
export type SubmissionRow = z.infer<typeof SubmissionRow>;

export { SUBMISSION_FILTERS };
export const SubmissionFilter = z.enum(SUBMISSION_FILTERS);
export type SubmissionFilter = z.infer<typeof SubmissionFilter>;

export const Submission = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  author_id: z.number().int(),
  province_id: z.number().int().nullable(),
  is_outlet: z.boolean(),
  created_at: z.string(),
  /** Minutes left to answer; 0 once expired. */
  timing_residue: z.number().int().min(0),
  is_frozen: z.boolean(),
  notes: z.string().nullable(),
  audio_urls: z.array(z.string()),
  audio_descriptions: z.array(z.string()),
  message_count: z.number().int().min(0),
  token_uuid: z.string(),
  /**
   * Only the caller's own quotations: a non-empty list means "Preventivo inviato!". `status` (a QuotationStatus;
   * plain string here, quotation.ts imports this module) says which list holds it ("Vedi il tuo preventivo").
   */
  quotations: z.array(z.object({ id: z.number().int(), dealer_id: z.number().int(), status: z.string().optional() })),
  submission_rows: z.array(SubmissionRow),
  vehicle: Vehicle,
});
export type Submission = z.infer<typeof Submission>;
