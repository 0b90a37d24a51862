import type { Shop } from '../../contract/shops';
import type { AuthService } from '../accounts/core/service';
import { AppError } from '../http/app-error';
import type { AddressBookService } from '../profiles/address-book/service';

/**
 * The public shop page's facts (docs/decisions/0092-shop-page.md): no tables of its own, it asks the
 * accounts (name) and profiles (pickup addresses, in its address book) domains. Profile picture, bio and follows join here when the
 * accounts work lands.
 */
export class ShopsService {
  constructor(
    private readonly accounts: Pick<AuthService, 'sellerName'>,
    private readonly addressBook: Pick<AddressBookService, 'listPickups'>,
    /** the shop's name, else the seller's display name, else the username (issue 25: one rule everywhere) */
    private readonly publicNamesOf: (ids: string[]) => Promise<Map<string, string>>,
  ) {}

  async get(id: string): Promise<Shop> {
    const username = await this.accounts.sellerName(id);
    if (username === null) throw new AppError('notFound');
    const name = (await this.publicNamesOf([id])).get(id) ?? username;
    return { seller_id: id, name, pickup_addresses: await this.addressBook.listPickups(id) };
  }
}
