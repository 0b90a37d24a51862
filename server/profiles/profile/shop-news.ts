import type { NotificationsService } from '../../notifications/service';
import type { ProfileRepository } from './repository';

export interface NewsItem {
  sellerId: string;
  kind: 'post' | 'product';
  id: string;
  title: string;
  thumb: string | null;
}

const BATCH = 500;

/**
 * A shop's followers are told when it adds a product or a post (docs/decisions/0247-shop-news.md): one notification
 * per follower and shop, counting what came while unread ("Mei added 3 new things, the latest …"), written in
 * batches after the item is saved, so a shop with many followers never holds up its seller.
 */
export class ShopNews {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly notifications: NotificationsService,
  ) {}

  async tell(item: NewsItem): Promise<number> {
    let after = '';
    let told = 0;
    for (;;) {
      const followers = await this.repo.followerIds(item.sellerId, after, BATCH);
      if (followers.length === 0) return told;
      const outbox = this.notifications.outbox();
      await this.repo.db.transaction().execute(async (trx) => {
        for (const follower of followers) {
          await outbox.add(trx, {
            kind: 'shop_news',
            to: follower,
            actor: item.sellerId,
            params: {
              ...(item.kind === 'post' ? { post_id: item.id } : { product_id: item.id }),
              title: item.title,
              thumb: item.thumb,
            },
            groupKey: `news:${item.sellerId}`,
            accumulate: true,
          });
        }
      });
      outbox.publish();
      told += followers.length;
      after = followers[followers.length - 1]!;
    }
  }
}
