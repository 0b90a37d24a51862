import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClaim } from '../../../contract/order-payments';
import { solidImage } from '../../media/test-images';
import { startTestS3, type TestS3 } from '../../testing/s3-server';
import { signUpCast, startTestServer, type TestServer, type TestSession } from '../../testing/test-server';
import { placeOrder } from '../testing/test-helpers';

/**
 * Payment-claim screenshots show the buyer's bank app: readable by the order's buyer and seller only, never
 * through the public /img (docs/decisions/0259-keys-claims-openapi.md), on SQLite and PostgreSQL, with the images
 * on disk and in an S3 bucket.
 */
let server: TestServer;
let seller: TestSession;
let otherSeller: TestSession;
let buyer: TestSession;
let otherBuyer: TestSession;

type ClaimAnswer = { message: string; claim: PaymentClaim };

async function upload(path: string, token: string, color: string) {
  const form = new FormData();
  form.append(
    'files',
    new Blob([new Uint8Array(await solidImage(90, 160, 'png', color))], { type: 'image/png' }),
    'paid.png',
  );
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { data: unknown };
}

/** An order of the seller's, claimed paid by the buyer: its id. */
async function claimedOrder(): Promise<string> {
  const id = await placeOrder(server, seller.token, buyer.token, { quantity: 1 });
  const res = await server.call<ClaimAnswer>('/res/order/claim_payment', { id }, { token: buyer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

function get(url: string, token?: string) {
  return fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function errorCode(res: Response): Promise<number | undefined> {
  return ((await res.json()) as { error?: { code: number } }).error?.code;
}

for (const storage of ['disk', 's3'] as const)
  describe(`payment-claim screenshots (${process.env.TEST_DB_KIND ?? 'sqlite'}, images on ${storage})`, () => {
    let s3: TestS3 | undefined;
    beforeAll(async () => {
      s3 = storage === 's3' ? await startTestS3() : undefined;
      server = await startTestServer(s3?.env ?? {});
      ({ seller, otherSeller, buyer, otherBuyer } = await signUpCast(server));
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await s3?.close();
    });

    // first: the public namespace's list of hidden hashes is read on the first /img request
    it('a screenshot uploaded before they were private: its public /img address stops working', async () => {
      const id = await claimedOrder();
      // as the old code stored it: a rendition in the public namespace, named on the claim
      const stored = (await upload('/res/product/upload_img', seller.token, '#3366cc')) as {
        data: { file_path: string[] };
      };
      const path = stored.data.file_path[0]!;
      await server.db.kysely
        .updateTable('order_payment_claims')
        .set({ screenshot: path })
        .where('order_id', '=', id)
        .execute();
      for (const width of [320, 640, 1280]) {
        const res = await get(`/img/${path.replace('1280', String(width))}`);
        expect(res.status, `/img ${width}`).toBe(404);
      }
      const claim = (
        await server.call<{ claim: PaymentClaim }>(
          '/res/order/payment_claim',
          { id },
          { token: seller.token },
        )
      ).data.claim!;
      expect(claim.screenshot).toBe(`/api/claim-img/${id}/${path.split('/')[0]}/1280.webp`);
      for (const who of [buyer, seller]) expect((await get(claim.screenshot!, who.token)).status).toBe(200);
      expect((await get(claim.screenshot!, otherBuyer.token)).status).toBe(403);
    });

    it('buyer and seller read it (200); a third account gets 403, no session 401 40015; /img has no copy', async () => {
      const id = await claimedOrder();
      const shot = (await upload(`/res/order/claim_screenshot?id=${id}`, buyer.token, '#22aa66')) as {
        data: ClaimAnswer;
      };
      const url = shot.data.claim.screenshot!;
      expect(url).toMatch(new RegExp(`^/api/claim-img/${id}/[0-9a-f]{32}/1280\\.webp$`));

      for (const who of [buyer, seller]) {
        const res = await get(url, who.token);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
        // the smaller renditions too
        expect((await get(url.replace('1280.webp', '320.webp'), who.token)).status).toBe(200);
      }
      // a third account, buyer or seller: 403, not the image
      for (const who of [otherBuyer, otherSeller]) {
        const res = await get(url, who.token);
        expect(res.status).toBe(403);
        expect(res.headers.get('content-type')).toContain('application/json');
      }
      // no session, or a made-up one: 401 with the session code
      const anonymous = await get(url);
      expect(anonymous.status).toBe(401);
      expect(await errorCode(anonymous)).toBe(40015);
      expect((await get(url, 'not-a-token')).status).toBe(401);

      // the image store has it only under claims/, which /img never serves
      const hash = url.split('/')[4]!;
      for (const key of [`${hash}/1280.webp`, `claims/${hash}/1280.webp`, `_/claims%2F${hash}%2F1280.webp`]) {
        expect((await get(`/img/${key}`)).status, key).toBe(404);
      }
      expect(await server.services.images.has(`claims/${hash}/1280.webp`)).toBe(true);
      expect(await server.services.images.has(`${hash}/1280.webp`)).toBe(false);

      // another hash, width or order: 404 (an address of a replaced screenshot no longer reads anything)
      expect((await get(url.replace(hash, '0'.repeat(32)), seller.token)).status).toBe(404);
      expect((await get(url.replace('1280.webp', '999.webp'), seller.token)).status).toBe(404);
      const other = await claimedOrder();
      expect((await get(url.replace(id, other), seller.token)).status).toBe(404);
    });
  });
