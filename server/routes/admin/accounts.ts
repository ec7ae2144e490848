import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../plugins/http-error.js';
import { recheckUserSockets } from '../../realtime/standing-revocation.js';
import { adjustCredits } from '../../repositories/admin/credits.js';
import { getCustomer, listCustomers } from '../../repositories/admin/customers.js';
import { getDealer, listDealers } from '../../repositories/admin/dealers.js';
import { setSuspended } from '../../repositories/admin/suspension.js';
import { dealerRegister, isDealer, reconcile } from '../../repositories/ledger.js';
import { defineRoute, type RouteContext } from '../define-route.js';
import { found } from './found.js';

type SuspensionContext = Pick<RouteContext<typeof routes.adminDealerReactivate>, 'db' | 'user' | 'params'> & {
  body?: { reason: string };
};

/** Ricambisti and Clienti: lists, show pages, suspension, the dealers' credit adjustment and money register. */
export default async function accountRoutes(app: FastifyInstance) {
  /** Suspend or reactivate, then answer the account as its show page reads it. */
  function suspension<T>(
    role: 'dealer' | 'customer',
    suspend: boolean,
    show: (db: Db, id: number) => Promise<T | null>,
  ) {
    return async ({ db, user, params, body }: SuspensionContext) => {
      const outcome = await setSuspended(db, user.id, params.id, role, suspend, body?.reason);
      if (outcome === 'missing') throw new HttpError(404, errors.notFound);
      if (outcome === 'unchanged') throw new HttpError(409, suspend ? errors.alreadySuspended : errors.notSuspended);
      if (suspend) recheckUserSockets([params.id]);
      return found(await show(db, params.id));
    };
  }

  defineRoute(app, routes.adminDealers, ({ db, query }) => listDealers(db, query));
  defineRoute(app, routes.adminDealer, async ({ db, params }) => found(await getDealer(db, params.id)));
  defineRoute(app, routes.adminDealerSuspend, suspension('dealer', true, getDealer));
  defineRoute(app, routes.adminDealerReactivate, suspension('dealer', false, getDealer));
  defineRoute(app, routes.adminDealerCredits, async ({ db, user, params, body }) => {
    const outcome = await adjustCredits(db, user.id, params.id, body.delta, body.reason);
    if (outcome === 'missing') throw new HttpError(404, errors.notFound);
    if (outcome === 'negative') throw new HttpError(422, errors.creditsNegative, { delta: [errors.creditsNegative] });
    return found(await getDealer(db, params.id));
  });

  defineRoute(app, routes.adminDealerMovements, async ({ db, params, query }) => {
    if (!(await isDealer(db, params.id))) throw new HttpError(404, errors.notFound);
    return dealerRegister(db, params.id, query.page);
  });
  defineRoute(app, routes.adminLedgerCheck, ({ db }) => reconcile(db));

  defineRoute(app, routes.adminCustomers, ({ db, query }) => listCustomers(db, query));
  defineRoute(app, routes.adminCustomer, async ({ db, params }) => found(await getCustomer(db, params.id)));
  defineRoute(app, routes.adminCustomerSuspend, suspension('customer', true, getCustomer));
  defineRoute(app, routes.adminCustomerReactivate, suspension('customer', false, getCustomer));
}
