import { list as listProducts } from '../../../contract/products';
import { AppError } from '../../http/app-error';
import { demoSession } from '../../seed/demo-session';
import type { SeedContext } from '../../seed/seed';

/**
 * Demo data of checkout without a password (docs/decisions/0284-guest-checkout.md): a shopper with no account,
 * Chan Tai Man, bought from Mei through the guest checkout itself (her email's new account, no password), so Mei's
 * /order shows an order from a guest like any other. Runs after seedOrders; nobody is mailed (the seed is quiet).
 */
export async function seedGuestCheckout(ctx: SeedContext): Promise<void> {
  const mei = demoSession(ctx, 'mei');
  const rows = await ctx.services.products.list(
    listProducts.input.parse({ mine: true, limit: 100, sort: 1 }),
    mei,
  );
  const product = rows.find(
    (p) => p.quantity >= 5 && !p.open_price && p.unit === 'piece' && p.variants.length === 0,
  );
  if (!product) return;
  try {
    await ctx.services.guestCheckout.checkout(
      {
        email: 'chan.taiman@example.com',
        name: 'Chan Tai Man 陳大文',
        phone: '+852 6123 4567',
        address: { address: 'Flat 8B, 2 Shek Kip Mei Street, Sham Shui Po', area: 'kowloon' },
        items: [{ product_id: product.id, quantity: 2 }],
        locale: 'zh-HK',
        idempotency_key: 'seed-guest-checkout-1',
      },
      'seed',
    );
  } catch (err) {
    // Mei's delivery settings may not reach Kowloon in a changed demo: the demo goes on without this order
    if (!(err instanceof AppError)) throw err;
    ctx.log(`Guest checkout demo order skipped: ${err.errorName}`);
  }
}
