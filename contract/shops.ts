import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';
import { PickupAddress } from './users';

/**
 * A seller's public shop page (issue 19; docs/decisions/0092-shop-page.md). Its products come from
 * `/res/product/list` with `seller_id`, its posts from `/res/post/filter` with `creater_id`.
 */
export const Shop = z.object({
  seller_id: Id,
  /** the shop's display name (the seller's username, else the first part of their email) */
  name: z.string(),
  pickup_addresses: z.array(PickupAddress),
});
export type Shop = z.infer<typeof Shop>;

export const getShop = defineCall({
  path: '/res/shop/get',
  summary:
    'A seller’s public shop: name and store-pickup addresses (anyone; 404 when the id is not a seller).',
  auth: 'optional',
  input: z.strictObject({ id: Id }),
  output: Shop,
});
