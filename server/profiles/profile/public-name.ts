/**
 * The name others see (docs/decisions/0055): the chosen display name, else the username, else a neutral
 * placeholder built from the id — never a part of the email address.
 */
export function publicName(
  profile: { nickname: string | null } | undefined,
  account: { id: string; username: string | null },
): string {
  return profile?.nickname || account.username || `user-${account.id.slice(-6)}`;
}

/** what an account's shown name is made of: a row of the published `author_cards` view */
export interface NameCard {
  id: string;
  username: string | null;
  role: 's' | 'c';
  shop_name: string | null;
  nickname: string | null;
}

/**
 * The name a product, an order or a receipt shows for an account: a seller's shop name first (issue 25), else its
 * public name. One rule for ProfileService.publicNamesOf and for the catalogue, which reads the card with its
 * products in the same statement (server/products/repository.ts selectProducts).
 */
export function shownName(card: NameCard): string {
  const shop = card.role === 's' ? card.shop_name?.trim() : '';
  return shop || publicName(card, card);
}
