import type { RouteDef } from '../../contract/routes.js';
import { call, query } from './quotations-fixtures.js';
import { testApp, type TestApp } from './support/app.js';

export const OPERATOR_EMAIL = 'operatore@demo.example';

/** An app with the operator, both demo dealers and the demo customer logged in. */
export interface AdminActors {
  t: TestApp;
  operator: string;
  dealer: string;
  dealer2: string;
  customer: string;
  ids: { operator: number; dealer: number; dealer2: number; customer: number };
}

export async function adminActors(env: Record<string, string> = {}): Promise<AdminActors> {
  const t = await testApp(env);
  const [operator, dealer, dealer2, customer] = await Promise.all([
    t.login(OPERATOR_EMAIL, undefined, 'operator-console'),
    t.login('dealer@demo.example'),
    t.login('dealer2@demo.example'),
    t.login('cliente@demo.example', undefined, 'customer-app'),
  ]);
  const rows = await query<{ id: number; email: string }>(
    t,
    `select id, email from users where email in
    ('${OPERATOR_EMAIL}', 'dealer@demo.example', 'dealer2@demo.example', 'cliente@demo.example')`,
  );
  const id = (email: string) => Number(rows.find((r) => r.email === email)?.id);
  return {
    t,
    operator,
    dealer,
    dealer2,
    customer,
    ids: {
      operator: id(OPERATOR_EMAIL),
      dealer: id('dealer@demo.example'),
      dealer2: id('dealer2@demo.example'),
      customer: id('cliente@demo.example'),
    },
  };
}

/** A console call as the operator: JSON answer and status. */
export async function admin<T = Record<string, unknown>>(
  a: AdminActors,
  route: RouteDef,
  params: Record<string, string | number> = {},
  payload?: unknown,
  search = '',
) {
  const answer = await call(a.t, a.operator, route, params, payload, search);
  return { status: answer.statusCode, body: answer.json<T>(), raw: answer.body };
}

/** The newest activity entries of an entity, newest first. */
export async function activityOf(a: AdminActors, entity: string, entityId: number | null) {
  return query<{ action: string; before: unknown; after: unknown; operator_id: number }>(
    a.t,
    `select action, before, after, operator_id from activity_log
    where entity = '${entity}' and entity_id ${entityId === null ? 'is null' : `= ${entityId}`} order by id desc`,
  );
}
