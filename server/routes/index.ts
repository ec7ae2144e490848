import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../contract/routes.js';
import adminRoutes from './admin/index.js';
import customerRoutes from './customer/index.js';
import dealerRoutes from './dealer/index.js';
import draftRoutes from './drafts/index.js';
import feedbackRoutes from './feedback/index.js';
import infoRoutes from './info/index.js';
import intelligenceRoutes from './intelligence/index.js';
import invoiceRoutes from './invoices/index.js';
import lookupRoutes from './lookups/index.js';
import messageRoutes from './messages/index.js';
import notificationRoutes from './notifications/index.js';
import paymentRoutes from './payments/index.js';
import quotationRoutes from './quotations/index.js';
import returnRoutes from './returns/index.js';
import shippingRoutes from './shipping/index.js';
import staffRoutes from './staff/index.js';
import stockRoutes from './stock/index.js';
import submissionRoutes from './submissions/index.js';
import templateRoutes from './templates/index.js';
import coverageRoutes from './dealer-coverage/index.js';
import userRoutes from './user/index.js';

/** One plugin per area (server/routes/<area>/index.ts); a new area is one more line here. */
const areas = [
  userRoutes,
  infoRoutes,
  lookupRoutes,
  submissionRoutes,
  quotationRoutes,
  customerRoutes,
  dealerRoutes,
  paymentRoutes,
  messageRoutes,
  notificationRoutes,
  feedbackRoutes,
  templateRoutes,
  coverageRoutes,
  invoiceRoutes,
  intelligenceRoutes,
  adminRoutes,
  stockRoutes,
  staffRoutes,
  draftRoutes,
  shippingRoutes,
  returnRoutes,
];

export async function apiRoutes(app: FastifyInstance) {
  for (const area of areas) await app.register(area, { prefix: API_PREFIX });
}
