import { memo } from 'react';
import { useLogout } from 'react-admin';
import { APP_NAME, TERMS_URL } from '../../../platform/config';
import { useT } from '../../../ui/translate';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import styles from './Shell.module.css';

/** Copyright and terms always; Logout (back to login) only when logged in. */
export const Footer = memo(function Footer({ loggedIn }: { loggedIn: boolean }) {
  const t = useT();
  const logout = useLogout();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className="rh-body2 rh-muted">
          {t('app.footer.copyright', { year: new Date().getFullYear(), name: APP_NAME })}
        </p>
        <div className={styles.footerLinks}>
          <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
            {t('app.footer.terms')}
            <VisuallyHidden> {t('app.common.newTab')}</VisuallyHidden>
          </a>
          {loggedIn && (
            <button type="button" className="rh-link-button" onClick={() => logout()}>
              {t('app.footer.logout')}
            </button>
          )}
        </div>
      </div>
    </footer>
  );
});
