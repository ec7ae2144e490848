import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { openSession } from '../../auth/login.js';
import { hashPassword } from '../../auth/password.js';
import { countRegistration } from '../../auth/throttle.js';
import { guardRegistration } from '../../auth/throttle-guard.js';
import { HttpError } from '../../plugins/http-error.js';
import { createCustomer } from '../../repositories/customers.js';
import { withdrawPendingInvitation } from '../../repositories/staff.js';
import { listProvinces } from '../../repositories/lookups.js';
import { defineRoute } from '../define-route.js';

/** The customer app's own account route: registration, answered like a login of 'customer-app'. */
export default async function customerAccountRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    routes.customerRegister,
    async ({ db, body, request, reply }) => {
      await guardRegistration(app, request, reply);
      const passwordHash = await hashPassword(body.password);
      const create = () => createCustomer(db, body, passwordHash, new Date());
      // An invitation to a company's team, not accepted, never keeps the address from its owner: it is withdrawn.
      const id = await create().catch(async (error: unknown) => {
        const taken = error instanceof HttpError && error.statusCode === 409;
        if (taken && (await withdrawPendingInvitation(db, body.email))) return create();
        throw error;
      });
      await countRegistration(app.limits, request.ip);
      return openSession(db, id, 'customer-app', app.config.tokenTtlHours);
    },
    { status: 201 },
  );

  // The registration form's province list, before any session (the province list of /province/list needs one).
  defineRoute(app, routes.customerProvinces, ({ db }) => listProvinces(db));
}
