import type { FastifyInstance } from 'fastify';
import { STOCK_JSON_FILE_MAX_BYTES } from '../../../contract/api/stock.js';
import { API_PREFIX } from '../../../contract/paths.js';
import { routes } from '../../../contract/routes.js';
import { stockMessages } from '../../../i18n/it/stock.js';
import { HttpError } from '../../plugins/http-error.js';
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
import { fileOf, importFile, previewFile, rawBody } from './stock-file.js';

/** The raw body types of the machine import (curl's --data-binary sends form-urlencoded unless told otherwise). */
const RAW_TYPES = [
  'text/csv',
  'application/csv',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-www-form-urlencoded',
];
/**
 * Room for the base64 of the JSON form's largest file (4/3 of it) and the JSON around it: Fastify parses a JSON body
 * in one piece, on the event loop (24 MB of it held the server for a tenth of a second); larger files go as raw
 * bodies, read as they arrive.
 */
const JSON_BODY_LIMIT = Math.ceil((STOCK_JSON_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;
const JSON_FORM_URLS = new Set([routes.stockPreview, routes.stockImport].map((route) => API_PREFIX + route.path));

/** The dealer's stock ("Magazzino"): the guard has checked that :dealerId is the caller; items and keys are checked as its own. */
export default async function stockRoutes(app: FastifyInstance) {
  // The body is handed over as the stream it is; the reading counts its bytes (STOCK_FILE_MAX_BYTES) as they come.
  for (const type of RAW_TYPES.filter((t) => !app.hasContentTypeParser(t))) {
    app.addContentTypeParser(type, (_request, body, done) => done(null, body));
  }
  // The JSON form's limit named before its body is read, with the way to send a larger file.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!JSON_FORM_URLS.has(request.routeOptions.url ?? '')) return payload;
    if (Number(request.headers['content-length']) > JSON_BODY_LIMIT)
      throw new HttpError(413, stockMessages.jsonFileTooLarge(STOCK_JSON_FILE_MAX_BYTES / (1024 * 1024)));
    return payload;
  });
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
  defineRoute(app, routes.stockPreviewFile, async ({ app, db, user, query, request, reply }) => {
    await takeStockFileTurn(app, user, reply);
    return previewFile(db, user.id, rawBody(request.body), query.mapping);
  });
  defineRoute(app, routes.stockImportFile, async ({ app, db, user, query, request, reply }) => {
    await takeStockFileTurn(app, user, reply);
    return importFile(db, user.id, rawBody(request.body), query.mapping, query.mode, 'web');
  });
  defineRoute(app, routes.stockMachineImport, async ({ db, user, query, request }) => {
    const result = await importFile(db, user.id, rawBody(request.body), undefined, query.mode, 'api');
    await noteStockApiKeyUse(db, request.stockKeyId!);
    return result;
  });
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
