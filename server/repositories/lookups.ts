import { asc } from 'drizzle-orm';
import type { Faq, Manufacturer, Part, PaymentMethod, Province } from '../../contract/entities/lookups.js';
import { faqs, manufacturers, parts, paymentMethods, provinces } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** Parts and categories by id: the tree is rebuilt by the client from part_parent_id. */
export function listParts(db: Db): Promise<Part[]> {
  return db
    .select({ id: parts.id, name: parts.name, part_parent_id: parts.partParentId })
    .from(parts)
    .orderBy(asc(parts.id));
}

export function listProvinces(db: Db): Promise<Province[]> {
  return db
    .select({ id: provinces.id, name: provinces.name, code: provinces.code })
    .from(provinces)
    .orderBy(asc(provinces.name));
}

export function listManufacturers(db: Db): Promise<Manufacturer[]> {
  return db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name));
}

export function listPaymentMethods(db: Db): Promise<PaymentMethod[]> {
  return db
    .select({ id: paymentMethods.id, name: paymentMethods.name, description: paymentMethods.description })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.id));
}

export function listFaq(db: Db): Promise<Faq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));
}
