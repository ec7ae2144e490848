import type { Message } from '../../../contract';

/** SPEC §7: two messages with the same text, created_at and timestamp are the same message. */
export const messageKey = (message: Pick<Message, 'text' | 'created_at' | 'timestamp'>) =>
  `${message.text}\u0000${message.created_at}\u0000${message.timestamp}`;

/**
 * Adds what the server sent (the history after each (re)connection, or one new message) to what is on screen:
 * duplicates are ignored, the result is in time order. `added` are the messages that were not there yet.
 */
export function mergeMessages(
  current: readonly Message[],
  incoming: readonly Message[],
): { messages: Message[]; added: Message[] } {
  const seen = new Set(current.map(messageKey));
  const added: Message[] = [];
  for (const message of incoming) {
    const key = messageKey(message);
    if (seen.has(key)) continue;
    seen.add(key);
    added.push(message);
  }
  if (added.length === 0) return { messages: current as Message[], added };
  const messages = [...current, ...added].sort((a, b) => a.timestamp - b.timestamp || a.order - b.order);
  return { messages, added };
}

/** The image addresses of a message (its attachments are a JSON list); anything unreadable is no attachment. */
export function attachmentsOf(message: Pick<Message, 'attachments'>): string[] {
  try {
    const value: unknown = JSON.parse(message.attachments || '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
  } catch {
    return [];
  }
}
