import { asc, eq, sql } from 'drizzle-orm';
import type { AdminFaq } from '../../../contract/entities/admin.js';
import { faqs } from '../../db/schema.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { recordActivity } from './activity.js';
import { contains, listPage, whereAll, type AdminListQuery, type Row } from './paging.js';

/* The FAQ the dealers' /faq and GET /discovery show (server/repositories/lookups.ts listFaq), edited by the console. */

export interface FaqInput {
  question: string;
  answer: string;
  position?: number;
}

const toFaq = (r: Row): AdminFaq => ({
  id: Number(r.id),
  question: String(r.question),
  answer: String(r.answer),
  position: Number(r.position),
});

export function listFaqs(db: DbOrTx, query: AdminListQuery) {
  const where = whereAll([
    query.q ? sql`(question ilike ${contains(query.q)} or answer ilike ${contains(query.q)})` : undefined,
  ]);
  return listPage<Row, AdminFaq>(
    db,
    {
      select: sql`select id, question, answer, position`,
      from: sql`from faqs ${where}`,
      sortColumns: { position: 'position', id: 'id' },
      idColumn: 'id',
    },
    query,
    toFaq,
  );
}

export async function getFaq(db: DbOrTx, id: number): Promise<AdminFaq | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ? { id: row.id, question: row.question, answer: row.answer, position: row.position } : null;
}

export async function createFaq(db: Db, operatorId: number, input: FaqInput): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const position = input.position ?? sql<number>`(select coalesce(max(position), -1) + 1 from faqs)`;
    const [created] = await tx
      .insert(faqs)
      .values({ question: input.question, answer: input.answer, position })
      .returning({ id: faqs.id });
    const faq = (await getFaq(tx, created.id)) as AdminFaq;
    await recordActivity(tx, {
      operatorId,
      action: 'faq.create',
      entity: 'faq',
      entityId: faq.id,
      before: null,
      after: faq,
    });
    return faq;
  });
}

export async function updateFaq(db: Db, operatorId: number, id: number, input: FaqInput): Promise<AdminFaq | null> {
  return db.transaction(async (tx) => {
    const before = await getFaq(tx, id);
    if (!before) return null;
    await tx
      .update(faqs)
      .set({ question: input.question, answer: input.answer, position: input.position ?? before.position })
      .where(eq(faqs.id, id));
    const faq = (await getFaq(tx, id)) as AdminFaq;
    await recordActivity(tx, { operatorId, action: 'faq.update', entity: 'faq', entityId: id, before, after: faq });
    return faq;
  });
}

export async function deleteFaq(db: Db, operatorId: number, id: number): Promise<AdminFaq | null> {
  return db.transaction(async (tx) => {
    const before = await getFaq(tx, id);
    if (!before) return null;
    await tx.delete(faqs).where(eq(faqs.id, id));
    await recordActivity(tx, { operatorId, action: 'faq.delete', entity: 'faq', entityId: id, before, after: null });
    return before;
  });
}

/** Positions 0..n-1 in the given order; null unless `ids` names every FAQ exactly once. */
export async function reorderFaqs(db: Db, operatorId: number, ids: readonly number[]): Promise<AdminFaq[] | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table faqs in share row exclusive mode`);
    const before = (await tx.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id))).map(toFaq);
    const known = new Set(before.map((f) => f.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) return null;
    for (const [position, id] of ids.entries()) await tx.update(faqs).set({ position }).where(eq(faqs.id, id));
    const after = (await tx.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id))).map(toFaq);
    await recordActivity(tx, {
      operatorId,
      action: 'faq.reorder',
      entity: 'faq',
      entityId: null,
      before: before.map((f) => f.id),
      after: after.map((f) => f.id),
    });
    return after;
  });
}
