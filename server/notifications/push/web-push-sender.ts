import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import webpush from 'web-push';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { PushEndpointPolicy, type VettedEndpoint } from './endpoint-policy';
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
 *
 * The server sends only where the endpoint policy allows (docs/decisions/0257-push-endpoints.md): checked at
 * subscribe, and again at every send, after DNS; the request then goes to the very address that was checked, so
 * a name that answers a public address first and a private one later (DNS rebinding) reaches nothing private.
 */
export class WebPushSender {
  private keys: Promise<{ public_key: string; private_key: string }> | null = null;
  private readonly agent: https.Agent | undefined;

  constructor(
    private readonly repo: PushRepository,
    private readonly subject: string,
    /** a certificate authority to trust besides the usual ones (a company's push gateway; the tests' own) */
    extraCa: string | null = null,
    /** which endpoints may be stored and sent to, and how their names resolve */
    readonly policy: PushEndpointPolicy = new PushEndpointPolicy(undefined),
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
    if (!(await this.policy.vet(input.endpoint)).ok) throw new AppError('pushEndpointRefused');
    const claimed = await this.repo.claim({
      endpoint: input.endpoint,
      user_id: user.id,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: this.now(),
    });
    if (!claimed) throw new AppError('pushEndpointTaken');
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
          const verdict = await this.policy.vet(s.endpoint);
          if (!verdict.ok) {
            // not allowed (stored before the policy, or the list changed): forgotten; no address now: kept
            if (verdict.reason === 'refused') await this.repo.remove(s.endpoint);
            return;
          }
          const request = webpush.generateRequestDetails(
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
            },
          );
          const status = await this.post(verdict.endpoint, request);
          if (status === 404 || status === 410) await this.repo.remove(s.endpoint);
        } catch {
          // a push service that is down or slow: the message is in the app anyway
        }
      }),
    );
  }

  /**
   * The request web-push describes, to the checked address: no name is looked up here (the host is the address;
   * the name goes only into the TLS server name and the Host header), and redirects are not followed.
   */
  private post(
    to: VettedEndpoint,
    request: { method: string; headers: Record<string, string | number>; body: Buffer | null },
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: to.address,
          port: to.port,
          path: `${to.url.pathname}${to.url.search}`,
          method: request.method,
          headers: { ...request.headers, host: to.url.host },
          ...(net.isIP(to.hostname) ? {} : { servername: to.hostname }),
          ...(this.agent ? { agent: this.agent } : {}),
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', reject);
      req.end(request.body ?? undefined);
    });
  }
}
