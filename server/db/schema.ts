import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const euros = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const parts = pgTable('parts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  partParentId: integer('part_parent_id'),
}, (t) => [index('parts_parent_idx').on(t.partParentId)]);

export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  role: varchar('role', { length: 16 }).notNull().$type<'dealer' | 'customer'>(),
  email: varchar('email', { length: 254 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  name: text('name'),
  surname: text('surname'),
  legalName: text('legal_name'),
  phone: text('phone'),
  vatNumber: varchar('vat_number', { length: 11 }),
  fiscalCode: varchar('fiscal_code', { length: 16 }),
  sdi: varchar('sdi', { length: 7 }),
  pec: text('pec'),
  adrStreet: text('adr_street'),
  adrHouseNo: text('adr_house_no'),
  adrCity: text('adr_city'),
  adrProvince: integer('adr_province').references(() => provinces.id),
  adrZipCode: varchar('adr_zip_code', { length: 5 }),
  iban: varchar('iban', { length: 27 }),
  credits: euros('credits').notNull().default(0),
  defaultFlatFee: euros('default_flat_fee').notNull().default(0),
  defaultPartialFee: euros('default_partial_fee').notNull().default(0),
  profilePhoto: text('profile_photo'),
  dealerStars: numeric('dealer_stars', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  subscriptionCost: euros('subscription_cost'),
  termsAcceptedAt: ts('terms_accepted_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)]);

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  client: varchar('client', { length: 32 }).notNull(),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  dealerId: integer('dealer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 16 }).notNull(),
  provider: varchar('provider', { length: 16 }),
  externalId: text('external_id'),
  endsAt: ts('ends_at'),
  canceledAt: ts('canceled_at'),
  createdAt: createdAt(),
}, (t) => [
  index('subscriptions_dealer_idx').on(t.dealerId, t.createdAt),
  index('subscriptions_external_idx').on(t.provider, t.externalId),
]);

/** Provinces a dealer excludes: requests from them are hidden from that dealer. */
export const dealerProvinces = pgTable('dealer_provinces', {
  dealerId: integer('dealer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provinceId: integer('province_id').notNull().references(() => provinces.id),
}, (t) => [primaryKey({ columns: [t.dealerId, t.provinceId] })]);

export const dealerMethods = pgTable('dealer_methods', {
  dealerId: integer('dealer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  methodId: integer('method_id').notNull().references(() => paymentMethods.id),
}, (t) => [primaryKey({ columns: [t.dealerId, t.methodId] })]);

export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  plate: varchar('plate', { length: 16 }),
  chassis: varchar('chassis', { length: 32 }),
  manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
  model: text('model'),
  yearOfProduction: integer('year_of_production'),
  kmCount: integer('km_count'),
  carPhoto: text('car_photo'),
  registrationDocument: text('registration_document'),
});

export const submissions = pgTable('submissions', {
  id: serial('id').primaryKey(),
  vehicleId: integer('vehicle_id').notNull().references(() => vehicles.id),
  authorId: integer('author_id').notNull().references(() => users.id),
  provinceId: integer('province_id').references(() => provinces.id),
  isOutlet: boolean('is_outlet').notNull().default(false),
  notes: text('notes'),
  audioUrls: jsonb('audio_urls').$type<string[]>().notNull().default([]),
  audioDescriptions: jsonb('audio_descriptions').$type<string[]>().notNull().default([]),
  tokenUuid: varchar('token_uuid', { length: 36 }).notNull().unique(),
  createdAt: createdAt(),
  /** When the answer window closes (moved forward by paused time). */
  deadlineAt: ts('deadline_at').notNull(),
  /** Set when a quotation is accepted: the request leaves every dealer's lists. */
  closedAt: ts('closed_at'),
  // Dashboard filter columns, kept by database triggers (migration 'submission-filter-triggers'): never write them.
  /** The vehicle's manufacturer (brand filter). */
  manufacturerId: integer('manufacturer_id'),
  /** The parts of its rows and every category above them (part filter: a category matches the parts below it). */
  partIds: integer('part_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Lowercase plate, chassis, model, manufacturer and rows' part names, one per line (search). */
  searchText: text('search_text').notNull().default(''),
}, (t) => [
  index('submissions_deadline_idx').on(t.deadlineAt),
  index('submissions_created_idx').on(t.createdAt),
  index('submissions_author_idx').on(t.authorId),
  index('submissions_vehicle_idx').on(t.vehicleId),
  // Dealer lists (server/domain/submission-state.ts): counts and pages as index-only scans of the open requests,
  // the filters through the trigger-kept columns below. Measured in docs/performance.md.
  index('submissions_open_state_idx').on(t.deadlineAt, t.provinceId, t.isOutlet, t.id).where(sql`closed_at is null`),
  index('submissions_province_state_idx').on(t.provinceId, t.deadlineAt).where(sql`closed_at is null`),
  index('submissions_list_idx').on(t.createdAt, t.id, t.deadlineAt, t.provinceId, t.isOutlet).where(sql`closed_at is null`),
  index('submissions_manufacturer_state_idx').on(t.manufacturerId, t.deadlineAt, t.provinceId, t.id).where(sql`closed_at is null`),
  index('submissions_part_ids_idx').using('gin', t.partIds),
  index('submissions_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
]);

/**
 * Not-closed requests per UTC day of their deadline, kept by database triggers (migration
 * 'submission-deadline-days'): the expired counters add up whole past days here instead of counting ~90,000
 * rows, and count only today's rows (server/domain/submission-state.ts, listCountSql).
 */
export const submissionDeadlineDays = pgTable('submission_deadline_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  requests: integer('requests').notNull().default(0),
});

export const submissionRows = pgTable('submission_rows', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
  partId: integer('part_id').notNull().references(() => parts.id),
  quantity: integer('quantity').notNull().default(1),
  brand: text('brand'),
  notes: text('notes'),
  partPhoto: jsonb('part_photo').$type<string[]>().notNull().default([]),
}, (t) => [index('submission_rows_submission_idx').on(t.submissionId)]);

export const quotations = pgTable('quotations', {
  id: serial('id').primaryKey(),
  quotationCode: varchar('quotation_code', { length: 32 }).notNull().unique(),
  submissionId: integer('submission_id').notNull().references(() => submissions.id),
  dealerId: integer('dealer_id').notNull().references(() => users.id),
  status: varchar('status', { length: 16 }).notNull(),
  cashUnlock: boolean('cash_unlock').notNull().default(false),
  paymentType: varchar('payment_type', { length: 8 }),
  paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
  trackingCode: text('tracking_code'),
  trackingMessage: text('tracking_message'),
  totalPrice: euros('total_price').notNull(),
  subtotalPrice: euros('subtotal_price').notNull(),
  totalTax: euros('total_tax').notNull(),
  shippingCostFlat: euros('shipping_cost_flat').notNull().default(0),
  shippingCostPartial: euros('shipping_cost_partial'),
  shippingFeeChosen: varchar('shipping_fee_chosen', { length: 8 }),
  acceptedDate: ts('accepted_date'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('quotations_dealer_submission_uq').on(t.dealerId, t.submissionId),
  index('quotations_dealer_status_idx').on(t.dealerId, t.status, t.updatedAt),
  index('quotations_submission_idx').on(t.submissionId),
]);

export const quotationRows = pgTable('quotation_rows', {
  id: serial('id').primaryKey(),
  quotationId: integer('quotation_id').notNull().references(() => quotations.id, { onDelete: 'cascade' }),
  submissionRowId: integer('submission_row_id').notNull().references(() => submissionRows.id),
  accepted: boolean('accepted').notNull().default(false),
  quantity: integer('quantity').notNull(),
  partCode: text('part_code').notNull(),
  itemCode: text('item_code'),
  brand: text('brand').notNull(),
  condition: varchar('condition', { length: 16 }).notNull(),
  notes: text('notes'),
  netPrice: euros('net_price').notNull(),
  taxImport: integer('tax_import').notNull(),
  fullNetPrice: euros('full_net_price'),
  discount: integer('discount'),
}, (t) => [index('quotation_rows_quotation_idx').on(t.quotationId)]);

/** One conversation per request and dealer; its timer pause lives here (writing to the customer freezes it). */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  uuid: varchar('uuid', { length: 36 }).notNull().unique(),
  submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
  dealerId: integer('dealer_id').notNull().references(() => users.id),
  frozenSince: ts('frozen_since'),
  pausedMs: integer('paused_ms').notNull().default(0),
  /** deadline_at of the request + paused_ms, when paused_ms > 0; kept by a database trigger: never write it. */
  extendedUntil: ts('extended_until'),
  lastMessageAt: ts('last_message_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('conversations_submission_dealer_uq').on(t.submissionId, t.dealerId),
  index('conversations_dealer_last_idx').on(t.dealerId, t.lastMessageAt),
  // The few conversations keeping a request open past its deadline (server/domain/submission-state.ts).
  index('conversations_dealer_frozen_idx').on(t.dealerId, t.submissionId).where(sql`frozen_since is not null`),
  index('conversations_dealer_extended_idx').on(t.dealerId, t.extendedUntil, t.submissionId).where(sql`extended_until is not null`),
]);

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').notNull().references(() => users.id),
  isClient: boolean('is_client').notNull(),
  text: text('text').notNull(),
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  readAt: ts('read_at'),
}, (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)]);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  readAt: ts('read_at'),
}, (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)]);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  freeCredits: euros('free_credits').notNull(),
  validUntil: ts('valid_until'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  dealerId: integer('dealer_id').notNull().references(() => users.id),
  condition: varchar('condition', { length: 8 }).notNull().$type<'dealer' | 'wallet' | 'fee'>(),
  status: varchar('status', { length: 16 }).notNull().default('created'),
  totalCents: integer('total_cents').notNull(),
  taxCents: integer('tax_cents').notNull().default(0),
  couponId: integer('coupon_id').references(() => coupons.id),
  provider: varchar('provider', { length: 16 }),
  externalId: text('external_id'),
  createdAt: createdAt(),
  paidAt: ts('paid_at'),
  /** Credits a paid wallet order adds: the bought ones plus the coupon's free ones. */
  credits: euros('credits').notNull().default(0),
  /** The subscription a 'dealer' order pays (server/domain/subscription-state.ts). */
  subscriptionId: integer('subscription_id').references(() => subscriptions.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  index('orders_dealer_idx').on(t.dealerId, t.condition, t.status),
  index('orders_external_idx').on(t.provider, t.externalId),
]);

export const orderRows = pgTable('order_rows', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  itemName: text('item_name').notNull(),
  itemCount: integer('item_count').notNull(),
  itemAmountCents: integer('item_amount_cents').notNull(),
  /** On fee orders: the fee the row settles. */
  feeId: integer('fee_id'),
}, (t) => [index('order_rows_order_idx').on(t.orderId)]);

/** Fees the platform charges a dealer (see docs/decisions.md); settled by a fee order. */
export const fees = pgTable('fees', {
  id: serial('id').primaryKey(),
  dealerId: integer('dealer_id').notNull().references(() => users.id),
  quotationId: integer('quotation_id').references(() => quotations.id),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  paidAt: ts('paid_at'),
  createdAt: createdAt(),
  /** How it was settled: 'credits' (automatically from the wallet) or 'order' (a paid fee order). */
  settledBy: varchar('settled_by', { length: 8 }).$type<'credits' | 'order'>(),
}, (t) => [
  index('fees_dealer_idx').on(t.dealerId, t.paidAt),
  // One commission per quotation: charging it again is a no-op.
  uniqueIndex('fees_quotation_uq').on(t.quotationId),
]);

/** Provider webhook events already applied: a replayed event id is acknowledged and not applied again. */
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)]);

/** A dealer's customer record at the payment provider and its saved payment method (card update). */
export const paymentProfiles = pgTable('payment_profiles', {
  dealerId: integer('dealer_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 16 }).notNull(),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const feedbackQuestions = pgTable('feedback_questions', {
  id: serial('id').primaryKey(),
  questionText: text('question_text').notNull(),
  position: integer('position').notNull().default(0),
});

export const feedbackOptions = pgTable('feedback_options', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => feedbackQuestions.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
  label: text('label').notNull(),
  image: text('image'),
  showTextarea: boolean('show_textarea').notNull().default(false),
});

export const feedbackAnswers = pgTable('feedback_answers', {
  id: serial('id').primaryKey(),
  quotationId: integer('quotation_id').notNull().references(() => quotations.id),
  dealerId: integer('dealer_id').notNull().references(() => users.id),
  questionId: integer('question_id').notNull().references(() => feedbackQuestions.id),
  score: integer('score').notNull(),
  message: text('message'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('feedback_answers_uq').on(t.quotationId, t.questionId)]);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
});

/** Files stored under DATA_DIR/uploads, served at /media/<name>. */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  ownerId: integer('owner_id').references(() => users.id),
  createdAt: createdAt(),
});

/** Outgoing mail kept for audit and for the default outbox transport. */
export const mailLog = pgTable('mail_log', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  createdAt: createdAt(),
});
