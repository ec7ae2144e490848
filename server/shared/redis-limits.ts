import { createClient } from 'redis';
import type { LimitCount, LimitStore } from './limits.js';

/**
 * The add in one step inside Redis, so instances adding at once never lose a hit nor open two windows: the count
 * grows, the window starts with the key's first hit (a key without expiry gets one; PEXPIRE NX in Lua, which also
 * runs on Redis before 7) and the answer is the count with the time left.
 */
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  left = tonumber(ARGV[2])
end
return { count, left }
`;

type RedisClient = ReturnType<typeof createClient>;

/** LimitStore in Redis: every instance of a deployment counts in the same keys (`<prefix>:limits:<key>`). */
export class RedisLimitStore implements LimitStore {
  private constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  static async connect(url: string, prefix: string, onError: (err: unknown) => void): Promise<RedisLimitStore> {
    const client = createClient({ url });
    client.on('error', onError);
    await client.connect();
    return new RedisLimitStore(client, `${prefix}:limits:`);
  }

  async add(key: string, windowMs: number, amount = 1): Promise<LimitCount> {
    const window = Math.max(1, Math.ceil(windowMs));
    const answer = (await this.client.eval(ADD_SCRIPT, {
      keys: [this.prefix + key],
      arguments: [String(Math.trunc(amount)), String(window)],
    })) as [number, number];
    return { count: Number(answer[0]), resetInMs: Math.max(0, Number(answer[1])) };
  }

  async get(key: string): Promise<LimitCount> {
    const [count, left] = (await this.client
      .multi()
      .get(this.prefix + key)
      .pTTL(this.prefix + key)
      .exec()) as unknown as [string | null, number];
    if (count === null) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: Math.max(0, Number(left)) };
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
