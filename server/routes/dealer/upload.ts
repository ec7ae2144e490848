import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../contract/api/dealer.js';
import { routes } from '../../../contract/routes.js';
import { saveImageUpload } from '../../storage/save-upload.js';
import { defineRoute } from '../define-route.js';
import { takeUploadQuota } from './upload-quota.js';

/**
 * Room for the base64 of the largest accepted file (4/3 of it) plus the JSON around it, and then some:
 * a file a little too large gets the clear "limit is 2 MB" answer rather than the generic body-too-large one.
 */
const UPLOAD_BODY_LIMIT = 2 * UPLOAD_MAX_BYTES;

/** POST /upload/file: an image as base64, within the caller's hourly quota, checked by content, stored with a server-made name. */
export async function uploadRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    routes.uploadFile,
    async ({ db, user, body, reply }) => {
      await takeUploadQuota(app.limits, user.id, body.file, reply);
      return { url: await saveImageUpload(db, app.files, user.id, body.file) };
    },
    { status: 201, bodyLimit: UPLOAD_BODY_LIMIT },
  );
}
