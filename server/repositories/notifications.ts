import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { notifications } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export interface NewNotification {
  userId: number;
  title: string;
  text: string;
  /** What opening it leads to: a quotation, a request, a conversation or a fee of the user's, or the wallet. */
  target?: { kind: 'quotation' | 'request' | 'conversation' | 'fee'; id: number } | { kind: 'wallet' };
}

/** Stores notifications (unread); the shell's ping counts them, the notifications screen lists them. */
export async function createNotifications(db: DbOrTx, items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map(({ userId, title, text, target }) => ({
      userId,
      title,
      text,
      targetKind: target?.kind ?? null,
      targetId: target && 'id' in target ? target.id : null,
    })),
  );
  dealerCountersChanged(items.map((item) => item.userId));
}
