import type { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';

/**
 * Counters (login failures, mails, AI calls) in Redis, shared by every server process behind a proxy, so an attacker
 * cannot multiply their attempts by the number of processes. INCR and the first PEXPIRE run in one
 * script, so a counter never lives without its expiry.
 */
const INCREMENT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'stallfeed:',
  ) {}

  async increment(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(INCREMENT, 1, this.prefix + key, String(windowMs)));
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
