import type { ServerDraft } from '../../../contract/api/drafts';
import type { Submission } from '../../../contract/entities/submission';
import type { DraftTakenEvent } from '../../../contract/realtime';
import { mayWorkIn } from '../../../contract/staff';
import { authStore } from '../../platform/auth/storage';
import { api } from '../../platform/api/dealer';
import { onDraftTaken } from '../inbox';
import type { Draft, DraftEditor } from './draftModel';
import { DRAFTS_STORAGE_PREFIX, draftStore } from './draftStore';

/*
 * Drafts kept on the server, with this browser's copy in front (draftStore): the page reads and writes the
 * copy at once (so typing never waits and nothing is lost offline), and this module keeps the copy and the server
 * together. Rules (docs/decisions.md, "Drafts on the server"):
 * - an edit marks the copy `dirty` and is saved DRAFT_SYNC_DEBOUNCE_MS after the last keystroke, naming the version it
 *   was read at; the server refuses a stale version or a non-editor's save (409): the copy keeps its text and shows the
 *   refusal until the person keeps theirs (take over, then save) or takes the saved one;
 * - offline (no answer), the copy stays dirty and is saved when the browser is back online or on the next sync;
 * - a copy without a version was never on the server: pushed as new once, which is how the drafts kept only in this
 *   browser before drafts were shared move to the server;
 * - a copy that is clean, had a version and is no longer on the server was sent or deleted by a colleague: dropped;
 * - a removal is remembered (`…deleted.<id>`) until the server confirms it, so an offline removal is not undone;
 * - a sent draft is gone for good (a request takes one quotation per dealer): an answer that left the server before
 *   the send (a sync's list, a save carried out after the send that wrote the draft again) never brings it back, and
 *   a copy such a save left on the server is removed there.
 */

/** Quiet time after the last keystroke before the draft is saved on the server. */
export const DRAFT_SYNC_DEBOUNCE_MS = 400;

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'conflict' | 'refused';

const statuses = new Map<number, SaveStatus>();
/** The server's reason for a refused save (a 4xx other than 404 and 409: the body it cannot take). */
const refusals = new Map<number, string>();
const statusListeners = new Set<() => void>();
const timers = new Map<number, number>();
const pushing = new Set<number>();
const again = new Set<number>();
/**
 * Requests whose quotation this page sent, per company (another account may log in on the same page): their drafts
 * are not taken back from the server, nor saved again.
 */
const sentKeys = new Set<string>();
const sentKeyOf = (id: number) => `${authStore.user()?.id ?? 0}:${id}`;
const wasSent = (id: number) => sentKeys.has(sentKeyOf(id));

function setStatus(id: number, status: SaveStatus) {
  if (statuses.get(id) === status) return;
  statuses.set(id, status);
  statusListeners.forEach((listener) => listener());
}

function dealer(): number | null {
  const user = authStore.user();
  return user && user.role === 'dealer' && mayWorkIn(user.staff?.role ?? 'owner', 'quoting') ? user.id : null;
}

/** The person logged in: the staff member, or the company's owner (whose person is the company itself). */
export function currentPerson(): number | null {
  const user = authStore.user();
  return user ? (user.staff?.id ?? user.id) : null;
}

/** Whether the draft is someone else's: a colleague is its editor on the server. */
export const isColleagues = (draft: Pick<Draft, 'editor'>) =>
  Boolean(draft.editor && draft.editor.id !== currentPerson());

const deletedKey = () => `${DRAFTS_STORAGE_PREFIX}.deleted.${authStore.user()?.id ?? 0}`;
function deletedIds(): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(deletedKey()) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
function setDeleted(ids: readonly number[]) {
  if (ids.length === 0) window.localStorage.removeItem(deletedKey());
  else window.localStorage.setItem(deletedKey(), JSON.stringify([...new Set(ids)]));
}

const errorStatus = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
function errorMessage(error: unknown): string | null {
  const body =
    typeof error === 'object' && error !== null ? (error as { body?: { message?: unknown } | null }).body : null;
  return typeof body?.message === 'string' ? body.message : null;
}

const valuesKey = (draft: Draft) => JSON.stringify([draft.rows, draft.shipping_cost_flat, draft.shipping_cost_partial]);

function fromServer(server: ServerDraft): Draft {
  return {
    submission_id: server.submission_id,
    created_at: server.created_at,
    submission: server.body.submission as unknown as Submission,
    rows: server.body.rows,
    shipping_cost_flat: server.body.shipping_cost_flat,
    shipping_cost_partial: server.body.shipping_cost_partial,
    version: server.version,
    editor: server.editor,
    dirty: false,
  };
}

function patch(id: number, changes: Partial<Omit<Draft, 'submission_id'>>) {
  draftStore.update(id, changes);
}

/** Saves one draft now (if it has edits of this browser and is this person's). */
async function push(id: number): Promise<void> {
  const company = dealer();
  const draft = draftStore.get(id);
  if (company === null || wasSent(id) || !draft?.dirty || draft.conflict || isColleagues(draft)) return;
  if (pushing.has(id)) {
    again.add(id);
    return;
  }
  pushing.add(id);
  setStatus(id, 'saving');
  const sentKey = valuesKey(draft);
  try {
    const saved = await api.put('draftPut', {
      params: { dealerId: company, submissionId: id },
      body: {
        version: draft.version ?? 0,
        body: {
          rows: draft.rows,
          shipping_cost_flat: draft.shipping_cost_flat,
          shipping_cost_partial: draft.shipping_cost_partial,
          submission: draft.submission,
        },
      },
    });
    // Carried out after the send (the server writes the draft again): removed there as well.
    if (wasSent(id)) forget([id], company);
    const now = draftStore.get(id);
    if (now) {
      const unchanged = valuesKey(now) === sentKey;
      patch(id, { version: saved.version, editor: saved.editor, dirty: !unchanged, conflict: undefined });
      setStatus(id, unchanged ? 'saved' : 'saving');
      if (!unchanged) again.add(id);
    }
  } catch (error) {
    const status = errorStatus(error);
    if (status === 409) {
      patch(id, { conflict: errorMessage(error) ?? '' });
      setStatus(id, 'conflict');
    } else if (status === 404 && draft.version) {
      // Gone on the server meanwhile (a colleague removed it): this copy is saved again as new, nothing is lost.
      patch(id, { version: undefined });
      again.add(id);
    } else if (typeof status === 'number' && status >= 400 && status < 500) {
      // Not the connection: the server read the save and refused it. Said as such, never as "Non in linea"; the text
      // stays in this browser and the next edit tries again.
      refusals.set(id, errorMessage(error) ?? '');
      setStatus(id, 'refused');
    } else {
      setStatus(id, 'offline');
    }
  } finally {
    pushing.delete(id);
    if (again.delete(id)) schedule(id);
  }
}

function schedule(id: number, delay = DRAFT_SYNC_DEBOUNCE_MS) {
  window.clearTimeout(timers.get(id));
  timers.set(
    id,
    window.setTimeout(() => {
      timers.delete(id);
      void push(id);
    }, delay),
  );
}

async function flushDeletes(company: number): Promise<void> {
  for (const id of deletedIds()) {
    try {
      await api.delete('draftDelete', { params: { dealerId: company, submissionId: id } });
    } catch (error) {
      if (errorStatus(error) !== 404) continue;
    }
    setDeleted(deletedIds().filter((other) => other !== id));
  }
}

/** Gone here at once and on the server (remembered until it confirms, so offline removals hold). */
function forget(ids: readonly number[], company: number | null) {
  draftStore.remove(ids);
  if (company === null) return;
  setDeleted([...deletedIds(), ...ids]);
  void flushDeletes(company);
}

let pulling: Promise<void> | null = null;

/** Reads the company's drafts and merges them with this browser's copies; then saves what waits. */
async function pull(): Promise<void> {
  const company = dealer();
  if (company === null) return;
  await flushDeletes(company);
  const { data } = await api.get('draftList', { params: { dealerId: company } });
  const removed = new Set(deletedIds());
  const local = new Map(draftStore.all().map((draft) => [draft.submission_id, draft]));
  const merged: Draft[] = [];
  const stale: number[] = [];
  for (const server of data) {
    if (removed.has(server.submission_id)) continue;
    if (wasSent(server.submission_id)) {
      stale.push(server.submission_id);
      continue;
    }
    const mine = local.get(server.submission_id);
    local.delete(server.submission_id);
    // Edits of this browser not yet saved keep their text; the editor is the server's.
    merged.push(mine?.dirty ? { ...mine, editor: server.editor } : fromServer(server));
  }
  // Not on the server: never saved there (new, or kept only in this browser before drafts were shared) or edited offline → saved
  // as new; a clean copy that was on the server was sent or removed meanwhile → dropped.
  for (const draft of local.values()) {
    if (draft.version === undefined || draft.dirty) merged.push({ ...draft, version: undefined, dirty: true });
  }
  merged.sort((a, b) => b.created_at.localeCompare(a.created_at));
  draftStore.replace(merged);
  // Still listed after its send: a list read before it (the server answers 404 to the removal) or a late save's copy.
  if (stale.length > 0) forget(stale, company);
  for (const draft of merged) if (draft.dirty && !draft.conflict) schedule(draft.submission_id, 0);
}

/** A colleague took a draft over (or this person did, in another tab): the editor changes here too. */
function taken(event: DraftTakenEvent) {
  const draft = draftStore.get(event.submission_id);
  if (draft) patch(event.submission_id, { editor: event.by, ...(draft.dirty ? {} : { version: event.version }) });
  const me = currentPerson();
  if (event.from && event.from.id === me && event.by.id !== me) {
    notices = [
      ...notices.filter((n) => n.submission_id !== event.submission_id),
      { submission_id: event.submission_id, by: event.by },
    ];
    noticeListeners.forEach((listener) => listener());
  }
}

/** "<Nome> ha preso in carico la bozza": take-overs of this person's drafts, until dismissed. */
let notices: readonly { submission_id: number; by: DraftEditor }[] = [];
const noticeListeners = new Set<() => void>();

let started = false;

export const draftSync = {
  /** Once per page load: subscribes to take-overs and to the browser coming back online. */
  start() {
    if (started || typeof window === 'undefined') return;
    started = true;
    onDraftTaken(taken);
    window.addEventListener('online', () => void draftSync.sync());
  },
  /** Reads the server's drafts now (the Bozze page on opening, the tab counter once); failures keep the copies. */
  sync(): Promise<void> {
    pulling ??= pull()
      .catch(() => undefined)
      .finally(() => {
        pulling = null;
      });
    return pulling;
  },
  /** This browser's copy changed (typing, a new draft): saved after the debounce. */
  edited(id: number) {
    schedule(id);
  },
  /** Removes the draft here and on the server (remembered until the server confirms, so offline removals hold). */
  remove(ids: readonly number[]) {
    forget(ids, dealer());
  },
  /**
   * The request's quotation was sent: its draft leaves this browser's copy now (the server removed its own with the
   * send), its pending save is dropped, and no answer already on its way can bring it back.
   */
  sent(id: number) {
    sentKeys.add(sentKeyOf(id));
    window.clearTimeout(timers.get(id));
    timers.delete(id);
    again.delete(id);
    statuses.delete(id);
    refusals.delete(id);
    draftStore.remove(id);
  },
  /** The person becomes the editor; the draft shows the server's text. */
  async takeOver(id: number): Promise<void> {
    const company = dealer();
    if (company === null) return;
    const server = await api.post('draftTakeOver', { params: { dealerId: company, submissionId: id } });
    const draft = { ...fromServer(server), seed: (draftStore.get(id)?.seed ?? 0) + 1 };
    if (draftStore.get(id)) patch(id, draft);
    else draftStore.replace([draft, ...draftStore.all()]);
    setStatus(id, 'saved');
  },
  /** After a refusal: keep this browser's text (take the draft over, then save it on the new version). */
  async keepMine(id: number): Promise<void> {
    const company = dealer();
    const mine = draftStore.get(id);
    if (company === null || !mine) return;
    const server = await api.post('draftTakeOver', { params: { dealerId: company, submissionId: id } });
    patch(id, { version: server.version, editor: server.editor, conflict: undefined, dirty: true });
    await push(id);
  },
  /** After a refusal: take the saved draft, leaving this browser's text. */
  async takeSaved(id: number): Promise<void> {
    const company = dealer();
    if (company === null) return;
    const server = await api.get('draftGet', { params: { dealerId: company, submissionId: id } });
    patch(id, { ...fromServer(server), conflict: undefined, seed: (draftStore.get(id)?.seed ?? 0) + 1 });
    setStatus(id, 'saved');
  },
  status(id: number): SaveStatus {
    return statuses.get(id) ?? 'saved';
  },
  /** Why the server refused the last save (status 'refused'). */
  refusal: (id: number): string => refusals.get(id) ?? '',
  subscribeStatus(listener: () => void) {
    statusListeners.add(listener);
    return () => {
      statusListeners.delete(listener);
    };
  },
  notices: () => notices,
  dismissNotice(id: number) {
    notices = notices.filter((n) => n.submission_id !== id);
    noticeListeners.forEach((listener) => listener());
  },
  subscribeNotices(listener: () => void) {
    noticeListeners.add(listener);
    return () => {
      noticeListeners.delete(listener);
    };
  },
};
