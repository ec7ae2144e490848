import { feature as activity } from './console-activity/feature';
import { feature as coupons } from './console-coupons/feature';
import { feature as customers } from './console-customers/feature';
import { feature as dealers } from './console-dealers/feature';
import { feature as disputes } from './console-disputes/feature';
import { feature as faq } from './console-faq/feature';
import { feature as feedbackQuestions } from './console-feedback-questions/feature';
import { feature as notices } from './console-notices/feature';
import { feature as orders } from './console-orders/feature';
import { feature as overview } from './console-overview/feature';
import { feature as quotations } from './console-quotations/feature';
import { feature as settlement } from './console-settlement/feature';
import { feature as submissions } from './console-submissions/feature';

/**
 * The operator console's features (`portal: 'console'`), one line each, in menu order: the console's entry
 * (src/console/main.tsx, admin.html) derives its <Resource>s, menu and pages from them. Static imports: the manifests
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
