import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type RouteDef } from '../../contract/routes.js';
import { mayWorkIn, type DelegatedRole } from '../../contract/staff.js';
import { staffMessages } from '../../i18n/it/staff.js';
import { connectChat, listen } from '../server/chat-support.js';
import { connectInbox } from '../server/inbox-support.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { DEALER, freshRequest, rows, sessionToken } from './support/chat.js';
import { closedWithin } from './support/sockets.js';

/*
 * Company accounts (issue 30): the role × route matrix, generated from the server's own route table (a dealer route
 * added later is swept without editing this file), and the sockets of a deactivated person.
 */

let t: TestApp;
let url: string;
const people: Record<DelegatedRole, { id: number; token: string }> = {} as never;

beforeAll(async () => {
  t = await testApp({ SWEEP_SECONDS: '86400' });
  url = await listen(t.app);
  for (const role of ['quoter', 'shipping', 'billing'] as const) {
    const [{ id }] = await rows<{ id: number }>(
      t,
      `insert into users (role, company_id, staff_role, email, password_hash, name, surname)
      values ('staff', ${DEALER}, '${role}', '${role}@matrix.invalid', 'x', 'Persona', '${role}') returning id`,
    );
    people[role] = { id: Number(id), token: await sessionToken(t, Number(id)) };
  }
});
afterAll(async () => t?.close());

const PARAMS = { id: DEALER, filter: 'pending', templateId: 1, itemId: 1, keyId: 1, userId: 1, submissionId: 1 };

describe('the role × route matrix', () => {
  const dealerRoutes = () => t.app.apiRoutes.filter((route) => route.access === 'dealer');

  it('covers every dealer route, and names at least one route of each area', () => {
    const routes = dealerRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const areas = new Set(routes.map((route) => route.staff).filter(Boolean));
    expect([...areas].sort()).toEqual(['billing', 'chat', 'everyone', 'orders', 'quoting', 'shipping', 'stock']);
  });

  for (const role of ['quoter', 'shipping', 'billing'] as const) {
    it(`lets a ${role} call the routes of its areas only: elsewhere 403 with the Italian message`, async () => {
      const wrong: string[] = [];
      for (const route of dealerRoutes() as RouteDef[]) {
        const answer = await t.app.inject({
          method: route.method,
          url: apiPath(route, PARAMS),
          headers: bearer(people[role].token),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const refusedForRole =
          answer.statusCode === 403 && answer.json<{ code?: string }>().code === 'staff_not_allowed';
        if (refusedForRole !== !mayWorkIn(role, route.staff))
          wrong.push(`${route.method} ${route.path}: ${answer.statusCode} ${answer.body.slice(0, 80)}`);
        if (refusedForRole) expect(answer.json()).toMatchObject({ message: staffMessages.notAllowed });
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("a person's sockets", () => {
  it('refuses the chat to billing, whose work it is not', async () => {
    const { token } = await freshRequest(t);
    await expect(connectChat(url, { token: people.billing.token, chatToken: token })).rejects.toMatchObject({
      data: { code: 'forbidden' },
    });
  });

  it("closes a deactivated person's chat and app sockets at once, and leaves the owner's open", async () => {
    const { token: chatToken } = await freshRequest(t, 1);
    const owner = await connectInbox(url, await sessionToken(t, DEALER));
    const inbox = await connectInbox(url, people.quoter.token);
    const chat = await connectChat(url, { token: people.quoter.token, chatToken });
    const closed = [closedWithin(inbox.socket, 3_000), closedWithin(chat.socket, 3_000)];
    const off = await t.app.inject({
      method: 'POST',
      url: apiPath({ path: '/dealer/:id/staff/:userId/deactivate' }, { id: DEALER, userId: people.quoter.id }),
      headers: bearer(await sessionToken(t, DEALER)),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connectInbox(url, people.quoter.token)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(closedWithin(owner.socket, 500)).rejects.toThrow(/still connected/);
    owner.close();
  });
});
