import type { ResourceApi } from '../dataProvider/resourceApi';
import { conversationsApi } from './conversations/api';
import { invoicesApi } from './invoices/api';
import { notificationsApi } from './notifications/api';
import { quotationsApi } from './quotations/api';
import { submissionsApi } from './submissions/api';
import { templatesApi } from './templates/api';

/**
 * The API routes of every resource, by resource name: what the dataProvider serves. Kept apart from the resources'
 * screens (index.ts) so the first bundle carries route names, not views.
 */
export const resourceApis: Record<string, ResourceApi> = {
  submissions: submissionsApi,
  quotations: quotationsApi,
  notifications: notificationsApi,
  conversations: conversationsApi,
  invoices: invoicesApi,
  templates: templatesApi,
};
