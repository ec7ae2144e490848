import { conversations } from './conversations';
import { invoices } from './invoices';
import { notifications } from './notifications';
import { quotations } from './quotations';
import { submissions } from './submissions';

/** Every react-admin resource, registered by App with <Resource>; their API routes are in apis.ts. */
export const resources = [submissions, quotations, notifications, conversations, invoices];
