import styles from './SkipLink.module.css';

/** First focusable element of every page: jumps over the header to the content (`target`: the main element's id). */
export function SkipLink({ target, children }: { target: string; children: string }) {
  return (
    <a href={`#${target}`} className={styles.skip}>
      {children}
    </a>
  );
}
