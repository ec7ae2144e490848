import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CustomerSubmission, CustomerSubmissionBody } from '../../contract/api/customer.js';
import { RESPONSE_WINDOW_MINUTES } from '../../contract/constants.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import { requestsChanged } from '../cache/dealer-counters.js';
import { submissionRows, submissions, vehicles } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { loadSubmissions } from './submissions.js';

type RequestBody = z.output<typeof CustomerSubmissionBody>;

/** No dealer: the request read without any dealer's conversation, i.e. the plain answer window. */
const NO_DEALER = 0;

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Manufacturer, province and parts must exist: 422 with the fields at fault. */
async function checkReferences(db: Db, body: RequestBody): Promise<void> {
  const partIds = [...new Set(body.rows.map((row) => row.part_id))];
  const { rows } = await db.execute<{ manufacturer: boolean; province: boolean; parts: number[] }>(sql`select
      exists (select 1 from manufacturers where id = ${body.vehicle.manufacturer_id}) as manufacturer,
      exists (select 1 from provinces where id = ${body.province_id}) as province,
      coalesce((select json_agg(id) from parts where id = any(${intArray(partIds)})), '[]'::json) as parts`);
  const found = rows[0];
  const knownParts = new Set(found.parts.map(Number));
  const fields: Record<string, string[]> = {};
  if (!found.manufacturer) fields['vehicle.manufacturer_id'] = [quotationMessages.unknownManufacturer];
  if (!found.province) fields.province_id = [quotationMessages.unknownProvince];
  body.rows.forEach((row, index) => {
    if (!knownParts.has(row.part_id)) fields[`rows.${index}.part_id`] = [quotationMessages.unknownPart];
  });
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
}

/** POST /customer/submissions: vehicle, request and rows in one transaction; open for RESPONSE_WINDOW_MINUTES. */
export async function createCustomerRequest(db: Db, customerId: number, body: RequestBody, now: Date): Promise<CustomerSubmission> {
  await checkReferences(db, body);
  const id = await db.transaction(async (tx) => {
    const { vehicle } = body;
    const [{ vehicleId }] = await tx.insert(vehicles).values({
      plate: vehicle.plate?.toUpperCase() || null, chassis: vehicle.chassis?.toUpperCase() || null, manufacturerId: vehicle.manufacturer_id,
      model: vehicle.model, yearOfProduction: vehicle.year_of_production, kmCount: vehicle.km_count ?? null,
    }).returning({ vehicleId: vehicles.id });
    const [{ submissionId }] = await tx.insert(submissions).values({
      vehicleId, authorId: customerId, provinceId: body.province_id, isOutlet: body.is_outlet, notes: body.notes || null,
      tokenUuid: randomUUID(), createdAt: now, deadlineAt: new Date(now.getTime() + RESPONSE_WINDOW_MINUTES * 60_000),
    }).returning({ submissionId: submissions.id });
    await tx.insert(submissionRows).values(body.rows.map((row) => ({
      submissionId, partId: row.part_id, quantity: row.quantity, brand: row.brand || null, notes: row.notes || null,
    })));
    return submissionId;
  });
  requestsChanged([id]);
  const created = await findCustomerRequest(db, customerId, id, now);
  if (!created) throw new Error(`request ${id} vanished after insert`);
  return created;
}

/** The customer's own request; null when it does not exist or is another customer's. */
export async function findCustomerRequest(db: Db, customerId: number, id: number, now: Date): Promise<CustomerSubmission | null> {
  // How many dealers declined it: a number only, never who (issue 17).
  const { rows } = await db.execute<{ deadline_at: string | Date; closed_at: string | Date | null; declined: number | string }>(
    sql`select deadline_at, closed_at, (select count(*) from submission_declines d where d.submission_id = s.id) as declined
      from submissions s where id = ${id} and author_id = ${customerId}`,
  );
  const window = rows[0];
  if (!window) return null;
  const [request] = await loadSubmissions(db, NO_DEALER, [id]);
  if (!request) return null;
  const deadline = new Date(window.deadline_at);
  const closedAt = window.closed_at === null ? null : new Date(window.closed_at).toISOString();
  return {
    id: request.id, vehicle_id: request.vehicle_id, author_id: request.author_id, province_id: request.province_id,
    is_outlet: request.is_outlet, created_at: request.created_at, notes: request.notes, token_uuid: request.token_uuid,
    submission_rows: request.submission_rows, vehicle: request.vehicle,
    deadline_at: deadline.toISOString(), closed_at: closedAt, timing_residue: request.timing_residue,
    state: closedAt ? 'closed' : deadline > now ? 'open' : 'expired',
    declined_count: Number(window.declined),
  };
}
