import { PART_CONDITIONS } from '../../../contract/entities/quotation.js';
import { isSelfParam, pathParams, type RouteName } from '../../../contract/routes.js';
import type { TestApp } from '../../server/support/app.js';
import type { DealerRecords } from './records.js';

/** Body fields that name a record (or a user) rather than a lookup value. */
export const RECORD_FIELDS = new Set([
  'submission_id',
  'quotation_id',
  'order_id',
  'conversation_id',
  'notification_id',
  'message_id',
  'dealer_id',
  'author_id',
  'user_id',
  'vehicle_id',
  'submission_row_id',
  'quotation_row_id',
]);

export interface SampleContext {
  t: TestApp;
  /** The record of `kind` the body (or the route's :id) points at. */
  recordId: number;
  /** The dealer the record belongs to. */
  owner: number;
}

/**
 * Valid bodies for the routes that act on a record, so that a request gets past validation to the ownership
 * check: a body refused as invalid (422) would prove nothing about access. `kind` is the record kind the body
 * points at when the route's path does not name one. The access matrix fails for a route that needs a sample
 * and has none.
 */
export const SAMPLES: Partial<
  Record<
    RouteName,
    {
      kind?: keyof DealerRecords;
      body: (ctx: SampleContext) => Promise<unknown>;
      /** Path parameters besides :id that name the record (e.g. a draft's :submissionId). */
      params?: (recordId: number) => Record<string, number>;
    }
  >
> = {
  quotationNew: {
    kind: 'submissions',
    async body({ t, recordId, owner }) {
      const [request] = (await t.database.query(
        `select s.vehicle_id, s.author_id, (select min(id) from submission_rows r where r.submission_id = s.id) as row_id
         from submissions s where s.id = ${recordId}`,
      )) as { vehicle_id: number; author_id: number; row_id: number }[];
      return {
        submission_id: recordId,
        vehicle_id: request.vehicle_id,
        author_id: request.author_id,
        dealer_id: owner,
        shipping_cost_flat: 5,
        quotation_rows: [
          {
            submission_row_id: request.row_id,
            quantity: 1,
            part_code: 'OE-1',
            brand: 'Bosch',
            condition: PART_CONDITIONS[0],
            net_price: 10,
            tax_import: 22,
          },
        ],
      };
    },
  },
  paymentUpdate: {
    kind: 'orders',
    body: async ({ recordId }) => ({ order_id: recordId, status: 'pending', external_id: 'ext-123' }),
  },
  quotationTracking: { body: async () => ({ tracking_code: 'TRK-123' }) },
  quotationDelivered: { body: async () => ({ kind: 'delivered' }) },
  shipmentCreate: {
    body: async () => ({
      parcels: 1,
      weight_kg: '2,5',
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      pickup_date: '2026-12-01',
    }),
  },
  // A draft of the request (version 0 creates it), as the Bozze page saves it.
  draftPut: {
    kind: 'submissions',
    params: (recordId) => ({ submissionId: recordId }),
    async body({ t, recordId }) {
      const [row] = (await t.database.query(
        `select min(id) as id from submission_rows where submission_id = ${recordId}`,
      )) as { id: number }[];
      const rowId = Number(row.id);
      const option = {
        submission_row_id: rowId,
        quantity: '1',
        part_code: 'OE-1',
        item_code: '',
        brand: 'Bosch',
        condition: PART_CONDITIONS[0],
        notes: '',
        net_price: '10',
        tax_import: '22',
        full_net_price: '',
        discount: '',
      };
      return {
        version: 0,
        body: {
          rows: [{ submission_row_id: rowId, options: [option] }],
          shipping_cost_flat: '5',
          shipping_cost_partial: '',
          submission: { id: recordId, submission_rows: [{ id: rowId }] },
        },
      };
    },
  },
  submissionDecline: { body: async () => ({ reason: 'part-unavailable' }) },
  feedbackSubmit: {
    async body({ t }) {
      const [question] = (await t.database.query('select min(id) as id from feedback_questions')) as { id: number }[];
      return { answers: [{ feedback_question_id: Number(question.id), answer_id: 0 }] };
    },
  },
};

/**
 * Every `:param` of a route's path filled: `:dealerId` and `:userId` with the caller's id (so the route answers as to
 * its owner, not the guard's 403), a list's `:filter` with one it accepts, any other with 1. For the sweeps that call
 * every route of the table, so a route added with a new parameter is swept too instead of failing to build its URL.
 */
export function sampleParams(path: string, caller: number): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of pathParams(path)) params[name] = isSelfParam(name) ? caller : 1;
  if ('filter' in params) params.filter = path.includes('/submission/') ? 'pending' : 'accepted';
  return params;
}
