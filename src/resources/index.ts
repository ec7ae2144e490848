import { conversations } from './conversations';
import { notifications } from './notifications';
import { quotations } from './quotations';
import { submissions } from './submissions';

/** Every react-admin resource, registered by App with <Resource>. */
export const resources = [submissions, quotations, notifications, conversations];
