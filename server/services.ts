import path from 'node:path';
import type { Redis } from 'ioredis';
import { RedisCounterStore } from './auth/redis-counter-store';
import { AuthRepository } from './auth/repository';
import { AuthService } from './auth/service';
import { type CounterStore, LoginThrottle, MemoryCounterStore } from './auth/throttle';
import { CollectionsRepository } from './collections/repository';
import { CollectionsService } from './collections/service';
import type { Config } from './config';
import type { Db } from './db/database';
import { DiskImageStore } from './media';
import { OrdersRepository } from './orders/repository';
import { OrdersService } from './orders/service';
import { PostsRepository } from './posts/repository';
import { PostsService } from './posts/service';
import { ProductsRepository } from './products/repository';
import { ProductsService } from './products/service';
import { UsersRepository } from './users/repository';
import { UsersService } from './users/service';

/** Builds every domain's service once per process, wired to the database and configuration. */
export function createServices(db: Db, config: Config, redis?: Redis) {
  // with several processes, counters must be shared: Redis when configured, memory otherwise
  const counters: CounterStore = redis ? new RedisCounterStore(redis) : new MemoryCounterStore();
  const auth = new AuthService(
    new AuthRepository(db.kysely),
    new LoginThrottle(counters, {
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    }),
    config.SESSION_TTL_DAYS * 86_400_000,
  );
  // uploaded images (every domain's), under DATA_DIR; served at /img/ by the media plugin (app.ts)
  const images = new DiskImageStore(path.join(config.dataDir, 'images'));
  const products = new ProductsService(new ProductsRepository(db.kysely), images);
  // posts and collections ask each other one batch question per page (isSaved; live posts and covers)
  const collections: CollectionsService = new CollectionsService(new CollectionsRepository(db.kysely), {
    liveCovers: (ids) => posts.liveCovers(ids),
  });
  const posts = new PostsService(new PostsRepository(db.kysely), products, collections, images);
  const users = new UsersService(new UsersRepository(db.kysely));
  const orders = new OrdersService(new OrdersRepository(db.kysely), products, users, auth);
  return { auth, images, products, posts, collections, users, orders };
}

export type Services = ReturnType<typeof createServices>;
