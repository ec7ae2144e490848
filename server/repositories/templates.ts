import { and, asc, eq, sql } from 'drizzle-orm';
import { TEMPLATES_MAX, TemplateBody, type TemplateList } from '../../contract/api/templates.js';
import type { Template } from '../../contract/entities/quoting.js';
import type { z } from '../../contract/z.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { dealerTemplates } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { isUniqueViolation } from '../db/unique-violation.js';

type TemplateInput = z.output<typeof TemplateBody>;

const columns = {
  id: dealerTemplates.id,
  name: dealerTemplates.name,
  brand: dealerTemplates.brand,
  condition: dealerTemplates.condition,
  tax_import: dealerTemplates.taxImport,
  discount: dealerTemplates.discount,
  notes: dealerTemplates.notes,
  created_at: dealerTemplates.createdAt,
};

type TemplateRow = Omit<Template, 'condition' | 'created_at'> & { condition: string; created_at: Date };

const toTemplate = (row: TemplateRow): Template => ({
  ...row,
  condition: row.condition as Template['condition'],
  tax_import: Number(row.tax_import),
  created_at: row.created_at.toISOString(),
});

/** The dealer's templates by name (case-insensitive), all on one page. */
export async function listTemplates(db: Db, dealerId: number): Promise<TemplateList> {
  const rows = await db
    .select(columns)
    .from(dealerTemplates)
    .where(eq(dealerTemplates.dealerId, dealerId))
    .orderBy(asc(sql`lower(${dealerTemplates.name})`), asc(dealerTemplates.id));
  return { data: rows.map(toTemplate), total: rows.length, page: 1, per_page: TEMPLATES_MAX, last_page: 1 };
}

/**
 * A new template; a name the dealer already uses (any case) is refused with 409, never overwritten: saving is
 * one keystroke away in the editor, and a silent overwrite would lose the older one. At most TEMPLATES_MAX.
 */
export async function createTemplate(db: Db, dealerId: number, body: TemplateInput): Promise<Template> {
  try {
    return await db.transaction(async (tx) => {
      // Serialises this dealer's creates, so two racing ones cannot both pass the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(17, ${dealerId})`);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(dealerTemplates)
        .where(eq(dealerTemplates.dealerId, dealerId));
      if (Number(n) >= TEMPLATES_MAX) throw new HttpError(409, quotingMessages.templateLimit);
      const [row] = await tx
        .insert(dealerTemplates)
        .values({
          dealerId,
          name: body.name,
          brand: body.brand,
          condition: body.condition,
          taxImport: body.tax_import,
          discount: body.discount ?? null,
          notes: body.notes?.trim() ? body.notes : null,
        })
        .returning(columns);
      return toTemplate(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, quotingMessages.templateNameTaken);
    throw error;
  }
}

/** Deletes one of the dealer's own templates; another dealer's id answers 404 like a missing one. */
export async function deleteTemplate(db: Db, dealerId: number, templateId: number): Promise<void> {
  const deleted = await db
    .delete(dealerTemplates)
    .where(and(eq(dealerTemplates.id, templateId), eq(dealerTemplates.dealerId, dealerId)))
    .returning({ id: dealerTemplates.id });
  if (deleted.length === 0) throw new HttpError(404, quotingMessages.templateNotFound);
}
