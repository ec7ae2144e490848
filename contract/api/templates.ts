import { errors } from '../../i18n/it/errors.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { Id, paged } from '../common.js';
import { DeclineReason, Template } from '../entities/quoting.js';
import { Submission, SubmissionFilter } from '../entities/submission.js';
import { z } from '../z.js';
import { QuotationOption } from './quotations.js';

/*
 * Faster quoting: option templates, declining a request, the brands and categories served.
 */

/** Largest number of templates a dealer keeps. */
export const TEMPLATES_MAX = 100;

/** POST /dealer/{dealerId}/templates: an option's brand, condition, VAT, discount and notes (the option's own rules), named. */
export const TemplateBody = QuotationOption.pick({
  brand: true,
  condition: true,
  tax_import: true,
  discount: true,
  notes: true,
}).extend({
  name: z.string().trim().min(1, errors.required).max(60, errors.tooLong),
});
export type TemplateBody = z.input<typeof TemplateBody>;

/** The dealer's templates, by name, all on one page: the paged shape of the other lists (the web's dataProvider reads it). */
export const TemplateList = paged(Template);
export type TemplateList = z.infer<typeof TemplateList>;

export const TemplateParams = z.object({ dealerId: Id, templateId: Id });

/** POST /submission/{id}/decline: a reason, and a note (required for `other`). */
export const DeclineBody = z
  .object({
    reason: DeclineReason,
    note: z.string().trim().max(500, errors.tooLong).nullable().optional(),
  })
  .refine((v) => v.reason !== 'other' || Boolean(v.note), {
    message: quotingMessages.declineNoteRequired,
    path: ['note'],
  });
export type DeclineBody = z.input<typeof DeclineBody>;

/**
 * GET /dealer/{dealerId}/declined ("Rifiutate"): a declined request as the dealer sees it, with its decline and the
 * list it goes back to once restored (pending, outlet or expired, from its state now). Closed requests are not listed.
 */
export const DeclinedSubmission = Submission.extend({
  declined: z.object({
    reason: DeclineReason,
    note: z.string().nullable(),
    declined_at: z.string(),
    list: SubmissionFilter,
  }),
});
export type DeclinedSubmission = z.infer<typeof DeclinedSubmission>;
export const DeclinedList = paged(DeclinedSubmission);
export type DeclinedList = z.infer<typeof DeclinedList>;

/** POST /dealer/{dealerId}/coverage/update: the lists replace the previous ones; empty means all. */
const idSet = z
  .array(Id)
  .max(200)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
export const CoverageUpdateBody = z.object({ manufacturers: idSet, categories: idSet });
export type CoverageUpdateBody = z.input<typeof CoverageUpdateBody>;
