import { ThumbsUpDownIcon } from '../../../ui/icons';
import { lazy } from 'react';
import type { AdminFeedbackQuestion } from '../../../../contract/entities/admin';
import { feedbackQuestionsCopy } from '../../../../i18n/it/console/feedback-questions';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';

// The views load with the first screen that shows them, not with the console's start.
const views = () => import('./FeedbackQuestionViews');
const FeedbackQuestionCreate = lazy(() => views().then((m) => ({ default: m.FeedbackQuestionCreate })));
const FeedbackQuestionEdit = lazy(() => views().then((m) => ({ default: m.FeedbackQuestionEdit })));
const FeedbackQuestionList = lazy(() => views().then((m) => ({ default: m.FeedbackQuestionList })));

/** Domande di feedback: questions with their options (score, label, image, free-text flag); create, edit, delete. */
export const feature = defineConsoleFeature({
  name: 'console-feedback-questions',
  resources: [
    {
      name: 'feedback-questions',
      list: FeedbackQuestionList,
      create: FeedbackQuestionCreate,
      edit: FeedbackQuestionEdit,
      icon: ThumbsUpDownIcon,
      recordRepresentation: (record: AdminFeedbackQuestion) => record.question_text,
      messages: feedbackQuestionsCopy,
      api: defineResourceApi({
        list: 'adminFeedbackQuestions',
        one: 'adminFeedbackQuestion',
        create: 'adminFeedbackQuestionCreate',
        update: 'adminFeedbackQuestionUpdate',
        delete: 'adminFeedbackQuestionDelete',
        query: 'admin',
        sort: ['position', 'id'],
      }),
    },
  ],
});
