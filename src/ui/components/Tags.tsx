import { Chip } from '../primitives/Chip';
import styles from './Tags.module.css';

export interface TagsProps {
  /** The tags' texts (duplicates are shown once). */
  tags: readonly string[];
  /** Accessible name of the list ('Categorie'). */
  label: string;
}

/** A wrapping list of small tags (the request cards' part categories): plain, drawn with the dealer's first screen. */
export function Tags({ tags, label }: TagsProps) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return null;
  return (
    <ul aria-label={label} className={styles.tags}>
      {unique.map((tag) => (
        <li key={tag}>
          <Chip>{tag}</Chip>
        </li>
      ))}
    </ul>
  );
}
