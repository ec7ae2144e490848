import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../contract/routes.js';
import { testApp, type TestApp } from './support/app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer@demo.example');
});
afterAll(async () => t?.close());

async function list(name: RouteName) {
  const answer = await t.client(token).call(name);
  expect(answer.status).toBe(200);
  return { body: routes[name].response.parse(answer.body) as { id: number; name: string }[] };
}
const ids = async (sql: string) => ((await t.database.query(sql)) as { id: number }[]).map((row) => row.id);

describe('reference lists', () => {
  it('/api/province/list answers the 107 provinces by name', async () => {
    const { body } = await list('provinceList');
    expect(body).toHaveLength(107);
    expect(body.map((p) => p.id)).toEqual(await ids('select id from provinces order by name'));
    expect(body[0]).toMatchObject({ name: 'Agrigento', code: 'AG' });
  });

  it('/api/manufacturer/list answers the manufacturers by name', async () => {
    const { body } = await list('manufacturerList');
    expect(body.length).toBeGreaterThan(5);
    expect(body.map((m) => m.id)).toEqual(await ids('select id from manufacturers order by name'));
  });

  it('/api/part/list answers the whole part tree by id', async () => {
    const { body } = await list('partList');
    expect(body.length).toBeGreaterThanOrEqual(60);
    expect(body.map((p) => p.id)).toEqual([...body.map((p) => p.id)].sort((a, b) => a - b));
    const known = new Set(body.map((p) => p.id));
    const parts = body as unknown as { id: number; part_parent_id: number | null }[];
    expect(parts.every((p) => p.part_parent_id === null || known.has(p.part_parent_id))).toBe(true);
  });

  it('/api/method/list answers the payment methods 1 to 4 by id', async () => {
    const { body } = await list('methodList');
    expect(body.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('/api/discovery answers the FAQ in their order, without a login', async () => {
    const answer = await t.client().call('discovery', { query: { security: 'dealer-portal' } });
    expect(answer.status).toBe(200);
    const { faq } = routes.discovery.response.parse(answer.body);
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.map((f) => f.id)).toEqual(await ids('select id from faqs order by position, id'));
    expect(faq[0].question).toMatch(/\?$/);
  });
});
