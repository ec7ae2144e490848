import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { settlementMessages } from '../../../i18n/it/settlement.js';
import { HttpError } from '../../plugins/http-error.js';
import { findPayoutAccount, setPayoutSchedule, setPayoutsBlocked } from '../../settlement/accounts.js';
import { scheduleSettlement } from '../../settlement/job.js';
import { releaseDueSales } from '../../settlement/sales.js';
import { bookPayout, findPayout, listPayouts } from '../../settlement/payouts.js';
import {
  adminPayoutAccounts,
  customerReceipt,
  salesCsv,
  salesPage,
  type AdminAccountRow,
} from '../../settlement/read.js';
import {
  accountView,
  balances,
  completeDemoOnboarding,
  executePayout,
  refreshAccount,
  requestPayout,
  startOnboarding,
} from '../../settlement/service.js';
import { recordActivity } from '../../repositories/admin/activity.js';
import { defineRoute } from '../define-route.js';
import settlementConsoleRoutes from './settlement-console.js';

/**
 * Settlement (docs/payments-api.md, "Settlement"): the dealer's "Incassi" (owner and billing role: the routes' staff
 * area), the operator's payout accounts and payouts, the customer's receipt. user.id is the dealer company for its
 * staff too; the access guard refuses another dealer's :id.
 */
export default async function settlementRoutes(app: FastifyInstance) {
  const adminRow = (app: FastifyInstance, row: AdminAccountRow) => ({
    ...accountView(app, row.account),
    dealer_id: row.account.dealerId,
    legal_name: row.legalName,
    external_id: row.account.externalId,
    held: row.held,
    available: row.available,
  });

  defineRoute(app, routes.payoutAccount, async ({ db, user }) =>
    accountView(app, await findPayoutAccount(db, user.id)),
  );
  defineRoute(app, routes.payoutAccountOnboard, ({ user }) => startOnboarding(app, user.id));
  defineRoute(app, routes.payoutAccountDemoActivate, ({ user }) => completeDemoOnboarding(app, user.id));
  defineRoute(app, routes.payoutAccountRefresh, ({ user }) => refreshAccount(app, user.id));
  defineRoute(app, routes.payoutSchedule, async ({ db, user, body }) => {
    if (!(await setPayoutSchedule(db, user.id, body.schedule, Math.round(body.minimum_amount * 100))))
      throw new HttpError(409, settlementMessages.noAccount);
    return accountView(app, await findPayoutAccount(db, user.id));
  });
  defineRoute(app, routes.settlementBalances, ({ user }) => balances(app, user.id, new Date()));
  defineRoute(app, routes.settlementSales, ({ db, user, query }) => salesPage(db, user.id, query.page));
  defineRoute(app, routes.settlementCsv, async ({ db, user, reply }) => {
    reply.type('text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${settlementMessages.csvFileName}"`);
    reply.header('cache-control', 'no-store');
    return salesCsv(db, user.id);
  });
  defineRoute(app, routes.dealerPayouts, ({ db, user, query }) => listPayouts(db, { dealerId: user.id }, query.page));
  defineRoute(app, routes.dealerPayoutRequest, ({ user }) => requestPayout(app, user.id, user.actorId), {
    status: 201,
  });

  defineRoute(app, routes.customerQuotationReceipt, ({ db, user, params }) =>
    customerReceipt(db, user.id, params.id, app.config.appName),
  );

  defineRoute(app, routes.adminPayoutAccounts, async ({ db, query }) => {
    const page = await adminPayoutAccounts(db, query.page);
    return { ...page, rows: undefined, data: page.rows.map((row) => adminRow(app, row)) };
  });
  // "Blocca versamenti" (with its reason) and its undoing, in the activity log with the change.
  defineRoute(app, routes.adminPayoutsBlock, async ({ db, user, params, body }) => {
    if (body.blocked && !body.reason) throw new HttpError(422, errors.validation, { reason: [errors.reasonRequired] });
    await db.transaction(async (tx) => {
      const before = await findPayoutAccount(tx, params.id, true);
      if (!before || !(await setPayoutsBlocked(tx, params.id, body.blocked))) throw new HttpError(404, errors.notFound);
      await recordActivity(tx, {
        operatorId: user.id,
        action: body.blocked ? 'payouts.block' : 'payouts.unblock',
        entity: 'dealer',
        entityId: params.id,
        before: { blocked: before.blocked },
        after: { blocked: body.blocked, ...(body.blocked ? { reason: body.reason } : {}) },
      });
    });
    const row = (await adminPayoutAccounts(db, 1, params.id)).rows[0];
    return adminRow(app, row);
  });
  defineRoute(app, routes.adminPayouts, ({ db, query }) => listPayouts(db, { status: query.status }, query.page));
  defineRoute(app, routes.adminPayoutRetry, async ({ params, user }) => {
    const failed = await findPayout(app.db, params.id);
    if (!failed) throw new HttpError(404, errors.notFound);
    if (failed.status !== 'failed') throw new HttpError(409, settlementMessages.payoutNotFailed);
    // The failed payout's sales are available again: the retry is a new payout of the dealer's available balance.
    await releaseDueSales(app.db, new Date(), failed.dealer_id);
    const payoutId = await bookPayout(app.db, failed.dealer_id, { automatic: false, requestedBy: user.id });
    await recordActivity(app.db, {
      operatorId: user.id,
      action: 'payout.retry',
      entity: 'payout',
      entityId: params.id,
      before: { status: failed.status, failure: failed.failure },
      after: { payout_id: payoutId },
    });
    await executePayout(app, payoutId);
    return (await findPayout(app.db, payoutId))!;
  });
  await app.register(settlementConsoleRoutes);

  scheduleSettlement(app);
}
