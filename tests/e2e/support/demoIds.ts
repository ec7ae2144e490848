import { QUOTATION_FILTERS, type Conversation, type Quotation, type Submission } from '../../../contract';
import type { DemoIds } from './a11yScreens';

interface Paged<T> {
  data: T[];
  last_page: number;
}

/** Reads, as dealer 1, the demo records the accessibility walk opens (see DemoIds). */
export async function demoIds(baseUrl: string, token: string): Promise<DemoIds> {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (!answer.ok) throw new Error(`GET ${path} → ${answer.status}`);
    return (await answer.json()) as T;
  };
  const pending = await get<Paged<Submission>>('/submission/list/pending?page=1');
  // What the detail can show: several photos on a row (lightbox with thumbnails), the registration document, audio.
  const score = (s: Submission) =>
    (s.submission_rows.some((row) => row.part_photo.length > 1) ? 4 : 0) +
    (s.vehicle.registration_document ? 2 : 0) +
    (s.audio_urls.length > 0 ? 1 : 0);
  const richest = (list: Submission[]) => [...list].sort((a, b) => score(b) - score(a))[0] ?? null;
  const submission = richest(pending.data);
  if (!submission || score(submission) < 6)
    throw new Error('no pending request with row photos and a registration document in the demo data');
  const expired = richest((await get<Paged<Submission>>('/submission/list/expired?page=1')).data);
  if (!expired) throw new Error('no expired request in the demo data');

  const quotations: DemoIds['quotations'] = { pending: {}, accepted: {}, cancelled: {} };
  let trackable: number | null = null;
  for (const filter of QUOTATION_FILTERS) {
    const list = await get<Paged<Quotation>>(`/dealer/1/quotation/list/${filter}?page=1`);
    for (const quotation of list.data) {
      quotations[filter][quotation.status] ??= quotation.id;
      if (quotation.status === 'paid' && quotation.payment_type === 'online' && !quotation.tracking_code)
        trackable ??= quotation.id;
    }
  }
  const conversation = (await get<Conversation[]>('/user/1/message/list')).find((c) => c.vehicle.registration_document);
  if (!conversation) throw new Error('no conversation of dealer 1 with a registration document in the demo data');
  return {
    submission: submission.id,
    expiredSubmission: expired.id,
    quotations,
    trackable,
    conversation: conversation.uuid,
  };
}
