import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';
import {
  createCoupon,
  expireCoupon,
  getCoupon,
  listCoupons,
  updateCoupon,
  type CouponWrite,
} from '../../repositories/admin/coupons.js';
import { createFaq, deleteFaq, getFaq, listFaqs, reorderFaqs, updateFaq } from '../../repositories/admin/faq.js';
import {
  createFeedbackQuestion,
  deleteFeedbackQuestion,
  getFeedbackQuestion,
  listFeedbackQuestions,
  updateFeedbackQuestion,
} from '../../repositories/admin/feedback.js';
import { defineRoute } from '../define-route.js';
import { found } from './found.js';

function written(result: CouponWrite) {
  if ('coupon' in result) return result.coupon;
  if (result.refused === 'taken') throw new HttpError(409, errors.couponCodeTaken, { code: [errors.couponCodeTaken] });
  throw new HttpError(404, errors.notFound);
}

/** Coupon, FAQ and Domande di feedback: what the dealers see, edited by the operator. */
export default async function contentRoutes(app: FastifyInstance) {
  defineRoute(app, routes.adminCoupons, ({ db, query }) => listCoupons(db, query));
  defineRoute(app, routes.adminCoupon, async ({ db, params }) => found(await getCoupon(db, params.id)));
  defineRoute(
    app,
    routes.adminCouponCreate,
    async ({ db, user, body }) => written(await createCoupon(db, user.id, body)),
    { status: 201 },
  );
  defineRoute(app, routes.adminCouponUpdate, async ({ db, user, params, body }) =>
    written(await updateCoupon(db, user.id, params.id, body)),
  );
  defineRoute(app, routes.adminCouponExpire, async ({ db, user, params }) =>
    found(await expireCoupon(db, user.id, params.id)),
  );

  defineRoute(app, routes.adminFaqs, ({ db, query }) => listFaqs(db, query));
  defineRoute(app, routes.adminFaq, async ({ db, params }) => found(await getFaq(db, params.id)));
  defineRoute(app, routes.adminFaqCreate, ({ db, user, body }) => createFaq(db, user.id, body), { status: 201 });
  defineRoute(app, routes.adminFaqUpdate, async ({ db, user, params, body }) =>
    found(await updateFaq(db, user.id, params.id, body)),
  );
  defineRoute(app, routes.adminFaqDelete, async ({ db, user, params }) =>
    found(await deleteFaq(db, user.id, params.id)),
  );
  defineRoute(app, routes.adminFaqReorder, async ({ db, user, body }) => {
    const reordered = await reorderFaqs(db, user.id, body.ids);
    if (!reordered) throw new HttpError(422, errors.faqReorderMismatch, { ids: [errors.faqReorderMismatch] });
    return reordered;
  });

  defineRoute(app, routes.adminFeedbackQuestions, ({ db, query }) => listFeedbackQuestions(db, query));
  defineRoute(app, routes.adminFeedbackQuestion, async ({ db, params }) =>
    found(await getFeedbackQuestion(db, params.id)),
  );
  defineRoute(
    app,
    routes.adminFeedbackQuestionCreate,
    ({ db, user, body }) => createFeedbackQuestion(db, user.id, body),
    { status: 201 },
  );
  defineRoute(app, routes.adminFeedbackQuestionUpdate, async ({ db, user, params, body }) =>
    found(await updateFeedbackQuestion(db, user.id, params.id, body)),
  );
  defineRoute(app, routes.adminFeedbackQuestionDelete, async ({ db, user, params }) => {
    const deleted = await deleteFeedbackQuestion(db, user.id, params.id);
    if (deleted === 'answered') throw new HttpError(409, errors.feedbackQuestionAnswered);
    return found(deleted);
  });
}
