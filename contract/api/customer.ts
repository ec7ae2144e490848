import { errors } from '../../i18n/it/errors.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import { Id, paged } from '../common.js';
import { PAYMENT_METHOD_ALWAYS_ID, PAYMENT_METHOD_HIDDEN_ID, REQUEST_PHOTOS_MAX } from '../constants.js';
import { Quotation } from '../entities/quotation.js';
import { PaymentProvider } from './payments.js';
import { Submission } from '../entities/submission.js';
import { italianPlate, provinceId, requiredText } from '../rules.js';
import { z } from '../z.js';

/*
 * The customer side of the API: a real counterpart for the dealer portal, used by the customer
 * app and by `npm run customer`. Logged in with POST /user/login and security `customer-app`.
 */

const optionalText = (max: number) => z.string().trim().max(max, errors.tooLong).nullable().optional();

/**
 * An image the customer uploaded with POST /upload/file (same size rules and hourly quota as every upload): only our
 * own upload addresses; the server also checks the caller uploaded it.
 */
export const UploadAddress = z
  .string()
  .regex(/^\/media\/upload-[0-9a-f]{32}\.[a-z0-9]{2,5}$/, customerErrors.uploadAddress);
export { REQUEST_PHOTOS_MAX };

export const CustomerVehicleInput = z
  .object({
    /** Italian format (contract/rules.ts italianPlate), or null with a chassis instead. */
    plate: italianPlate,
    chassis: optionalText(32),
    manufacturer_id: Id,
    model: requiredText(100),
    year_of_production: z.coerce.number().int().min(1900).max(2100),
    /** Kilometre range id 1-6 (SPEC §9); null when unknown. */
    km_count: z.coerce.number().int().min(1).max(6).nullable().optional(),
    /** The registration document (libretto), an uploaded image; optional. */
    registration_document: UploadAddress.nullable().optional(),
    /** A photo of the vehicle; optional. */
    car_photo: UploadAddress.nullable().optional(),
  })
  .refine((v) => Boolean(v.plate) || Boolean(v.chassis), {
    message: quotationMessages.plateOrChassis,
    path: ['plate'],
  });

export const CustomerRequestRow = z.object({
  part_id: Id,
  quantity: z.coerce.number().int().min(1).max(100).default(1),
  brand: optionalText(100),
  notes: optionalText(1000),
  /** Photos of the part (uploaded images), at most REQUEST_PHOTOS_MAX. */
  part_photo: z.array(UploadAddress).max(REQUEST_PHOTOS_MAX, customerErrors.tooManyPhotos).default([]),
});

/** POST /customer/submissions: a parts request for one vehicle, published to the dealers at once. */
export const CustomerSubmissionBody = z.object({
  vehicle: CustomerVehicleInput,
  province_id: provinceId,
  notes: optionalText(2000),
  /** Used or reconditioned parts at a low price (the dealers' Outlet tab). */
  is_outlet: z.boolean().default(false),
  rows: z.array(CustomerRequestRow).min(1, quotationMessages.rowsRequired).max(30),
});
export type CustomerSubmissionBody = z.input<typeof CustomerSubmissionBody>;

/** The customer's view of its request: no dealer timer, but the window and whether it is still open. */
export const CustomerSubmission = Submission.pick({
  id: true,
  vehicle_id: true,
  author_id: true,
  province_id: true,
  is_outlet: true,
  created_at: true,
  notes: true,
  token_uuid: true,
  submission_rows: true,
  vehicle: true,
}).extend({
  deadline_at: z.string(),
  closed_at: z.string().nullable(),
  /** Minutes left of the answer window (dealers' pauses aside); 0 once expired or closed. */
  timing_residue: z.number().int().min(0),
  /** open: dealers may answer · expired: the window is over · closed: a quotation was accepted. */
  state: z.enum(['open', 'expired', 'closed']),
  /** How many dealers said "Non posso offrire": a number, never who. */
  declined_count: z.number().int().min(0),
  /** Quotations received so far (Le mie richieste). */
  offers_count: z.number().int().min(0),
});
export type CustomerSubmission = z.infer<typeof CustomerSubmission>;

/** GET /customer/submissions: the customer's own requests, newest first. */
export const CustomerSubmissionPage = paged(CustomerSubmission);
export type CustomerSubmissionPage = z.infer<typeof CustomerSubmissionPage>;

export const QuotationDealer = z.object({
  id: z.number().int(),
  legal_name: z.string().nullable(),
  dealer_stars: z.number(),
  /** Payment method ids the dealer accepts (4, online, always). */
  available_methods: z.array(z.number().int()),
});

/** A quotation as its customer sees it: the dealer instead of the customer data. */
/** The customer's own rating of a shipped quotation's dealer (once: the order page shows it instead of the form). */
export const CustomerOwnRating = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerOwnRating = z.infer<typeof CustomerOwnRating>;

export const CustomerQuotation = Quotation.omit({ user: true, sent_by: true, shipped_by: true }).extend({
  dealer: QuotationDealer,
  /** GET /customer/quotations/{id}: the caller's rating, null until given (the other answers leave it out). */
  my_rating: CustomerOwnRating.nullable().optional(),
});
export type CustomerQuotation = z.infer<typeof CustomerQuotation>;

export const CustomerQuotationList = z.object({
  submission: CustomerSubmission,
  quotations: z.array(CustomerQuotation),
});
export type CustomerQuotationList = z.infer<typeof CustomerQuotationList>;

export const PaymentType = z.enum(['online', 'offline']);
export const ShippingFeeChoice = z.enum(['flat', 'partial']);

/** Never an offline method: online payment (4) and the platform's internal credit (1). */
const ONLINE_ONLY_METHODS: readonly number[] = [PAYMENT_METHOD_ALWAYS_ID, PAYMENT_METHOD_HIDDEN_ID];

/**
 * POST /customer/quotations/{id}/accept. Online payment uses method 4 (Pagamento online); offline payment is
 * cash on delivery (2) or bank transfer (any other method the dealer accepts, never the internal 1).
 */
export const AcceptQuotationBody = z
  .object({
    payment_type: PaymentType,
    payment_method_id: Id,
    shipping_fee_chosen: ShippingFeeChoice.default('flat'),
    /** Ids of the quotation rows (options) accepted: at least one, at most one per requested row. */
    accepted_rows: z.array(Id).min(1, quotationMessages.acceptedRowsRequired).max(500),
  })
  .refine((v) => v.payment_type !== 'online' || v.payment_method_id === PAYMENT_METHOD_ALWAYS_ID, {
    message: quotationMessages.onlineMethod,
    path: ['payment_method_id'],
  })
  .refine((v) => v.payment_type !== 'offline' || !ONLINE_ONLY_METHODS.includes(v.payment_method_id), {
    message: quotationMessages.offlineMethod,
    path: ['payment_method_id'],
  });
export type AcceptQuotationBody = z.input<typeof AcceptQuotationBody>;

/**
 * POST /customer/quotations/{id}/pay/demo: the customer pays an accepted online quotation with the demo
 * provider's card form (docs/payments-api.md test cards). Only while the demo provider is the configured one.
 */
export const CustomerDemoPayBody = z.object({
  card_number: z.string().trim().min(1, errors.required).max(30),
  expiry: z.string().trim().min(1, errors.required).max(7),
  cvc: z.string().trim().min(1, errors.required).max(4),
  holder: z.string().trim().min(1, errors.required).max(100),
});
export type CustomerDemoPayBody = z.input<typeof CustomerDemoPayBody>;

/**
 * POST /customer/quotations/{id}/pay/start: the provider payment of an accepted online quotation, created once
 * and reused (docs/payments-api.md). Stripe: client_secret of a PaymentIntent for the card Element; PayPal: the PayPal
 * order id for the buttons; demo: no order (client_secret null), the demo card form pays with …/pay/demo.
 * amount: the quotation's total, VAT and shipping included (euro). The public key of the provider in use, else null.
 */
export const CustomerPayStart = z.object({
  provider: PaymentProvider,
  order_id: z.number().int().nullable(),
  client_secret: z.string().nullable(),
  external_id: z.string().nullable(),
  amount: z.number(),
  stripe_public_key: z.string().nullable(),
  paypal_client_id: z.string().nullable(),
});
export type CustomerPayStart = z.infer<typeof CustomerPayStart>;

/** POST /customer/quotations/{id}/pay/confirm: the id the provider's browser SDK answered (PaymentIntent, PayPal order). */
export const CustomerPayConfirmBody = z.object({
  external_id: z.string().trim().min(1, errors.required).max(200),
});
export type CustomerPayConfirmBody = z.input<typeof CustomerPayConfirmBody>;
