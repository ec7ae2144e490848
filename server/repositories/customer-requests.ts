import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  CustomerSubmission,
  CustomerSubmissionBody,
  CustomerSubmissionPage,
} from '../../contract/api/customer.js';
import { RESPONSE_WINDOW_MINUTES, SUBMISSIONS_PER_PAGE } from '../../contract/constants.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import { requestsChanged } from '../cache/dealer-counters.js';
import { submissionRows, submissions, vehicles } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { uploadsOwnedBy } from './chat-guards.js';
import { loadSubmissions } from './submissions.js';

type RequestBody = z.output<typeof CustomerSubmissionBody>;

/** No dealer: the request read without any dealer's conversation, i.e. the plain answer window. */
const NO_DEALER = 0;

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Manufacturer, province and parts must exist: 422 with the fields at fault. */
async function checkReferences(db: Db, customerId: number, body: RequestBody): Promise<void> {
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
  // Every photo must be the caller's own upload (the upload route applied the size rules and the hourly quota).
  const own = async (address: string | null | undefined) =>
    !address || uploadsOwnedBy(db, [uploadName(address)], [customerId]);
  if (!(await own(body.vehicle.registration_document)))
    fields['vehicle.registration_document'] = [customerErrors.uploadNotOwn];
  if (!(await own(body.vehicle.car_photo))) fields['vehicle.car_photo'] = [customerErrors.uploadNotOwn];
  for (const [index, row] of body.rows.entries()) {
    if (!(await uploadsOwnedBy(db, row.part_photo.map(uploadName), [customerId])))
      fields[`rows.${index}.part_photo`] = [customerErrors.uploadNotOwn];
  }
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
}

/** '/media/upload-….jpg' → the stored name (the contract's UploadAddress already checked the shape). */
const uploadName = (address: string) => address.slice('/media/'.length);

/** POST /customer/submissions: vehicle, request and rows in one transaction; open for RESPONSE_WINDOW_MINUTES. */
export async function createCustomerRequest(
  db: Db,
  customerId: number,
  body: RequestBody,
  now: Date,
): Promise<CustomerSubmission> {
  await checkReferences(db, customerId, body);
  const id = await db.transaction(async (tx) => {
    const { vehicle } = body;
    const [{ vehicleId }] = await tx
      .insert(vehicles)
      .values({
        plate: vehicle.plate?.toUpperCase() || null,
        chassis: vehicle.chassis?.toUpperCase() || null,
        manufacturerId: vehicle.manufacturer_id,
        model: vehicle.model,
        yearOfProduction: vehicle.year_of_production,
        kmCount: vehicle.km_count ?? null,
        registrationDocument: vehicle.registration_document ?? null,
        carPhoto: vehicle.car_photo ?? null,
      })
      .returning({ vehicleId: vehicles.id });
    const [{ submissionId }] = await tx
      .insert(submissions)
      .values({
        vehicleId,
        authorId: customerId,
        provinceId: body.province_id,
        isOutlet: body.is_outlet,
        notes: body.notes || null,
        tokenUuid: randomUUID(),
        createdAt: now,
        deadlineAt: new Date(now.getTime() + RESPONSE_WINDOW_MINUTES * 60_000),
      })
      .returning({ submissionId: submissions.id });
    await tx.insert(submissionRows).values(
      body.rows.map((row) => ({
        submissionId,
        partId: row.part_id,
        quantity: row.quantity,
        brand: row.brand || null,
        notes: row.notes || null,
        partPhoto: row.part_photo,
      })),
    );
    return submissionId;
  });
  requestsChanged([id]);
  const created = await findCustomerRequest(db, customerId, id, now);
  if (!created) throw new Error(`request ${id} vanished after insert`);
  return created;
}

/** The customer's own request; null when it does not exist or is another customer's. */
export async function findCustomerRequest(
  db: Db,
  customerId: number,
  id: number,
  now: Date,
): Promise<CustomerSubmission | null> {
  const [found] = await loadCustomerRequests(db, customerId, [id], now);
  return found ?? null;
}

type WindowRow = {
  id: number;
  deadline_at: string | Date;
  closed_at: string | Date | null;
  declined: number | string;
  offers: number | string;
};

/** The customer's own requests among `ids`, in that order (another customer's ids are left out). */
export async function loadCustomerRequests(
  db: Db,
  customerId: number,
  ids: number[],
  now: Date,
): Promise<CustomerSubmission[]> {
  if (ids.length === 0) return [];
  // How many dealers declined it: a number only, never who. Offers: every quotation sent on it.
  const { rows } = await db.execute<WindowRow>(sql`select id, deadline_at, closed_at,
      (select count(*) from submission_declines d where d.submission_id = s.id) as declined,
      (select count(*) from quotations q where q.submission_id = s.id) as offers
    from submissions s where id = any(${intArray(ids)}) and author_id = ${customerId}`);
  const windows = new Map(rows.map((row) => [Number(row.id), row]));
  const requests = await loadSubmissions(db, NO_DEALER, [...windows.keys()]);
  const byId = new Map(requests.map((request) => [request.id, request]));
  return ids.flatMap((id) => {
    const window = windows.get(id);
    const request = byId.get(id);
    if (!window || !request) return [];
    const deadline = new Date(window.deadline_at);
    const closedAt = window.closed_at === null ? null : new Date(window.closed_at).toISOString();
    return [
      {
        id: request.id,
        vehicle_id: request.vehicle_id,
        author_id: request.author_id,
        province_id: request.province_id,
        is_outlet: request.is_outlet,
        created_at: request.created_at,
        notes: request.notes,
        token_uuid: request.token_uuid,
        submission_rows: request.submission_rows,
        vehicle: request.vehicle,
        deadline_at: deadline.toISOString(),
        closed_at: closedAt,
        timing_residue: request.timing_residue,
        state: closedAt ? 'closed' : deadline > now ? 'open' : 'expired',
        declined_count: Number(window.declined),
        offers_count: Number(window.offers),
      },
    ];
  });
}

/** GET /customer/submissions: the customer's requests, newest first, a page at a time. */
export async function listCustomerRequests(
  db: Db,
  customerId: number,
  page: number,
  now: Date,
): Promise<CustomerSubmissionPage> {
  const perPage = SUBMISSIONS_PER_PAGE;
  const { rows } = await db.execute<{
    id: number;
    total: number | string;
  }>(sql`select id, count(*) over () as total from submissions
    where author_id = ${customerId} order by created_at desc, id desc limit ${perPage} offset ${(page - 1) * perPage}`);
  const total = rows.length > 0 ? Number(rows[0].total) : await countRequests(db, customerId);
  const data = await loadCustomerRequests(
    db,
    customerId,
    rows.map((row) => Number(row.id)),
    now,
  );
  return { data, total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

async function countRequests(db: Db, customerId: number): Promise<number> {
  const { rows } = await db.execute<{ total: number | string }>(
    sql`select count(*) as total from submissions where author_id = ${customerId}`,
  );
  return Number(rows[0].total);
}
