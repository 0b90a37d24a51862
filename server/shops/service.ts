import type { Shop } from '../../contract/shops';
import type { AuthService } from '../accounts/service';
import { AppError } from '../http/app-error';
import type { AddressBookService } from '../profiles/address-book-service';

/**
 * The public shop page's facts (docs/decisions/0092-shop-page.md): no tables of its own, it asks the
 * accounts (name) and profiles (pickup addresses, in its address book) domains. Profile picture, bio and follows join here when the
 * accounts work lands.
 */
export class ShopsService {
  constructor(
    private readonly accounts: Pick<AuthService, 'sellerName'>,
    private readonly addressBook: Pick<AddressBookService, 'listPickups'>,
  ) {}

  async get(id: string): Promise<Shop> {
    const name = await this.accounts.sellerName(id);
    if (name === null) throw new AppError('notFound');
    return { seller_id: id, name, pickup_addresses: await this.addressBook.listPickups(id) };
  }
}
