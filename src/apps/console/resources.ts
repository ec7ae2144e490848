import { feature as activity } from '../../features/console/activity';
import { feature as coupons } from '../../features/console/coupons';
import { feature as customers } from '../../features/console/customers';
import { feature as dealers } from '../../features/console/dealers';
import { feature as disputes } from '../../features/console/disputes';
import { feature as faq } from '../../features/console/faq';
import { feature as feedbackQuestions } from '../../features/console/feedback-questions';
import { feature as notices } from '../../features/console/notices';
import { feature as orders } from '../../features/console/orders';
import { feature as overview } from '../../features/console/overview';
import { feature as quotations } from '../../features/console/quotations';
import { feature as settlement } from '../../features/console/settlement';
import { feature as submissions } from '../../features/console/submissions';

/**
 * The operator console's features (ConsoleFeature), one line each, in menu order: the console's entry
 * (src/apps/console/main.tsx, admin.html) derives its <Resource>s, menu and pages from them. Static imports: the manifests
 * are part of the console's first load (their views are lazy), with no second round trip before the first render.
 */
export const consoleFeatures = [
  overview,
  dealers,
  customers,
  submissions,
  quotations,
  orders,
  settlement,
  disputes,
  coupons,
  faq,
  feedbackQuestions,
  notices,
  activity,
];
