import { and, eq, sql } from 'drizzle-orm';
import type { DraftBody, ServerDraft } from '../../contract/api/drafts.js';
import { draftMessages } from '../../i18n/it/drafts.js';
import { errors } from '../../i18n/it/errors.js';
import { readableBySql } from '../domain/submission-state.js';
import { quotationDrafts } from '../db/schema.js';
import type { Db, DbOrTx } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { personNameSql } from './users.js';

/*
 * Drafts kept on the server. One per company (the dealer's id) and request; the person editing it is
 * `editor_id`. A save names the version it was read at: only the editor saves, and only on the stored version (409
 * `draft_conflict` otherwise, never an overwrite). A colleague takes the draft over first (the editor changes and the
 * version moves on, so the previous editor's next save is refused and their text stays in their page).
 */

type DraftRow = {
  submission_id: number | string;
  version: number | string;
  editor_id: number | string | null;
  editor_name: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  body: DraftBody | string;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toDraft(row: DraftRow): ServerDraft {
  return {
    submission_id: Number(row.submission_id),
    version: Number(row.version),
    editor: row.editor_id === null ? null : { id: Number(row.editor_id), name: row.editor_name ?? '' },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    body: typeof row.body === 'string' ? (JSON.parse(row.body) as DraftBody) : row.body,
  };
}

async function select(db: DbOrTx, dealerId: number, submissionId: number | null, lock = false): Promise<ServerDraft[]> {
  const { rows } = await db.execute<DraftRow>(sql`
    select d.submission_id, d.version, d.editor_id, ${personNameSql('p')} as editor_name, d.created_at, d.updated_at, d.body
    from quotation_drafts d left join users p on p.id = d.editor_id
    where d.dealer_id = ${dealerId} ${submissionId === null ? sql`` : sql`and d.submission_id = ${submissionId}`}
    order by d.updated_at desc, d.submission_id desc
    ${lock ? sql`for update of d` : sql``}`);
  return rows.map(toDraft);
}

/** Every draft of the company, the most recently saved first. */
export async function listDrafts(db: Db, dealerId: number): Promise<ServerDraft[]> {
  return select(db, dealerId, null);
}

export async function findDraft(db: DbOrTx, dealerId: number, submissionId: number): Promise<ServerDraft | null> {
  return (await select(db, dealerId, submissionId))[0] ?? null;
}

export async function getDraft(db: Db, dealerId: number, submissionId: number): Promise<ServerDraft> {
  const draft = await findDraft(db, dealerId, submissionId);
  if (!draft) throw new HttpError(404, draftMessages.notFound);
  return draft;
}

/** Why a save was refused: a colleague took the draft over, or saved a newer version (named in the message). */
function refusal(stored: ServerDraft, actorId: number): HttpError {
  const name = stored.editor?.name || draftMessages.colleague;
  const takenOver = stored.editor !== null && stored.editor.id !== actorId;
  return new HttpError(
    409,
    takenOver ? draftMessages.takenOver(name) : draftMessages.conflict(name),
    undefined,
    'draft_conflict',
  );
}

/**
 * Creates (`version` 0) or saves the draft. A save must name the stored version and come from its editor (or from
 * anyone of the company when the editor is gone); anything else is 409 `draft_conflict`.
 */
export async function putDraft(
  db: Db,
  dealerId: number,
  actorId: number,
  submissionId: number,
  version: number,
  body: DraftBody,
): Promise<ServerDraft> {
  await checkRequest(db, dealerId, submissionId, body);
  if (version === 0) {
    const created = await db
      .insert(quotationDrafts)
      .values({ dealerId, submissionId, body, editorId: actorId, version: 1 })
      .onConflictDoNothing()
      .returning({ id: quotationDrafts.id });
    // The request has a draft already (a colleague's, or this person's from another browser): never a second one.
    if (created.length === 0) throw new HttpError(409, draftMessages.exists, undefined, 'draft_conflict');
    return getDraft(db, dealerId, submissionId);
  }
  const saved = await db
    .update(quotationDrafts)
    .set({ body, version: sql`${quotationDrafts.version} + 1`, editorId: actorId, updatedAt: new Date() })
    .where(
      and(
        eq(quotationDrafts.dealerId, dealerId),
        eq(quotationDrafts.submissionId, submissionId),
        eq(quotationDrafts.version, version),
        sql`(${quotationDrafts.editorId} = ${actorId} or ${quotationDrafts.editorId} is null)`,
      ),
    )
    .returning({ id: quotationDrafts.id });
  if (saved.length === 0) {
    const stored = await findDraft(db, dealerId, submissionId);
    if (!stored) throw new HttpError(404, draftMessages.notFound);
    throw refusal(stored, actorId);
  }
  return getDraft(db, dealerId, submissionId);
}

/**
 * The request must be one the company may read (as GET /submission/{id}: 404 otherwise, never another dealer's
 * request), and the body must be about it: its snapshot and its rows (422 on the field at fault).
 */
async function checkRequest(db: Db, dealerId: number, submissionId: number, body: DraftBody): Promise<void> {
  const { rows } = await db.execute<{ id: number | string }>(sql`
    select r.id from submissions s left join submission_rows r on r.submission_id = s.id
    where s.id = ${submissionId} and ${readableBySql(dealerId)}`);
  if (rows.length === 0) throw new HttpError(404, draftMessages.submissionNotFound);
  const fields: Record<string, string[]> = {};
  if (body.submission.id !== submissionId) fields['body.submission.id'] = [draftMessages.otherRequest];
  const known = new Set(rows.map((row) => Number(row.id)));
  const stray = body.rows.some(
    (row) =>
      !known.has(row.submission_row_id) || row.options.some((o) => o.submission_row_id !== row.submission_row_id),
  );
  if (stray) fields['body.rows'] = [draftMessages.otherRequest];
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
}

/** Deletes the company's draft of the request; false when there was none. */
export async function deleteDraft(db: DbOrTx, dealerId: number, submissionId: number): Promise<boolean> {
  const deleted = await db
    .delete(quotationDrafts)
    .where(and(eq(quotationDrafts.dealerId, dealerId), eq(quotationDrafts.submissionId, submissionId)))
    .returning({ id: quotationDrafts.id });
  return deleted.length > 0;
}

/**
 * The caller becomes the draft's editor (the version moves on, so the previous editor's pending save is refused).
 * Answers the draft, who had it (null when nobody did) and whether anything changed (not when it was the caller's).
 */
export async function takeOverDraft(
  db: Db,
  dealerId: number,
  actorId: number,
  submissionId: number,
): Promise<{ draft: ServerDraft; from: ServerDraft['editor']; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [stored] = await select(tx, dealerId, submissionId, true);
    if (!stored) throw new HttpError(404, draftMessages.notFound);
    if (stored.editor?.id === actorId) return { draft: stored, from: null, changed: false };
    await tx
      .update(quotationDrafts)
      .set({ editorId: actorId, version: sql`${quotationDrafts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(quotationDrafts.dealerId, dealerId), eq(quotationDrafts.submissionId, submissionId)));
    const draft = await findDraft(tx, dealerId, submissionId);
    if (!draft) throw new Error(`draft ${dealerId}/${submissionId} vanished during take-over`);
    return { draft, from: stored.editor, changed: true };
  });
}
