import { and, eq, isNull } from 'drizzle-orm';
import { dealerCountersChanged } from '../../cache/dealer-counters.js';
import { users } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { createNotifications } from '../notifications.js';
import { recordActivity } from './activity.js';

export interface NoticeInput {
  dealer_id: number | null;
  title: string;
  text: string;
}

/**
 * An operator's notice ("Avviso"): a notification to one dealer, or to every dealer not suspended. After the commit the
 * counters' change point tells every instance's live inbox, which pushes `notification:new` to the connected dealers
 * (server/realtime/inbox-hub.ts). Null when the named dealer does not exist.
 */
export async function sendNotice(
  db: Db,
  operatorId: number,
  input: NoticeInput,
): Promise<{ recipients: number; dealer_id: number | null } | null> {
  const recipients = await db.transaction(async (tx) => {
    const dealers = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role, 'dealer'),
          input.dealer_id === null ? isNull(users.suspendedAt) : eq(users.id, input.dealer_id),
        ),
      );
    if (dealers.length === 0 && input.dealer_id !== null) return null;
    const ids = dealers.map((d) => d.id);
    await createNotifications(
      tx,
      ids.map((userId) => ({ userId, title: input.title, text: input.text })),
    );
    await recordActivity(tx, {
      operatorId,
      action: 'notice.send',
      entity: input.dealer_id === null ? 'notice' : 'dealer',
      entityId: input.dealer_id,
      before: null,
      after: { ...input, recipients: ids.length },
    });
    return ids;
  });
  if (recipients === null) return null;
  dealerCountersChanged(recipients);
  return { recipients: recipients.length, dealer_id: input.dealer_id };
}
