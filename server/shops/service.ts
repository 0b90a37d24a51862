import type { Shop } from '../../contract/shops';
import type { AuthService } from '../auth/service';
import { AppError } from '../http/app-error';
import type { UsersService } from '../users/service';

/**
 * The public shop page's facts (docs/decisions/0092-shop-page.md): no tables of its own, it asks the
 * accounts (name) and users (pickup addresses) domains. Profile picture, bio and follows join here when the
 * accounts work lands.
 */
export class ShopsService {
  constructor(
    private readonly accounts: Pick<AuthService, 'sellerName'>,
    private readonly users: Pick<UsersService, 'listPickups'>,
  ) {}

  async get(id: string): Promise<Shop> {
    const name = await this.accounts.sellerName(id);
    if (name === null) throw new AppError('notFound');
    return { seller_id: id, name, pickup_addresses: await this.users.listPickups(id) };
  }
}
