import { useSearchParams } from 'react-router-dom';

/** The request open in the detail pane: `?id=` in the URL, so reload and shared links keep it. */
export function useSelectedSubmission() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  /** The search string that opens another request, keeping the filters and the page. */
  const searchFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(target));
    return `?${next.toString()}`;
  };
  return { id, searchFor };
}
