import path from 'node:path';
import { z } from 'zod';
import { canonicalHostEntry } from './notifications/push/endpoint-policy';

/**
 * Configuration comes from the environment only, parsed once at start.
 * A bad value stops the start with one clear line (see main.ts).
 */
const PORT_RULE = 'must be a whole number from 0 to 65535';
const Port = z.coerce
  .number({ error: PORT_RULE })
  .int({ error: PORT_RULE })
  .min(0, { error: PORT_RULE })
  .max(65535, { error: PORT_RULE });
const OptionalUrl = (protocols: RegExp, label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), { message: `must be a ${label} URL` });

const OptionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: Port.default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: OptionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
    /** PostgreSQL schema to use instead of the default search path (several apps or test runs on one database) */
    DATABASE_SCHEMA: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^[a-z_][a-z0-9_]{0,62}$/.test(v), {
        message: 'must be a lower-case SQL name (letters, digits, _)',
      }),
    /**
     * PostgreSQL connections this process keeps; unset = 2 × this machine's cores + 1, for PostgreSQL on
     * the same machine. With several server processes or a bigger database host, see the rule in
     * docs/decisions/0120-postgresql-hot-paths.md.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    REDIS_URL: OptionalUrl(/^rediss?:\/\//, 'redis://'),
    /** prefix of every Redis key and channel of this app (several apps or test runs on one Redis) */
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[\w:.-]{1,64}$/, { message: 'must be 1–64 letters, digits or _ : . -' })
      .default('stallfeed:'),
    /**
     * Images in an S3-compatible bucket instead of DATA_DIR/images (docs/decisions/0130-images-in-object-storage.md).
     * S3_BUCKET turns it on; S3_ENDPOINT for anything but AWS (R2, MinIO…); keys from the AWS chain when unset.
     */
    S3_BUCKET: OptionalText(),
    S3_ENDPOINT: OptionalUrl(/^https?:\/\//, 'http(s)://'),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: OptionalText(),
    S3_SECRET_ACCESS_KEY: OptionalText(),
    /** path-style URLs (endpoint/bucket/key), as MinIO and most self-hosted servers need */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** a folder inside the bucket for this app's images, e.g. `stallfeed/` (empty: the bucket's root) */
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^([\w.-]+\/)*$/, { message: 'must be empty or folder names ending in /' })
      .default(''),
    PUBLIC_URL: OptionalUrl(/^https?:\/\//, 'http(s)://'),
    /** smtp:// or smtps:// with user and password in the URL; without it mails go to DATA_DIR/outbox/ */
    SMTP_URL: OptionalUrl(/^smtps?:\/\//, 'smtp:// or smtps://'),
    /** the From of every mail */
    MAIL_FROM: z.string().trim().min(3).default('Stallfeed <no-reply@stallfeed.localhost>'),
    // the wait before a failed mail's second attempt; later waits double, up to 6 h (docs/decisions/0223)
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
    /** mails (password reset, verification, email change) one account may ask for in MAIL_WINDOW_MINUTES */
    MAIL_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
    /** password-reset mails one client address may ask for in MAIL_WINDOW_MINUTES */
    MAIL_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    MAIL_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** failed logins allowed per account, and per client address, in LOGIN_WINDOW_MINUTES */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** JSON request bodies larger than this answer 413 */
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /** changing calls (not reads) one account, and one client address, may make per minute (docs/decisions/0112) */
    WRITES_PER_MINUTE_PER_ACCOUNT: z.coerce.number().int().min(1).default(120),
    WRITES_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).default(600),
    /** comments per account per minute, and posts per account per hour (flooding) */
    COMMENTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    POSTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** who the push services may contact about this server's messages (VAPID `sub`; decision 0246) */
    VAPID_SUBJECT: z.string().default('mailto:push@stallfeed.invalid'),
    /** a PEM certificate authority to trust for push services besides the usual ones (a company gateway) */
    PUSH_EXTRA_CA_FILE: z.string().optional(),
    /**
     * push services the server may send to (docs/decisions/0257-push-endpoints.md), comma-separated host names,
     * `*.domain` for its subdomains, `*` for any host at public addresses. Listed hosts are trusted at any address
     * (a company gateway, the tests' push peer); nothing else is sent to. Unset: the browsers' push services, at
     * public addresses only.
     */
    PUSH_ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.split(',').map((h) => canonicalHostEntry(h)) : undefined))
      .refine((v) => v === undefined || v.every((h) => h !== null), {
        message:
          'must be host names separated by commas, e.g. fcm.googleapis.com,*.notify.windows.com (* for any public host)',
      })
      .transform((v) => v as string[] | undefined),
    /** messages per account per minute (docs/decisions/0246-conversations.md) */
    MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** reviews written or changed, and replies, per account per hour (docs/decisions/0242-reviews.md) */
    REVIEWS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** a client must send its request headers within HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS (408) */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    /** seed demo data into an empty database at start (default: on, except in production) */
    SEED_DEMO: z.enum(['auto', 'on', 'off']).default('auto'),
    /** load the offline AI models in the background after start (~200 MB of RSS; docs/decisions/0125-hot-path-performance.md) */
    AI_WARM_UP: z.enum(['on', 'off']).default('on'),
    /** the transaction fee in percent, the seller's cost (docs/decisions/0093-who-pays-the-fee.md) */
    TRANSACTION_FEE_PERCENT: z.coerce.number().min(0).max(20).default(3),
    /** serve the web app from this folder (built by `vite build`) */
    WEB_DIST: z.string().default('dist/web'),
    /** AI model provider (docs/decisions/0073): an OpenAI chat-completions server; unset = offline provider only */
    AI_BASE_URL: OptionalUrl(/^https?:\/\//, 'http(s)://'),
    AI_MODEL: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    AI_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /** how long the model may take before the offline answer is used */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(25_000).default(15_000),
    /** AI calls per user per minute */
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** how long a ranked market search page is answered again from memory (0: never; decision 0237) */
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    /** how often stock that came back without an edit is looked for (docs/decisions/0241-restock-alerts.md) */
    RESTOCK_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Single sign-on (docs/decisions/0102-single-sign-on.md): an OpenID Connect provider's issuer URL with this
     * app's client id and secret there. All three or none; unset = no SSO button.
     */
    SSO_ISSUER: OptionalUrl(/^https?:\/\//, 'http(s)://'),
    SSO_CLIENT_ID: OptionalText(),
    SSO_CLIENT_SECRET: OptionalText(),
    /** where the provider sends the person back (registered at the provider); default PUBLIC_URL + /login */
    SSO_REDIRECT_URI: OptionalUrl(/^https?:\/\//, 'http(s)://'),
    /** the provider's name on the button ("Continue with …") */
    SSO_NAME: z.string().trim().min(1).max(40).default('single sign-on'),
    /** client_secret_basic (default) or client_secret_post, for providers that do not form-decode Basic auth */
    SSO_CLIENT_AUTH: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          'must be set with the other S3 key setting (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both or none)',
      });
    const set = [c.SSO_ISSUER, c.SSO_CLIENT_ID, c.SSO_CLIENT_SECRET].filter(Boolean).length;
    if (set !== 0 && set !== 3)
      ctx.addIssue({
        code: 'custom',
        path: [!c.SSO_ISSUER ? 'SSO_ISSUER' : !c.SSO_CLIENT_ID ? 'SSO_CLIENT_ID' : 'SSO_CLIENT_SECRET'],
        message:
          'must be set with the other SSO_ settings (SSO_ISSUER, SSO_CLIENT_ID, SSO_CLIENT_SECRET: all or none)',
      });
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'config');
    const got = env[key];
    throw new ConfigError(
      `Invalid configuration: ${key} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
    );
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
