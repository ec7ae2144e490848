import { sql } from 'drizzle-orm';
import type { Conversation } from '../../contract/entities/chat.js';
import type { Db } from '../db/types.js';

type ConversationRow = {
  uuid: string;
  submission_id: number;
  chat_token: string;
  vehicle_id: number;
  plate: string | null;
  chassis: string | null;
  manufacturer_id: number | null;
  manufacturer_name: string | null;
  model: string | null;
  year_of_production: number | null;
  km_count: number | null;
  car_photo: string | null;
  registration_document: string | null;
  last_text: string;
  last_created_at: string | Date;
  last_author_id: number;
  unread: boolean;
};

/** 'Fiat Panda · AB123CD': brand and model, then plate (or chassis). */
export function topicTitle(row: Pick<ConversationRow, 'manufacturer_name' | 'model' | 'plate' | 'chassis'>): string {
  const name = [row.manufacturer_name, row.model].filter(Boolean).join(' ');
  return [name, row.plate ?? row.chassis].filter(Boolean).join(' · ');
}

/**
 * GET /user/:userId/message/list: the dealer's conversations that have messages, most recent message first
 * (conversations.last_message_at, moved by every stored message: conversations_dealer_last_idx).
 * last_message.read is false while the customer has messages the dealer has not read — the same messages
 * ping's messages_to_read counts, so the list's dots and the header's dot agree.
 */
export async function listConversations(db: Db, dealerId: number): Promise<Conversation[]> {
  const { rows } = await db.execute<ConversationRow>(sql`
    select c.uuid, c.submission_id, s.token_uuid as chat_token,
      v.id as vehicle_id, v.plate, v.chassis, v.manufacturer_id, mf.name as manufacturer_name, v.model, v.year_of_production,
      v.km_count, v.car_photo, v.registration_document,
      lm.text as last_text, lm.created_at as last_created_at, lm.author_id as last_author_id,
      exists (select 1 from messages um where um.conversation_id = c.id and um.is_client and um.read_at is null) as unread
    from conversations c
    join submissions s on s.id = c.submission_id
    join vehicles v on v.id = s.vehicle_id
    left join manufacturers mf on mf.id = v.manufacturer_id
    join lateral (
      select m.text, m.created_at, m.author_id from messages m
      where m.conversation_id = c.id order by m.id desc limit 1
    ) lm on true
    where c.dealer_id = ${dealerId} and c.last_message_at is not null
    order by c.last_message_at desc, c.id desc`);
  return rows.map((row) => ({
    uuid: row.uuid,
    submission_id: row.submission_id,
    topic_title: topicTitle(row),
    chat_token: row.chat_token,
    last_message: {
      text: row.last_text,
      created_at: new Date(row.last_created_at).toISOString(),
      read: !row.unread,
      user_id: row.last_author_id,
    },
    vehicle: {
      id: row.vehicle_id,
      plate: row.plate,
      chassis: row.chassis,
      manufacturer_id: row.manufacturer_id,
      manufacturer_name: row.manufacturer_name,
      model: row.model,
      year_of_production: row.year_of_production,
      km_count: row.km_count,
      car_photo: row.car_photo,
      registration_document: row.registration_document,
    },
  }));
}
