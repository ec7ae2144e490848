import { RESPONSE_WINDOW_MINUTES } from '../../contract/constants.js';
import { submissionRows, submissions, vehicles } from '../db/schema.js';
import { addMinutes, DAY, HOUR, minutesAgo, type SeedContext } from './context.js';
import { CUSTOMERS, DEALERS } from './catalog/people.js';
import { BUSY_PROVINCES, PROVINCES } from './catalog/provinces.js';
import { AUDIO_TRANSCRIPTIONS, NOT_AVAILABLE_NOTE, PART_BRANDS, REQUEST_NOTES, ROW_NOTES } from './catalog/requests.js';
import type { Accounts } from './accounts.js';
import type { LeafPart, Lookups } from './lookups.js';
import { media, mediaUrl, PART_PHOTO_VARIANTS, REGISTRATION_SVG_VARIANTS } from './media.js';
import type { RequestPlan } from './plan.js';
import { vehicleIdentity } from './vehicles.js';

export { RESPONSE_WINDOW_MINUTES };

export interface SeededRow {
  id: number;
  quantity: number;
  part: LeafPart;
  partPhotoUrls: string[];
}

export interface SeededRequest {
  id: number;
  plan: RequestPlan;
  authorId: number;
  createdAt: Date;
  deadlineAt: Date;
  /** When the customer accepted a quotation (closed requests only). */
  acceptedAt: Date | null;
  rows: SeededRow[];
}

const randomProvinces = (() => {
  const excluded = new Set<string>(DEALERS.flatMap((d) => d.excluded));
  return PROVINCES.map(([code]) => code).filter((code) => !excluded.has(code));
})();

function createdMinutesAgo(ctx: SeedContext, plan: RequestPlan): number {
  const { rng } = ctx;
  const busy = plan.dealer || plan.dealer2 || plan.chat;
  switch (plan.kind) {
    case 'new':
    case 'outlet':
      return busy ? rng.int(3 * HOUR, RESPONSE_WINDOW_MINUTES - 3 * HOUR) : rng.int(5, RESPONSE_WINDOW_MINUTES - 10);
    case 'expired':
      return rng.int(RESPONSE_WINDOW_MINUTES + HOUR, 30 * DAY);
    case 'closed': {
      const status = plan.dealer2?.status === 'complete' ? 'complete' : plan.dealer?.status;
      if (status === 'payment-pending') return rng.int(36 * HOUR, 3 * DAY);
      if (status === 'paid') return rng.int(3 * DAY, 6 * DAY);
      return rng.int(6 * DAY, 25 * DAY);
    }
  }
}

export async function seedRequests(
  ctx: SeedContext,
  lookups: Lookups,
  accounts: Accounts,
  plans: RequestPlan[],
): Promise<SeededRequest[]> {
  const { rng, now, tx } = ctx;
  const drafts = plans
    .map((plan) => {
      const createdAt = minutesAgo(now, createdMinutesAgo(ctx, plan));
      const acceptedAt = plan.kind === 'closed' ? addMinutes(createdAt, rng.int(3 * HOUR, 30 * HOUR)) : null;
      return { plan, createdAt, acceptedAt };
    })
    // Ids grow with publication time, as they would in production.
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const vehicleValues = drafts.map(() => {
    const manufacturer = lookups.manufacturers[Math.floor(rng.next() ** 2 * lookups.manufacturers.length)];
    const year = rng.int(2006, 2023);
    const documentRoll = rng.next();
    return {
      ...vehicleIdentity(rng, manufacturer.name, year),
      manufacturerId: manufacturer.id,
      model: rng.pick(manufacturer.models),
      yearOfProduction: year,
      kmCount: rng.chance(0.85) ? rng.int(1, 6) : null,
      carPhoto: mediaUrl(media.carPhoto(manufacturer.name)),
      registrationDocument:
        documentRoll < 0.15
          ? null
          : mediaUrl(
              documentRoll < 0.35
                ? media.registrationPdf
                : media.registrationSvg(rng.int(1, REGISTRATION_SVG_VARIANTS)),
            ),
    };
  });
  const vehicleIds = (await tx.insert(vehicles).values(vehicleValues).returning({ id: vehicles.id })).map((r) => r.id);

  const submissionValues = drafts.map(({ plan, createdAt, acceptedAt }, i) => {
    const provinceCode = plan.province ?? (rng.chance(0.5) ? rng.pick(BUSY_PROVINCES) : rng.pick(randomProvinces));
    const audio = rng.chance(0.3)
      ? rng.sample(
          AUDIO_TRANSCRIPTIONS.map((_, index) => index),
          rng.chance(0.3) ? 2 : 1,
        )
      : [];
    const noteRoll = rng.next();
    return {
      vehicleId: vehicleIds[i],
      authorId: accounts.customers[plan.customer ?? rng.int(0, CUSTOMERS.length - 1)],
      provinceId: lookups.provinceIds.get(provinceCode) ?? null,
      isOutlet: plan.kind === 'outlet',
      notes: noteRoll < 0.2 ? NOT_AVAILABLE_NOTE : noteRoll < 0.3 ? null : rng.pick(REQUEST_NOTES),
      audioUrls: audio.map((index) => mediaUrl(media.audio(index))),
      audioDescriptions: audio.map((index) => AUDIO_TRANSCRIPTIONS[index]),
      tokenUuid: rng.uuid(),
      createdAt,
      deadlineAt: addMinutes(createdAt, RESPONSE_WINDOW_MINUTES),
      closedAt: acceptedAt,
    };
  });
  const submissionIds = (await tx.insert(submissions).values(submissionValues).returning({ id: submissions.id })).map(
    (r) => r.id,
  );

  const rowSpecs = submissionIds.flatMap((submissionId) => {
    const count = rng.chance(0.2) ? rng.int(5, 7) : rng.int(1, 4);
    return rng.sample(lookups.leaves, count).map((part) => ({ submissionId, part }));
  });
  const rowValues = rowSpecs.map(({ submissionId, part }) => ({
    submissionId,
    partId: part.id,
    quantity: part.category === 'Pneumatici e cerchi' ? rng.pick([2, 4]) : rng.chance(0.15) ? 2 : 1,
    brand: rng.chance(0.3) ? rng.pick(PART_BRANDS) : null,
    notes: rng.chance(0.3) ? rng.pick(ROW_NOTES) : null,
    partPhoto: rng.chance(0.4)
      ? []
      : rng
          .sample([1, 2, 3].slice(0, PART_PHOTO_VARIANTS), rng.int(1, 3))
          .map((variant) => mediaUrl(media.partPhoto(part.category, variant))),
  }));
  const rowIds = (await tx.insert(submissionRows).values(rowValues).returning({ id: submissionRows.id })).map(
    (r) => r.id,
  );

  return drafts.map(({ plan, createdAt, acceptedAt }, i) => ({
    id: submissionIds[i],
    plan,
    authorId: submissionValues[i].authorId,
    createdAt,
    acceptedAt,
    deadlineAt: submissionValues[i].deadlineAt,
    rows: rowSpecs.flatMap((spec, r) =>
      spec.submissionId === submissionIds[i]
        ? [{ id: rowIds[r], quantity: rowValues[r].quantity, part: spec.part, partPhotoUrls: rowValues[r].partPhoto }]
        : [],
    ),
  }));
}
