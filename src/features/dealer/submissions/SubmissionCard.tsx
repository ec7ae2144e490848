import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Submission } from '../../../../contract';
import { Tags } from '../../../ui/components/Tags';
import { Timer } from '../../../ui/components/Timer';
import { useT } from '../../../ui/translate';
import { rootCategories, type PartIndex } from '../../../domain/dashboard';
import { DraftBookmark } from './DraftBookmark';
import { EditingBy } from './EditingBy';
import { alreadyQuoted, CARD_ROWS, vehicleIdentifier, vehicleName } from './submissionText';
import styles from './Requests.module.css';
import { Chip } from '../../../ui/primitives/Chip';

export interface SubmissionCardProps {
  submission: Submission;
  partIndex: PartIndex;
  selected: boolean;
  /** The search string that selects this card (?id=…). */
  to: string;
  /** The save-to-draft bookmark (absent on the expired tab). */
  bookmark: boolean;
  /** "Elenco compatto": vehicle, timer and state only (the rows and categories are in the detail). */
  compact?: boolean;
}

/**
 * One request in the list (SPEC §2): plate or chassis, manufacturer and model, the first three rows then
 * '+ N altri elementi', category tags, the timer, 'Preventivo inviato!' and the draft bookmark.
 * The vehicle is the card's link (stretched over the card): Enter or a click anywhere opens the request on the right.
 * Plain elements styled by requests.css: the cards are the dealer's first screen, drawn before MUI loads.
 */
// Memoised: selecting a request, a refetch or a timer elsewhere redraws only the cards whose props changed.
export const SubmissionCard = memo(function SubmissionCard({
  submission,
  partIndex,
  selected,
  to,
  bookmark,
  compact = false,
}: SubmissionCardProps) {
  const t = useT();
  const { vehicle, submission_rows: rows } = submission;
  const more = rows.length - CARD_ROWS;
  const tags = rootCategories(
    partIndex,
    rows.map((row) => row.part),
  ).map((category) => category.name);
  const className = [
    styles.card,
    selected && styles.cardSelected,
    compact && styles.cardCompact,
    bookmark && styles.cardBookmark,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          {/* One link per card, named by the vehicle; its ::after stretches over the card so a click anywhere opens it. */}
          <Link
            to={{ search: to }}
            className={styles.cardLink}
            aria-current={selected ? 'true' : undefined}
            data-request-id={submission.id}
          >
            {vehicleIdentifier(vehicle) ?? t('app.submissions.card.noVehicleId')}
            <span className={styles.cardVehicle}>{vehicleName(vehicle)}</span>
          </Link>
        </h3>
        {!compact && rows.length > 0 && (
          <ul className={styles.cardRows}>
            {rows.slice(0, CARD_ROWS).map((row) => (
              <li key={row.id}>{t('app.submissions.card.rowLine', { quantity: row.quantity, name: row.part.name })}</li>
            ))}
          </ul>
        )}
        {!compact && more > 0 && (
          <p className={styles.cardMore}>{t('app.submissions.card.moreRows', { smart_count: more })}</p>
        )}
        {!compact && <Tags tags={tags} label={t('app.submissions.card.categories')} />}
        <div className={styles.cardState}>
          <Timer minutes={submission.timing_residue} frozen={submission.is_frozen} />
          {alreadyQuoted(submission) && <Chip color="success">{t('app.submissions.card.quoted')}</Chip>}
        </div>
        <EditingBy submissionId={submission.id} />
      </div>
      {bookmark && (
        <div className={styles.bookmarkSlot}>
          <DraftBookmark submission={submission} />
        </div>
      )}
    </div>
  );
});
