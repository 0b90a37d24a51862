import https from 'node:https';
import tls from 'node:tls';
import webpush from 'web-push';
import type { SessionUser } from '../../http/context';
import type { PushRepository } from './push-repository';

export interface PushPayload {
  title: string;
  body: string;
  /** the app's page to open on a tap */
  url: string;
}

/**
 * Web Push (RFC 8030, payloads encrypted per RFC 8291 by the `web-push` package): each of a person's devices is
 * told; a subscription the push service says is gone (404, 410) is forgotten.
 */
export class WebPushSender {
  private keys: Promise<{ public_key: string; private_key: string }> | null = null;
  private readonly agent: https.Agent | undefined;

  constructor(
    private readonly repo: PushRepository,
    private readonly subject: string,
    /** a certificate authority to trust besides the usual ones (a company's push gateway; the tests' own) */
    extraCa: string | null = null,
    private readonly now: () => number = Date.now,
  ) {
    this.agent = extraCa
      ? new https.Agent({ ca: [...tls.rootCertificates, extraCa], keepAlive: false })
      : undefined;
  }

  private vapid() {
    this.keys ??= (async () => {
      const fresh = webpush.generateVAPIDKeys();
      return this.repo.keys({ public_key: fresh.publicKey, private_key: fresh.privateKey });
    })();
    return this.keys;
  }

  async publicKey(): Promise<{ key: string }> {
    return { key: (await this.vapid()).public_key };
  }

  async subscribe(input: { endpoint: string; keys: { p256dh: string; auth: string } }, user: SessionUser) {
    await this.repo.save({
      endpoint: input.endpoint,
      user_id: user.id,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: this.now(),
    });
    return { message: 'This device will be told' };
  }

  async unsubscribe(endpoint: string, user: SessionUser) {
    await this.repo.remove(endpoint, user.id);
    return { message: 'This device will not be told' };
  }

  async send(userId: string, payload: PushPayload): Promise<void> {
    const keys = await this.vapid();
    const subscriptions = await this.repo.ofUser(userId);
    await Promise.all(
      subscriptions.map(async (s) => {
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: {
                subject: this.subject,
                publicKey: keys.public_key,
                privateKey: keys.private_key,
              },
              TTL: 24 * 3600,
              contentEncoding: 'aes128gcm',
              timeout: 10_000,
              ...(this.agent ? { agent: this.agent } : {}),
            },
          );
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) await this.repo.remove(s.endpoint);
        }
      }),
    );
  }
}
