import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { reconciliationMessages } from '../../../i18n/it/reconciliation.js';
import { HttpError } from '../../plugins/http-error.js';
import { recordActivity } from '../../repositories/admin/activity.js';
import { listHeldSales, findReconciliation, listReconciliations } from '../../settlement/console-read.js';
import { scheduleDaily } from '../../settlement/daily.js';
import { dayPeriod, runReconciliation } from '../../settlement/reconciliation.js';
import { defineRoute } from '../define-route.js';

/**
 * The operator console's settlement views beyond the payout accounts and payouts (settlement.ts): the sales whose
 * money the platform holds, and the reconciliation with the provider (its reports, and "Esegui ora"); the daily run.
 */
export default async function settlementConsoleRoutes(app: FastifyInstance) {
  defineRoute(app, routes.adminSettlementSales, ({ db, query }) => listHeldSales(db, query));
  defineRoute(app, routes.adminReconciliations, ({ db, query }) => listReconciliations(db, query));
  defineRoute(app, routes.adminReconciliation, async ({ db, params }) => {
    const report = await findReconciliation(db, params.id);
    if (!report) throw new HttpError(404, errors.notFound);
    return report;
  });
  defineRoute(
    app,
    routes.adminReconciliationRun,
    async ({ db, user, body }) => {
      const now = new Date();
      const period = dayPeriod(body.day ? new Date(`${body.day}T00:00:00Z`) : now);
      if (period.from > now) throw new HttpError(422, errors.validation, { day: [reconciliationMessages.dayInFuture] });
      const reportId = (await runReconciliation(app, period, { automatic: false, requestedBy: user.id }, now))!;
      const report = (await findReconciliation(db, reportId))!;
      await recordActivity(db, {
        operatorId: user.id,
        action: 'reconciliation.run',
        entity: 'reconciliation',
        entityId: reportId,
        before: null,
        after: { period_from: report.period_from, status: report.status, discrepancies: report.discrepancy_count },
      });
      return report;
    },
    { status: 201 },
  );
  scheduleDaily(app);
}
