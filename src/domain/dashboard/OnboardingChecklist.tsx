import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import type { Coverage } from '../../../contract/entities/quoting';
import { api } from '../../platform/api/dealer';
import { Link } from 'react-router-dom';
import type { User } from '../../../contract';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { paths } from '../../platform/paths';
import { useT, type PlainKey } from '../../ui/translate';
import { Alert } from '../../ui/primitives/Alert';
import { Button, buttonClass } from '../../ui/primitives/Button';
import { CheckCircleIcon, RadioButtonUncheckedIcon } from '../../ui/icons';
import styles from './Dashboard.module.css';

/** The profile's coverage query (profile/sections/CoverageSection.tsx, same key): its save updates this list too. */
const COVERAGE_KEY = ['dealer', 'coverage'] as const;

/**
 * What a newly subscribed dealer still has to set up to quote well, from the stored user, plus the coverage
 * ("Marche e categorie trattate", not on the user: its own GET), done once some brand or category is chosen. Coverage
 * is optional (empty means every brand and category): it is listed, but only the required steps keep the list on
 * screen, so a dealer who serves everything is not nagged and an onboarded dealer's dashboard does not wait for it.
 */
export function onboardingSteps(
  user: User,
  coverage?: Coverage,
): { label: PlainKey; done: boolean; optional?: true }[] {
  return [
    { label: 'app.dashboard.onboarding.iban', done: Boolean(user.iban) },
    { label: 'app.dashboard.onboarding.shipping', done: user.default_flat_fee > 0 },
    { label: 'app.dashboard.onboarding.methods', done: user.available_methods.length > 0 },
    { label: 'app.dashboard.onboarding.provinces', done: user.user_provinces.length > 0 },
    {
      label: 'app.dashboard.onboarding.coverage',
      done: !!coverage && (coverage.manufacturers.length > 0 || coverage.categories.length > 0),
      optional: true,
    },
  ];
}

/** Shown on the dashboard until every required step is done or the dealer dismisses it (remembered per dealer). */
export function OnboardingChecklist() {
  const t = useT();
  const user = useStoredUser();
  const [dismissed, setDismissed] = useStore<boolean>(`dashboard.onboardingDismissed.${user?.id ?? 0}`, false);
  const steps = user ? onboardingSteps(user) : [];
  const shown =
    !!user && !dismissed && !!user.current_subscription && steps.some((step) => !step.done && !step.optional);
  const coverage = useQuery({
    queryKey: [...COVERAGE_KEY, user?.id ?? 0],
    queryFn: ({ signal }) => api.get('coverage', { params: { dealerId: user?.id ?? 0 }, signal }),
    enabled: shown,
    staleTime: 60_000,
  });
  if (!user || !shown) return null;
  // MUI's standard info Alert (role="alert", as it was), drawn plain: icon, title and list, then the two actions.
  return (
    <Alert
      severity="info"
      role="alert"
      className={styles.onboarding}
      action={
        <div className={styles.onboardingButtons}>
          <Link to={paths.profile} className={buttonClass({ size: 'small', variant: 'outlined', color: 'inherit' })}>
            {t('app.dashboard.onboarding.open')}
          </Link>
          <Button size="small" color="inherit" onClick={() => setDismissed(true)}>
            {t('app.dashboard.onboarding.dismiss')}
          </Button>
        </div>
      }
    >
      <h2 className={styles.onboardingTitle}>{t('app.dashboard.onboarding.title')}</h2>
      <ul className={styles.steps} aria-label={t('app.dashboard.onboarding.title')}>
        {onboardingSteps(user, coverage.data).map((step) => (
          <li key={step.label} className={styles.step}>
            <span className={step.done ? `${styles.stepIcon} ${styles.stepIconDone}` : styles.stepIcon}>
              {step.done ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
            </span>
            <span
              className={styles.stepText}
            >{`${t(step.label)}${step.done ? ` — ${t('app.dashboard.onboarding.done')}` : ''}`}</span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
