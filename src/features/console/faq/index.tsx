import { QuizIcon } from '../../../ui/icons';
import type { AdminFaq } from '../../../../contract/entities/admin';
import { faqCopy } from '../../../../i18n/it/console/faq';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { FaqCreate, FaqEdit, FaqList } from './FaqViews';

/** FAQ: create, edit, reorder, delete; the dealers' /faq and GET /discovery show them. */
export const feature = defineConsoleFeature({
  name: 'console-faq',
  resources: [
    {
      name: 'faq',
      list: FaqList,
      create: FaqCreate,
      edit: FaqEdit,
      icon: QuizIcon,
      recordRepresentation: (record: AdminFaq) => record.question,
      messages: faqCopy,
      api: defineResourceApi({
        list: 'adminFaqs',
        one: 'adminFaq',
        create: 'adminFaqCreate',
        update: 'adminFaqUpdate',
        delete: 'adminFaqDelete',
        query: 'admin',
        sort: ['position', 'id'],
      }),
    },
  ],
});
