import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { LiveChange } from '../../contract/notifications';

/** "user X has a new or updated notification": what one server process tells every process. */
export interface BusMessage {
  userId: string;
  id: string;
  /** session that caused it (that device does not get it), or null */
  origin: string | null;
  /** set: not a notification but a change a screen may show (every device of the user gets it; `id` unused) */
  change?: LiveChange;
  /** set: these products' stock changed; every process's stock channel hears it (`userId` unused; decision 0268) */
  stock?: string[];
  /** set: the page on stream `stream` now shows these products (the process serving it applies it; decision 0268) */
  watch?: { stream: string; ids: string[] };
}

/**
 * Carries BusMessages to every server process: Redis pub/sub when REDIS_URL is set, an in-process emitter
 * otherwise (docs/decisions/0066-notifications-live.md).
 */
export interface NotificationBus {
  publish(message: BusMessage): void;
  subscribe(handler: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

export class MemoryBus implements NotificationBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  publish(message: BusMessage): void {
    this.emitter.emit('message', message);
  }
  subscribe(handler: (message: BusMessage) => void): () => void {
    this.emitter.on('message', handler);
    return () => this.emitter.off('message', handler);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub on one channel per database (processes sharing a database share the channel; test schemas
 * never hear each other). A subscribing connection can do nothing else, so it is a duplicate of the
 * shared client, opened on first subscribe.
 */
export class RedisBus implements NotificationBus {
  private subscriber: Redis | undefined;
  private readonly local = new MemoryBus();

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
  ) {}

  publish(message: BusMessage): void {
    this.redis.publish(this.channel, JSON.stringify(message)).catch(() => {
      // Redis down: clients of this process still hear it; others catch up on reconnect (Last-Event-ID)
      this.local.publish(message);
    });
  }

  subscribe(handler: (message: BusMessage) => void): () => void {
    if (!this.subscriber) {
      // subscribing waits for a connection (the main client fails fast instead: docs/decisions/0223); ioredis
      // subscribes again by itself after a reconnect, so events cross processes again when Redis is back
      const sub = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
      this.subscriber = sub;
      sub.on('message', (channel: string, text: string) => {
        if (channel !== this.channel) return;
        try {
          this.local.publish(JSON.parse(text) as BusMessage);
        } catch {
          // not ours: ignore
        }
      });
      sub.on('error', () => {});
      void sub.subscribe(this.channel).catch(() => {});
    }
    return this.local.subscribe(handler);
  }

  /** resolves once the subscription is active (tests wait for it before causing events) */
  async ready(): Promise<void> {
    if (!this.subscriber) this.subscribe(() => {})();
    await this.subscriber!.subscribe(this.channel);
  }

  async close(): Promise<void> {
    await this.local.close();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }
}
