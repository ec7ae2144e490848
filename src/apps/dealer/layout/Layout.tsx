import { Suspense, type ReactNode } from 'react';
import { useSessionSync } from '../../../platform/auth/useSessionSync';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { NoticeBanner } from '../../../domain/notices';
import { InboxConnection } from '../../../domain/inbox';
import { Guard } from '../Guard';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import styles from './Shell.module.css';

/**
 * The shell around every route (react-admin's `layout`): skip link, header and notices when logged in,
 * the guarded content, the footer. No react-admin sidebar or app bar; plain elements (Shell.module.css and the src/ui primitives), no MUI.
 */
export function Layout({ children }: { children?: ReactNode }) {
  const user = useStoredUser();
  useSessionSync();
  return (
    <div className={user ? `${styles.shell} ${styles.withBottomBar}` : styles.shell}>
      <SkipLink />
      {user && <Header />}
      {user?.role === 'dealer' && <InboxConnection key={user.id} dealerId={user.id} />}
      {/* Logged in, screens fill in as their data arrives: a main at least a screen tall keeps the footer below the
          fold from the start, so it does not slide down the viewport while they grow (layout shift). */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={styles.main}
        style={user ? { minHeight: '100vh' } : undefined}
      >
        {user && <NoticeBanner user={user} />}
        <Suspense fallback={<PageLoading />}>
          <Guard>{children}</Guard>
        </Suspense>
      </main>
      <Footer loggedIn={!!user} />
    </div>
  );
}
