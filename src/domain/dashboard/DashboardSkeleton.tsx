import { PageLoading } from '../../ui/layout/PageLoading';
import { useRouteTitle } from '../../ui/RoutePage';
import frame from './Frame.module.css';

/**
 * A dashboard tab while its code loads: the frame's heading where the frame will draw it, and the spinner. Drawn with
 * the shell's first frame: on a phone the heading is the page's largest text, so it is painted before the
 * tab's chunks and answers arrive, and the frame then replaces it in place.
 */
export function DashboardSkeleton() {
  return (
    <div className={frame.dash}>
      <div className={frame.head}>
        <h1 className={frame.title}>{useRouteTitle()}</h1>
      </div>
      <PageLoading />
    </div>
  );
}
