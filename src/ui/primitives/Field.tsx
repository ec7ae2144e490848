import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ArrowDropDownIcon } from '../icons';
import styles from './Field.module.css';

/** The field's classes, for a composite that draws its own parts in the same box (field, input, label, start, end). */
export const fieldStyles = styles;

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** An icon in front of the text (the search's magnifier). */
  start?: ReactNode;
  /** A short hint below the box, with its id (the input's aria-describedby names it). */
  helper?: { id: string; text: string } | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** MUI's small outlined TextField for what paints before MUI loads (Field.module.css). Name it with aria-label. */
export function Field({ start, helper, inputRef, className, ...input }: FieldProps) {
  return (
    <div className={className}>
      <div className={styles.field}>
        {start && <span className={styles.start}>{start}</span>}
        <input ref={inputRef} className={styles.input} aria-describedby={helper ? helper.id : undefined} {...input} />
      </div>
      {helper && (
        <p id={helper.id} className={styles.helper}>
          {helper.text}
        </p>
      )}
    </div>
  );
}

/** MUI's small outlined Select as a native select in the same box: the phone's own picker, no MUI needed. */
export function Select({ className, ...select }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={[styles.field, styles.select, className].filter(Boolean).join(' ')}>
      <select className={styles.input} {...select} />
      <span className={styles.end}>
        <ArrowDropDownIcon />
      </span>
    </div>
  );
}
