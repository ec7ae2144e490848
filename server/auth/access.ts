import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSelfParam, pathParams, routePaths } from '../../contract/paths.js';
import type { RouteDef } from '../../contract/routes.js';
import { mayWorkIn } from '../../contract/staff.js';
import { errors } from '../../i18n/it/errors.js';
import { staffMessages } from '../../i18n/it/staff.js';
import { HttpError } from '../plugins/http-error.js';
import { authenticate } from './authenticate.js';
import { requireDealerStanding } from './dealer-standing.js';
import { stockKeyUser } from './stock-key.js';
import { bearerToken } from './tokens.js';

/** The path parameters naming the caller itself (/dealer/:dealerId/…, /user/:userId/…); any other is a record's id. */
export function selfParams(route: Pick<RouteDef, 'path'>): string[] {
  return pathParams(route.path).filter(isSelfParam);
}

export function actsOnSelf(route: Pick<RouteDef, 'path'>): boolean {
  return selfParams(route).length > 0;
}

/** A suspended account may still end its session, nothing else. */
const openWhileSuspended = (route: RouteDef) =>
  route.method === routePaths.logout.method && route.path === routePaths.logout.path;

/**
 * onRequest guard of a contract route, run before body/params validation so that an anonymous or foreign
 * caller learns nothing from validation errors: 'public' lets anyone in; 'user' needs a valid token;
 * 'dealer' needs a dealer's token and, in every :dealerId and :userId, the caller's own id, and then (unless the route is open
 * `beforeSubscription`) a registered dealer with a working subscription; 'customer' needs a customer's token;
 * 'operator' an operator's; a person of a dealer's company other than its owner only on routes of their role's
 * areas (RoutePath.staff); 'stockKey' a dealer's stock API key (server/auth/stock-key.ts), never a token.
 * A suspended account is refused everywhere but logout.
 */
export function accessGuard(route: RouteDef) {
  const self = selfParams(route);
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (route.access === 'public') return;
    if (route.access === 'stockKey') {
      request.user = await stockKeyUser(request, reply);
      return;
    }
    const user = await authenticate(request.server.db, bearerToken(request.headers.authorization));
    if (!user) throw new HttpError(401, errors.unauthorized);
    request.user = user;
    if (user.suspended && !openWhileSuspended(route))
      throw new HttpError(403, errors.accountSuspended, undefined, 'account_suspended');
    if (route.access === 'user') return;
    if (route.access === 'operator') {
      if (user.role !== 'operator') throw new HttpError(403, errors.operatorOnly);
      return;
    }
    if (user.role === 'operator') throw new HttpError(403, errors.operatorNotAllowed);
    if (route.access === 'customer') {
      if (user.role !== 'customer') throw new HttpError(403, errors.forbidden);
      return;
    }
    if (user.role !== 'dealer') throw new HttpError(403, errors.forbidden);
    const params = request.params as Partial<Record<string, string>>;
    if (self.some((name) => params[name] !== String(user.id))) throw new HttpError(403, errors.forbidden);
    if (!mayWorkIn(user.staffRole, route.staff))
      throw new HttpError(403, staffMessages.notAllowed, undefined, 'staff_not_allowed');
    if (!route.beforeSubscription) await requireDealerStanding(request.server.db, user.id);
  };
}
