import type { FastifyInstance } from 'fastify';
import { STOCK_FILE_MAX_BYTES } from '../../../contract/api/stock.js';
import { routes } from '../../../contract/routes.js';
import {
  createStockApiKey,
  listStockApiKeys,
  noteStockApiKeyUse,
  revokeStockApiKey,
} from '../../repositories/stock-api-keys.js';
import { allStock, listStock, stockMeta, updateStockItem } from '../../repositories/stock.js';
import { stockSuggestions } from '../../repositories/stock-suggestions.js';
import { stockCsv } from '../../stock/export-csv.js';
import { defineRoute } from '../define-route.js';
import { takeStockFileTurn } from './file-limit.js';
import { fileOf, importFile, previewFile } from './stock-file.js';

/** The raw body types of the machine import (curl's --data-binary sends form-urlencoded unless told otherwise). */
const RAW_TYPES = [
  'text/csv',
  'application/csv',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-www-form-urlencoded',
];
/** Room for the base64 of the largest file (4/3 of it) and the JSON around it. */
const JSON_BODY_LIMIT = Math.ceil((STOCK_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The dealer's stock ("Magazzino"): the guard has checked that :id is the caller; items and keys are checked as its own. */
export default async function stockRoutes(app: FastifyInstance) {
  for (const type of RAW_TYPES.filter((t) => !app.hasContentTypeParser(t))) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: STOCK_FILE_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }
  defineRoute(
    app,
    routes.stockPreview,
    async ({ app, db, user, body, reply }) => {
      await takeStockFileTurn(app, user, reply);
      return previewFile(db, user.id, await fileOf(body.file), body.mapping);
    },
    { bodyLimit: JSON_BODY_LIMIT },
  );
  defineRoute(
    app,
    routes.stockImport,
    async ({ app, db, user, body, reply }) => {
      await takeStockFileTurn(app, user, reply);
      return importFile(db, user.id, await fileOf(body.file), body.mapping, body.mode, 'web');
    },
    { bodyLimit: JSON_BODY_LIMIT },
  );
  defineRoute(
    app,
    routes.stockMachineImport,
    async ({ db, user, query, request }) => {
      const result = await importFile(
        db,
        user.id,
        Buffer.isBuffer(request.body) ? request.body : await fileOf(null),
        undefined,
        query.mode,
        'api',
      );
      await noteStockApiKeyUse(db, request.stockKeyId!);
      return result;
    },
    { bodyLimit: STOCK_FILE_MAX_BYTES },
  );
  defineRoute(app, routes.stockList, ({ db, user, query }) => listStock(db, user.id, query));
  defineRoute(app, routes.stockMeta, ({ db, user }) => stockMeta(db, user.id, new Date()));
  defineRoute(app, routes.stockItemUpdate, ({ db, user, params, body }) =>
    updateStockItem(db, user.id, params.itemId, body),
  );
  defineRoute(app, routes.stockExport, async ({ db, user, reply }) => {
    reply.type('text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="magazzino.csv"');
    reply.header('cache-control', 'no-store');
    return stockCsv(await allStock(db, user.id));
  });
  defineRoute(app, routes.stockSuggestions, ({ db, user, query }) =>
    stockSuggestions(db, user.id, query.submission_row_id, query.q),
  );
  defineRoute(app, routes.stockApiKeys, ({ db, user }) => listStockApiKeys(db, user.id));
  defineRoute(app, routes.stockApiKeyCreate, ({ db, user, body }) => createStockApiKey(db, user.id, body.name), {
    status: 201,
  });
  defineRoute(app, routes.stockApiKeyRevoke, ({ db, user, params }) => revokeStockApiKey(db, user.id, params.keyId));
}
