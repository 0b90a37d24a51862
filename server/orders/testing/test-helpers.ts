import type { Order } from '../../../contract/orders';
import type { Product } from '../../../contract/products';
import { solidImage } from '../../media/test-images';
import type { TestServer } from '../../testing/test-server';

/** Shared by the orders and users API tests: products over HTTP, carts, checkout, error assertions. */

let n = 0;

export async function newProduct(
  server: TestServer,
  sellerToken: string,
  fields: {
    price?: number;
    cost?: number;
    quantity?: number;
    discount?: number;
    name?: string;
    low_stock?: number;
    open_price?: boolean;
    unit?: string;
    step?: number;
  } = {},
): Promise<Product> {
  n += 1;
  const res = await server.call<{ _id: string; product: Product }>(
    '/res/product/create',
    {
      name: fields.name ?? `Product ${n}`,
      description: `Test product ${n}`,
      price: fields.price ?? 100,
      cost: fields.cost ?? 40,
      quantity: fields.quantity ?? 10,
      discount: fields.discount ?? 0,
      category: ['Test'],
      imagePath: [],
      ...(fields.low_stock === undefined ? {} : { low_stock: fields.low_stock }),
      ...(fields.open_price === undefined ? {} : { open_price: fields.open_price }),
      ...(fields.unit === undefined ? {} : { unit: fields.unit }),
      ...(fields.step === undefined ? {} : { step: fields.step }),
    },
    { token: sellerToken },
  );
  return res.data.product;
}

export async function stockOf(server: TestServer, productId: string): Promise<number> {
  return (await server.call<Product>('/res/product/get', { id: productId })).data.quantity;
}

export async function addToCart(server: TestServer, token: string, productId: string, quantity = 1) {
  return (
    await server.call<{ message: string; order_id: string }>(
      '/res/order/create',
      { order_type: 'Online-Sell', item: { product_id: productId, quantity } },
      { token },
    )
  ).data.order_id;
}

export async function addAddress(server: TestServer, token: string): Promise<string> {
  return (
    await server.call<{ _id: string }>(
      '/user/info/add_address',
      { name: 'Ada Lam', phone: '+852 9123 4567', address: 'Flat 3A, 12 Shelley Street, Central' },
      { token },
    )
  ).data._id;
}

/** A delivered online order of `quantity` units of a new product of the seller's, placed by the buyer: its id. */
export async function placeOrder(
  server: TestServer,
  sellerToken: string,
  buyerToken: string,
  { quantity = 1, price = 42, cost }: { quantity?: number; price?: number; cost?: number } = {},
): Promise<string> {
  const p = await newProduct(server, sellerToken, { quantity: 5, price, cost });
  const cartId = await addToCart(server, buyerToken, p._id, quantity);
  const address = await addAddress(server, buyerToken);
  const placed = await server.call<{ orders: { order_id: string }[] }>(
    '/res/order/checkout',
    { id: cartId, address_id: address, idempotency_key: idemKey('co') },
    { token: buyerToken },
  );
  return placed.data.orders[0]!.order_id;
}

export async function showOrder(server: TestServer, token: string, id: string): Promise<Order> {
  return (await server.call<Order>('/res/order/show_one', { id }, { token })).data;
}

let keys = 0;
export function idemKey(prefix = 'key'): string {
  keys += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${keys}`;
}

/** Asserts a refusal and answers its English message. */
export { expectError } from '../../testing/expect-error';

/** cents of a wire amount (exact for 2-decimal amounts) */
export const cents = (amount: number) => Math.round(amount * 100);

/** A payment QR code of the seller's (a non-cash method: its sales carry the 3 % fee): its id. */
export async function paymentCode(server: TestServer, token: string, type = 'payme'): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await solidImage(64, 64))], { type: 'image/png' }), 'qr.png');
  const res = await fetch(`${server.url}/api/user/info/upload_code?type=${type}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { _id: string } }).data._id;
}
