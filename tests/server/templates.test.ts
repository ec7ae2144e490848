import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES_MAX, TemplateList } from '../../contract/api/templates.js';
import { Template } from '../../contract/entities/quoting.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { actors, DEALER, DEALER2, query, type Actors } from './quotations-fixtures.js';

let a: Actors;

beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const template = (patch: Record<string, unknown> = {}) => ({
  name: 'Bosch nuovo',
  brand: 'Bosch',
  condition: 'new',
  tax_import: 22,
  discount: 10,
  notes: 'Consegna in 24 ore',
  ...patch,
});
/** Valid and invalid templates alike: the payload is outside the contract's type on purpose. */
const create = (payload: unknown, token = a.dealer, id = DEALER) =>
  a.t.client(token).call('templateCreate', { params: { dealerId: id }, payload });
const list = async (token = a.dealer, id = DEALER) =>
  TemplateList.parse((await a.t.client(token).call('templateList', { params: { dealerId: id } })).body);
const remove = (templateId: number, token = a.dealer, id = DEALER) =>
  a.t.client(token).call('templateDelete', { params: { dealerId: id, templateId } });

describe('templates ("Modelli")', () => {
  it('saves an option’s brand, condition, VAT, discount and notes under a name, and lists them by name', async () => {
    const answer = await create(template());
    expect(answer.status, answer.text).toBe(201);
    const saved = Template.parse(answer.body);
    expect(saved).toMatchObject({
      name: 'Bosch nuovo',
      brand: 'Bosch',
      condition: 'new',
      tax_import: 22,
      discount: 10,
      notes: 'Consegna in 24 ore',
    });
    await create(
      template({
        name: 'Ammortizzatori usati',
        brand: 'Monroe',
        condition: 'used',
        tax_import: '10',
        discount: null,
        notes: null,
      }),
    );
    const listed = await list();
    expect(listed.data.map((t) => t.name)).toEqual(['Ammortizzatori usati', 'Bosch nuovo']);
    expect(listed).toMatchObject({ total: 2, page: 1, last_page: 1 });
    expect(listed.data[0]).toMatchObject({ condition: 'used', tax_import: 10, discount: null, notes: null });
  });

  it('refuses a name already used (any case) with 409, and invalid values with the option’s rules', async () => {
    const taken = await create(template({ name: 'BOSCH NUOVO', brand: 'Valeo' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: quotingMessages.templateNameTaken });
    const invalid = await create(template({ name: ' ', tax_import: 4, discount: 120 }));
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.error?.errors ?? {}).sort()).toEqual(['discount', 'name', 'tax_import']);
    expect(invalid.error?.errors?.tax_import).toEqual([quotationMessages.vatRate]);
    expect((await list()).total).toBe(2);
  });

  it('are the dealer’s own: another dealer neither sees nor deletes them', async () => {
    const [mine] = (await list()).data;
    expect((await list(a.dealer2, DEALER2)).data).toEqual([]);
    expect((await a.t.client(a.dealer2).call('templateList', { params: { dealerId: DEALER } })).status).toBe(403);
    expect((await remove(mine.id, a.dealer2, DEALER)).status).toBe(403);
    // Through its own id, another dealer's template is as missing as one that does not exist.
    const foreign = await remove(mine.id, a.dealer2, DEALER2);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: quotingMessages.templateNotFound });
    expect((await list()).data.map((t) => t.id)).toContain(mine.id);
    // The same name is free for another dealer.
    expect((await create(template(), a.dealer2, DEALER2)).status).toBe(201);
  });

  it('deletes one of the dealer’s own, once', async () => {
    const [first] = (await list()).data;
    expect((await remove(first.id)).body).toEqual({ message: quotingMessages.templateDeleted });
    expect((await list()).data.map((t) => t.id)).not.toContain(first.id);
    expect((await remove(first.id)).status).toBe(404);
  });

  it(`keeps at most ${TEMPLATES_MAX} per dealer`, async () => {
    const { total } = await list();
    await query(
      a.t,
      `insert into dealer_templates (dealer_id, name, brand, condition, tax_import)
      select ${DEALER}, 'Modello ' || g, 'Bosch', 'new', 22 from generate_series(1, ${TEMPLATES_MAX - total}) g`,
    );
    const refused = await create(template({ name: 'Uno di troppo' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: quotingMessages.templateLimit });
    expect((await list()).total).toBe(TEMPLATES_MAX);
  });
});
