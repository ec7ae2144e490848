import { RestoreIcon as HistoryIcon } from '../../../ui/icons';
import type { ActivityEntry } from '../../../../contract/entities/admin';
import { activityCopy } from '../../../../i18n/it/console/activity';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { ActivityList, ActivityShow } from './ActivityViews';

/** Registro attività: every operator write, who, when, what, before and after; read-only. */
export const feature = defineConsoleFeature({
  name: 'console-activity',
  resources: [
    {
      name: 'activity',
      list: ActivityList,
      show: ActivityShow,
      icon: HistoryIcon,
      recordRepresentation: (record: ActivityEntry) => `${record.action} #${record.id}`,
      messages: activityCopy,
      api: defineResourceApi({
        list: 'adminActivity',
        one: 'adminActivityEntry',
        query: 'admin',
        sort: ['id', 'created_at'],
        filters: {
          action: 'text',
          entity: 'text',
          entity_id: 'text',
          operator_id: 'text',
          date_from: 'date',
          date_to: 'date',
        },
      }),
    },
  ],
});
