import { errors } from '../../i18n/it/errors.js';
import { Id } from '../common.js';
import { PartCondition } from '../entities/quotation.js';
import { z } from '../z.js';

/*
 * Drafts kept on the server: one per company and request, edited by one person at a time, saved with the
 * version it was read at (optimistic concurrency: a stale version answers 409 `draft_conflict`).
 */

const text = (max: number) => z.string().max(max, errors.tooLong);

/**
 * What a draft holds: the quotation form's values (numbers as the text typed, empty while not typed: checked at send
 * time) and a snapshot of the request when the draft was created, enough to draw the card without the network (the
 * page replaces it with the live request; its id and rows are checked, the rest is kept as sent, bounded by the body
 * limit). Built twice: with the contract's `Id` for what arrives, with plain integers for what is answered (a
 * response is encoded, and `Id` reads text).
 */
function draftBody(id: z.ZodType<number>) {
  const option = z.object({
    submission_row_id: id,
    quantity: text(20),
    part_code: text(100),
    item_code: text(100),
    brand: text(100),
    condition: PartCondition,
    notes: text(2000),
    net_price: text(30),
    tax_import: text(10),
    full_net_price: text(30),
    discount: text(10),
  });
  const snapshot = z
    .looseObject({ id, submission_rows: z.array(z.looseObject({ id })).max(500) })
    // The loose part is stored as jsonb, which cannot hold NUL: refused here (422), never a 500.
    .refine((value) => !JSON.stringify(value).includes('\\u0000'), errors.nulCharacter);
  return z.object({
    rows: z
      .array(z.object({ submission_row_id: id, options: z.array(option).min(1).max(50) }))
      .min(1)
      .max(500),
    shipping_cost_flat: text(30),
    shipping_cost_partial: text(30),
    submission: snapshot,
  });
}

export const DraftBody = draftBody(Id as unknown as z.ZodType<number>);
export type DraftBody = z.infer<typeof DraftBody>;
const StoredDraftBody = draftBody(z.number().int());

export const DraftPerson = z.object({ id: z.number().int(), name: z.string() });
export type DraftPerson = z.infer<typeof DraftPerson>;

/** A stored draft: the body, who edits it now (null once that person is gone), its version and times. */
export const ServerDraft = z.object({
  submission_id: z.number().int(),
  version: z.number().int().min(1),
  editor: DraftPerson.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  body: StoredDraftBody,
});
export type ServerDraft = z.infer<typeof ServerDraft>;

/** GET /dealer/{dealerId}/drafts: every draft of the company, newest first (a company has few: no paging). */
export const DraftList = z.object({ data: z.array(ServerDraft) });
export type DraftList = z.infer<typeof DraftList>;

export const DraftParams = z.object({ dealerId: Id, submissionId: Id });

/**
 * PUT /dealer/{dealerId}/drafts/{submissionId}: `version` 0 creates (409 if the request already has a draft), else it must
 * be the stored version and the caller the editor (409 `draft_conflict` otherwise, with the stored draft's editor named).
 */
export const DraftPutBody = z.object({ version: z.number().int().min(0).max(2_147_483_647), body: DraftBody });
export type DraftPutBody = z.input<typeof DraftPutBody>;
