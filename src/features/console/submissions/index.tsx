import { AssignmentIcon } from '../../../ui/icons';
import { lazy } from 'react';
import type { AdminSubmission } from '../../../../contract/entities/admin';
import { submissionsCopy } from '../../../../i18n/it/console/submissions';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';

// The views load with the first screen that shows them, not with the console's start.
const views = () => import('./SubmissionViews');
const SubmissionList = lazy(() => views().then((m) => ({ default: m.SubmissionList })));
const SubmissionShow = lazy(() => views().then((m) => ({ default: m.SubmissionShow })));

/** Richieste: read-only list with the dealer side's filters, and the request's page with its quotations. */
export const feature = defineConsoleFeature({
  name: 'console-submissions',
  resources: [
    {
      name: 'submissions',
      list: SubmissionList,
      show: SubmissionShow,
      icon: AssignmentIcon,
      recordRepresentation: (record: AdminSubmission) =>
        `#${record.id} ${[record.manufacturer, record.model].filter(Boolean).join(' ')}`.trim(),
      messages: submissionsCopy,
      api: defineResourceApi({
        list: 'adminSubmissions',
        one: 'adminSubmission',
        query: 'admin',
        sort: ['id', 'created_at', 'deadline_at'],
        filters: {
          status: 'text',
          province: 'text',
          brand: 'text',
          part: 'text',
          customer_id: 'text',
          outlet: 'text',
          date_from: 'date',
          date_to: 'date',
        },
      }),
    },
  ],
});
