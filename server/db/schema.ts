import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NotificationTargetKind } from '../../contract/entities/chat.js';
import type { DelegatedRole } from '../../contract/staff.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const euros = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** Money in cents: 64-bit, so no amount the contract accepts can overflow it. */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    partParentId: integer('part_parent_id'),
  },
  (t) => [index('parts_parent_idx').on(t.partParentId)],
);

export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** 'staff': a person of a dealer's company, acting as its dealer (company_id) with staff_role. */
    role: varchar('role', { length: 16 }).notNull().$type<'dealer' | 'customer' | 'operator' | 'staff'>(),
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
    /** A password sent by forgot-password: valid once, until its expiry, while the current one keeps working. */
    resetPasswordHash: text('reset_password_hash'),
    resetPasswordExpiresAt: ts('reset_password_expires_at'),
    /** FatturaPA RegimeFiscale of the dealer's sale invoices; RF01 is the ordinary regime. */
    regimeFiscale: varchar('regime_fiscale', { length: 4 }).notNull().default('RF01'),
    /** Set by an operator: the account is refused on every route, at login and at socket handshakes. */
    suspendedAt: ts('suspended_at'),
    /** A staff person's company: the dealer (owner) account they act for. Null for everyone else. */
    companyId: integer('company_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    staffRole: varchar('staff_role', { length: 16 }).$type<DelegatedRole>(),
    /** Set by the owner: the person is refused at login and their sessions and sockets are closed. */
    deactivatedAt: ts('deactivated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_company_idx')
      .on(t.companyId)
      .where(sql`${t.companyId} is not null`),
    // The console's sort of dealers by credits (migration 0028).
    index('users_credits_idx').on(t.credits, t.id),
    // The materialized balance of the dealer's credits account never goes below zero (migration 0035).
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
    // The console's dealers and customers newest first, by legal name and by surname either way, and their search
    // (migration 0031; the search's expression is server/repositories/admin/user-search.ts).
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_dealer_name_idx')
      .on(t.legalName, t.id)
      .where(sql`role = 'dealer'`),
    index('users_dealer_name_desc_idx')
      .on(t.legalName.desc().nullsLast(), t.id.desc())
      .where(sql`role = 'dealer'`),
    index('users_customer_surname_idx')
      .on(t.surname, t.id)
      .where(sql`role = 'customer'`),
    index('users_customer_surname_desc_idx')
      .on(t.surname.desc().nullsLast(), t.id.desc())
      .where(sql`role = 'customer'`),
    index('users_search_idx').using(
      'gin',
      sql`(coalesce(${t.email}, '') || ' ' || coalesce(${t.legalName}, '') || ' ' || coalesce(${t.name}, '') || ' ' || coalesce(${t.surname}, '') || ' ' || coalesce(${t.vatNumber}, '')) gin_trgm_ops`,
    ),
  ],
);

/** One-time invitation links of company accounts: only the SHA-256 of the token is stored. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('staff_invitations_user_idx').on(t.userId)],
);

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    client: varchar('client', { length: 32 }).notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 16 }),
    externalId: text('external_id'),
    endsAt: ts('ends_at'),
    canceledAt: ts('canceled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_dealer_idx').on(t.dealerId, t.createdAt),
    index('subscriptions_external_idx').on(t.provider, t.externalId),
  ],
);

/** Provinces a dealer excludes: requests from them are hidden from that dealer. */
export const dealerProvinces = pgTable(
  'dealer_provinces',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.provinceId] })],
);

export const dealerMethods = pgTable(
  'dealer_methods',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.methodId] })],
);

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

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
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
    partIds: integer('part_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Lowercase plate, chassis, model, manufacturer and rows' part names, one per line (search). */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('submissions_deadline_idx').on(t.deadlineAt),
    index('submissions_created_idx').on(t.createdAt),
    index('submissions_author_idx').on(t.authorId),
    index('submissions_vehicle_idx').on(t.vehicleId),
    // Dealer lists (server/domain/submission-state.ts): counts and pages as index-only scans of the open requests,
    // the filters through the trigger-kept columns below. Measured in docs/performance.md.
    index('submissions_open_state_idx')
      .on(t.deadlineAt, t.provinceId, t.isOutlet, t.id)
      .where(sql`closed_at is null`),
    index('submissions_province_state_idx')
      .on(t.provinceId, t.deadlineAt)
      .where(sql`closed_at is null`),
    index('submissions_list_idx')
      .on(t.createdAt, t.id, t.deadlineAt, t.provinceId, t.isOutlet)
      .where(sql`closed_at is null`),
    index('submissions_manufacturer_state_idx')
      .on(t.manufacturerId, t.deadlineAt, t.provinceId, t.id)
      .where(sql`closed_at is null`),
    // Lists of a dealer with coverage: the page walk reads manufacturer and parts from the index, not the heap.
    index('submissions_served_list_idx')
      .on(t.createdAt, t.id, t.deadlineAt, t.provinceId, t.isOutlet, t.manufacturerId, t.partIds)
      .where(sql`closed_at is null`),
    index('submissions_part_ids_idx').using('gin', t.partIds),
    index('submissions_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The console's requests of a brand or a province, newest first (migration 0031).
    index('submissions_manufacturer_created_idx').on(t.manufacturerId, t.createdAt, t.id),
    index('submissions_province_created_idx').on(t.provinceId, t.createdAt, t.id),
  ],
);

/**
 * Not-closed requests per UTC day of their deadline, kept by database triggers (migration
 * 'submission-deadline-days'): the expired counters add up whole past days here instead of counting ~90,000
 * rows, and count only today's rows (server/domain/submission-state.ts, listCountSql).
 */
export const submissionDeadlineDays = pgTable('submission_deadline_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  requests: integer('requests').notNull().default(0),
});

/**
 * Requests per Italian day of creation and province (0 = none), every state, kept by database triggers (migration
 * 'intelligence-speed'): a dealer's "requests received" (statistics) sums these instead of counting rows.
 */
export const submissionAreaDays = pgTable(
  'submission_area_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provinceId: integer('province_id').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'submission_area_days_pk', columns: [t.day, t.provinceId] })],
);

/**
 * Requests not closed per province (0 = none) and outlet, kept by database triggers (migration 'submission-open-totals'):
 * the ping's shared totals read these few rows instead of counting every request not closed.
 */
export const submissionOpenTotals = pgTable(
  'submission_open_totals',
  {
    provinceId: integer('province_id').notNull(),
    isOutlet: boolean('is_outlet').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'submission_open_totals_pk', columns: [t.provinceId, t.isOutlet] })],
);

/** One row, bumped by a trigger whenever the quotations' response times may change (server/cache/response-median.ts). */
export const quotationResponseVersion = pgTable('quotation_response_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const submissionRows = pgTable(
  'submission_rows',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id),
    quantity: integer('quantity').notNull().default(1),
    brand: text('brand'),
    notes: text('notes'),
    partPhoto: jsonb('part_photo').$type<string[]>().notNull().default([]),
  },
  (t) => [index('submission_rows_submission_idx').on(t.submissionId)],
);

export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    quotationCode: varchar('quotation_code', { length: 32 }).notNull().unique(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 16 }).notNull(),
    cashUnlock: boolean('cash_unlock').notNull().default(false),
    paymentType: varchar('payment_type', { length: 8 }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    trackingCode: text('tracking_code'),
    trackingMessage: text('tracking_message'),
    totalPrice: euros('total_price').notNull(),
    subtotalPrice: euros('subtotal_price').notNull(),
    totalTax: euros('total_tax').notNull(),
    /** The total as sent (cheapest option per row, flat shipping, VAT included): the outcome ranks on it. */
    sentTotalPrice: euros('sent_total_price'),
    shippingCostFlat: euros('shipping_cost_flat').notNull().default(0),
    shippingCostPartial: euros('shipping_cost_partial'),
    shippingFeeChosen: varchar('shipping_fee_chosen', { length: 8 }),
    acceptedDate: ts('accepted_date'),
    /** The person who sent it and the one who entered the tracking (null before company accounts). */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    shippedAt: ts('shipped_at'),
    /**
     * The goods reached the customer (migration 0034): when, who recorded it and how (contract DELIVERY_KINDS: the
     * customer's 'received', or the dealer's 'delivered' / 'collected' on an offline sale). Null until then.
     */
    deliveredAt: ts('delivered_at'),
    deliveredBy: integer('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    deliveryKind: varchar('delivery_kind', { length: 16 }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Its request's created_at, set by a database trigger (migration 'intelligence-speed'): the statistics' median. */
    requestCreatedAt: ts('request_created_at'),
    // The request's manufacturer, province and part ids, kept by the same trigger (migration 0027): the statistics read
    // the dealer's quotations without probing each request.
    requestManufacturerId: integer('request_manufacturer_id'),
    requestProvinceId: integer('request_province_id'),
    requestPartIds: integer('request_part_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Its request's search_text (migration 0030): the quotation lists' search reads no request. */
    requestSearchText: text('request_search_text').notNull().default(''),
    /** Minutes from the request to this quotation (generated, migration 'intelligence-speed'). */
    responseMinutes: doublePrecision('response_minutes').generatedAlwaysAs(
      sql`(extract(epoch from (created_at - request_created_at)) / 60)::double precision`,
    ),
  },
  (t) => [
    uniqueIndex('quotations_dealer_submission_uq').on(t.dealerId, t.submissionId),
    // Includes response_minutes (migration 'intelligence-speed'): the median reads the index only.
    index('quotations_request_created_idx').on(t.requestCreatedAt),
    // id included (migration 0024), and the request's facts (0029): the dealer's list counts, filters and pages by index only.
    index('quotations_dealer_list_facts_idx').on(t.dealerId, t.status, t.updatedAt, t.id),
    // status and totals included (migration 0028): a quotation's outcome reads the other quotations by index only.
    index('quotations_submission_outcome_idx').on(t.submissionId),
    // The console's sort by total (migration 0028).
    index('quotations_total_price_idx').on(t.totalPrice, t.id),
    // One dealer's quotations by their request's creation (migration 0027): the statistics' range.
    index('quotations_dealer_request_created_idx').on(t.dealerId, t.requestCreatedAt),
    // The console's quotations newest first (migration 0031), and of one status (0032).
    index('quotations_created_idx').on(t.createdAt, t.id),
    index('quotations_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

export const quotationRows = pgTable(
  'quotation_rows',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    submissionRowId: integer('submission_row_id')
      .notNull()
      .references(() => submissionRows.id),
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
    /** The quotation's dealer and the requested row's part, set by database triggers (migration 'intelligence-speed'). */
    dealerId: integer('dealer_id'),
    partId: integer('part_id'),
  },
  (t) => [
    index('quotation_rows_quotation_idx').on(t.quotationId),
    index('quotation_rows_dealer_part_idx').on(t.dealerId, t.partId),
  ],
);

/** One conversation per request and dealer; its timer pause lives here (writing to the customer freezes it). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    uuid: varchar('uuid', { length: 36 }).notNull().unique(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id),
    frozenSince: ts('frozen_since'),
    pausedMs: integer('paused_ms').notNull().default(0),
    /** deadline_at of the request + paused_ms, when paused_ms > 0; kept by a database trigger: never write it. */
    extendedUntil: ts('extended_until'),
    lastMessageAt: ts('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_submission_dealer_uq').on(t.submissionId, t.dealerId),
    index('conversations_dealer_last_idx').on(t.dealerId, t.lastMessageAt),
    // The few conversations keeping a request open past its deadline (server/domain/submission-state.ts).
    index('conversations_dealer_frozen_idx')
      .on(t.dealerId, t.submissionId)
      .where(sql`frozen_since is not null`),
    index('conversations_dealer_extended_idx')
      .on(t.dealerId, t.extendedUntil, t.submissionId)
      .where(sql`extended_until is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    isClient: boolean('is_client').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** What it leads to: a quotation (target_id) or the wallet; null for a plain notice. */
    targetKind: varchar('target_kind', { length: 16 }).$type<NotificationTargetKind>(),
    targetId: integer('target_id'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  freeCredits: euros('free_credits').notNull(),
  validUntil: ts('valid_until'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
});

/** One row per coupon a dealer redeemed: the primary key makes a second redemption impossible, even concurrently. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.dealerId] })],
);

/** Secrets every instance must share (the demo provider's signing key), created once by whichever instance is first. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id),
    /** 'customer': a customer's online payment of a quotation; dealer_id is then the customer who pays. */
    condition: varchar('condition', { length: 8 }).notNull().$type<'dealer' | 'wallet' | 'fee' | 'customer'>(),
    status: varchar('status', { length: 16 }).notNull().default('created'),
    totalCents: cents('total_cents').notNull(),
    taxCents: cents('tax_cents').notNull().default(0),
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
    /** Refunded by an operator through the provider; the provider's refund id. */
    refundedAt: ts('refunded_at'),
    refundExternalId: text('refund_external_id'),
    /** The company's person who paid it: who started the checkout or confirmed it; null for older orders. */
    paidBy: integer('paid_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The quotation a 'customer' order pays (migration 0026): one payable order per quotation at a time. */
    quotationId: integer('quotation_id').references((): AnyPgColumn => quotations.id),
  },
  (t) => [
    index('orders_dealer_idx').on(t.dealerId, t.condition, t.status),
    index('orders_external_idx').on(t.provider, t.externalId),
    uniqueIndex('orders_quotation_open_uq')
      .on(t.quotationId)
      .where(sql`${t.quotationId} is not null and ${t.status} in ('created', 'pending')`),
    // The console's sort by amount (migration 0028).
    index('orders_total_cents_idx').on(t.totalCents, t.id),
    // The console's orders newest first (migration 0031).
    index('orders_created_idx').on(t.createdAt, t.id),
  ],
);

export const orderRows = pgTable(
  'order_rows',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    itemCount: integer('item_count').notNull(),
    itemAmountCents: cents('item_amount_cents').notNull(),
    /** On fee orders: the fee the row settles. */
    feeId: integer('fee_id'),
  },
  (t) => [index('order_rows_order_idx').on(t.orderId)],
);

/** Fees the platform charges a dealer (docs/adr/0013-money.md); settled by a fee order. */
export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id),
    quotationId: integer('quotation_id').references(() => quotations.id),
    amountCents: cents('amount_cents').notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    /** How it was settled: 'credits' (automatically from the wallet) or 'order' (a paid fee order). */
    settledBy: varchar('settled_by', { length: 8 }).$type<'credits' | 'order'>(),
    /** The company's person who settled it from the credits; an order's payer is on the order. */
    paidBy: integer('paid_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('fees_dealer_idx').on(t.dealerId, t.paidAt),
    // One commission per quotation: charging it again is a no-op.
    uniqueIndex('fees_quotation_uq').on(t.quotationId),
  ],
);

/** Provider webhook events already applied: a replayed event id is acknowledged and not applied again. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/** A dealer's customer record at the payment provider and its saved payment method (card update). */
export const paymentProfiles = pgTable('payment_profiles', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
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
  questionId: integer('question_id')
    .notNull()
    .references(() => feedbackQuestions.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
  label: text('label').notNull(),
  image: text('image'),
  showTextarea: boolean('show_textarea').notNull().default(false),
});

export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => feedbackQuestions.id),
    score: integer('score').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('feedback_answers_uq').on(t.quotationId, t.questionId)],
);

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

/** bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The bytes of uploaded files on PostgreSQL, where every instance reads them (server/storage/database-store.ts). */
export const storedFiles = pgTable('stored_files', {
  name: varchar('name', { length: 80 }).primaryKey(),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** The last tick each periodic sweep ran at, so N instances run it once per tick (server/shared/run-once.ts). */
export const sweepRuns = pgTable('sweep_runs', {
  name: varchar('name', { length: 40 }).primaryKey(),
  lastTick: bigint('last_tick', { mode: 'number' }).notNull(),
  runs: integer('runs').notNull().default(0),
  ranAt: ts('ran_at').notNull().defaultNow(),
});

/** Outgoing mail kept for audit and for the default outbox transport. */
export const mailLog = pgTable('mail_log', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  createdAt: createdAt(),
});

// ---- Faster quoting (migration 0015) ----

/** A dealer's "Non posso offrire" on a request: it leaves that dealer's lists and counters until undeclined. */
export const submissionDeclines = pgTable(
  'submission_declines',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 32 }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.submissionId] }),
    index('submission_declines_submission_idx').on(t.submissionId),
  ],
);

/** A dealer's named option template ("Modelli"): brand, condition, VAT, discount and notes. Names unique per dealer, any case. */
export const dealerTemplates = pgTable(
  'dealer_templates',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    brand: varchar('brand', { length: 100 }).notNull(),
    condition: varchar('condition', { length: 16 }).notNull(),
    taxImport: numeric('tax_import', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    discount: integer('discount'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dealer_templates_name_uq').on(t.dealerId, sql`lower(${t.name})`)],
);

/** Coverage ("Marche e categorie trattate"): the manufacturers a dealer serves; none = all. */
export const dealerManufacturers = pgTable(
  'dealer_manufacturers',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.manufacturerId] })],
);

/** Coverage: the top-level part categories a dealer serves; none = all. */
export const dealerCategories = pgTable(
  'dealer_categories',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.partId] })],
);

/** Last invoice number per issuer and year: issuer 0 is the platform, any other id a dealer. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    issuerId: integer('issuer_id').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuerId, t.year] })],
);

/**
 * Issued invoices with their bytes: a sale (dealer → customer, of a quotation), an order (platform → dealer), or a
 * month of the fees taken at source from the dealer's online sales (platform → dealer).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull().$type<'sale' | 'order' | 'fees'>(),
    issuerId: integer('issuer_id').notNull(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id),
    quotationId: integer('quotation_id').references(() => quotations.id),
    orderId: integer('order_id').references(() => orders.id),
    /** A 'fees' invoice: the month (its first day) of the fees taken at source it bills (migration 0040). */
    feeMonth: date('fee_month', { mode: 'string' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    fileName: varchar('file_name', { length: 40 }).notNull(),
    taxableCents: cents('taxable_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    xml: bytea('xml').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_quotation_uq').on(t.quotationId),
    uniqueIndex('invoices_order_uq').on(t.orderId),
    uniqueIndex('invoices_fee_month_uq')
      .on(t.dealerId, t.feeMonth)
      .where(sql`${t.feeMonth} is not null`),
    uniqueIndex('invoices_issuer_number_uq').on(t.issuerId, t.year, t.number),
    index('invoices_dealer_idx').on(t.dealerId, t.kind, t.id),
  ],
);

/**
 * The double-entry ledger (migration 0035, docs/payments-api.md "Ledger"): the source of truth of every money
 * movement. An account per dealer's credits and per platform purpose; its balance is materialized by the insert
 * trigger of the legs. `normal` is 1 for accounts whose balance grows with debits, -1 with credits.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique('ledger_accounts_code_uq'),
  kind: varchar('kind', { length: 24 }).notNull(),
  ownerId: integer('owner_id'),
  normal: smallint('normal').notNull(),
  balanceCents: cents('balance_cents').notNull().default(0),
});

/**
 * One money movement: its legs sum to 0 (a deferred constraint trigger checks it at commit). `key` makes posting
 * idempotent: the order, fee, quotation or operation it comes from. Append-only (a trigger refuses UPDATE/DELETE).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique('ledger_transactions_key_uq'),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** The dealer whose register shows it. */
    dealerId: integer('dealer_id'),
    /** What it is worth to that dealer, signed, as the register shows it (the legs carry the accounting). */
    amountCents: cents('amount_cents').notNull().default(0),
    quotationId: integer('quotation_id'),
    orderId: integer('order_id'),
    feeId: integer('fee_id'),
    operatorId: integer('operator_id'),
    reason: text('reason'),
    /** The provider's event that brought it, when one did. */
    eventId: text('event_id'),
    reversesId: integer('reverses_id').references((): AnyPgColumn => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_dealer_idx').on(t.dealerId, t.id),
    index('ledger_transactions_order_idx').on(t.orderId),
  ],
);

/** A leg: positive on the debit side, negative on the credit side; the account's balance right after it. */
export const ledgerLegs = pgTable(
  'ledger_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents').notNull(),
  },
  (t) => [
    index('ledger_legs_transaction_idx').on(t.transactionId),
    index('ledger_legs_account_idx').on(t.accountId, t.id),
  ],
);

/** Every operator write: who, when, what, the record before and after. Read-only for everyone. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_created_idx').on(t.createdAt), index('activity_log_entity_idx').on(t.entity, t.entityId)],
);

/** A customer's rating of the dealer of a bought, shipped quotation: one per quotation. */
export const dealerRatings = pgTable(
  'dealer_ratings',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealer_ratings_quotation_uq').on(t.quotationId),
    index('dealer_ratings_dealer_idx').on(t.dealerId),
  ],
);
/**
 * The dealer's stock and price list (migration 'stock'): one item per OE code + brand + condition (upper-case
 * keys, the merge key of an import); reserved counts what accepted quotations hold until shipped (never above quantity).
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partCode: text('part_code').notNull(),
    itemCode: text('item_code'),
    brand: text('brand').notNull(),
    description: text('description'),
    category: text('category'),
    condition: varchar('condition', { length: 16 }).notNull(),
    netPrice: euros('net_price').notNull(),
    listPrice: euros('list_price'),
    discount: integer('discount'),
    vat: integer('vat').notNull(),
    quantity: integer('quantity').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_items_key_uq').on(t.dealerId, sql`upper(${t.partCode})`, sql`upper(${t.brand})`, t.condition),
    index('stock_items_code_prefix_idx').on(t.dealerId, sql`upper(${t.partCode}) text_pattern_ops`),
    index('stock_items_brand_idx').on(t.dealerId, sql`upper(${t.brand})`),
    index('stock_items_category_idx').on(t.dealerId, sql`lower(${t.category})`),
    index('stock_items_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
  ],
);

/** One row per import: the list's "aggiornato il …" and its staleness warning read the latest. */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    mode: varchar('mode', { length: 8 }).notNull().$type<'replace' | 'merge'>(),
    source: varchar('source', { length: 8 }).notNull().$type<'web' | 'api'>(),
    lines: integer('lines').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    removed: integer('removed').notNull(),
  },
  (t) => [index('stock_imports_dealer_at_idx').on(t.dealerId, t.at)],
);

/** The column mapping a dealer last imported with: normalised header → field (null: ignored). */
export const stockMappings = pgTable('stock_mappings', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Keys of the machine import: only the SHA-256 of the secret is kept; the prefix finds the row. */
export const stockApiKeys = pgTable(
  'stock_api_keys',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prefix: varchar('prefix', { length: 16 }).notNull().unique(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('stock_api_keys_dealer_idx').on(t.dealerId)],
);

/** What an accepted option holds of an item until shipped or cancelled (so the release gives back exactly that). */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    quotationRowId: integer('quotation_row_id')
      .primaryKey()
      .references(() => quotationRows.id, { onDelete: 'cascade' }),
    stockItemId: integer('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('stock_reservations_item_idx').on(t.stockItemId)],
);

/**
 * A quotation being written: kept on the server so a colleague can take it over. One per company and
 * request; `body` is the contract's DraftBody; `version` is what a save must name (optimistic concurrency).
 */
export const quotationDrafts = pgTable(
  'quotation_drafts',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    body: jsonb('body').notNull(),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quotation_drafts_dealer_submission_uq').on(t.dealerId, t.submissionId)],
);
