import { z } from 'zod';
import { MailLocale } from './auth';
import { defineCall } from './call';

/**
 * The mails a shopper gets about her orders and her messages (docs/decisions/0275-mails-to-shoppers.md), each kind
 * on unless she turned it off. The order kinds are about one of her orders; `messages` (a shop's message she has not
 * read within an hour) is not, and its mails carry a one-click unsubscribe (RFC 8058).
 */
export const SHOPPER_MAIL_KINDS = [
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_ready',
  'order_completed',
  'order_refunded',
  'order_cancelled',
  'messages',
] as const;
export const ShopperMailKind = z.enum(SHOPPER_MAIL_KINDS);
export type ShopperMailKind = z.infer<typeof ShopperMailKind>;

/** the kinds about one of her orders (transactional: no List-Unsubscribe header) */
export const ORDER_MAIL_KINDS: readonly ShopperMailKind[] = SHOPPER_MAIL_KINDS.filter(
  (k) => k !== 'messages',
);

export const MailSettings = z.object({
  /** every kind, true when she gets its mails */
  kinds: z.object(
    Object.fromEntries(SHOPPER_MAIL_KINDS.map((k) => [k, z.boolean()])) as Record<
      ShopperMailKind,
      z.ZodBoolean
    >,
  ),
  /** where they go (null: the account has no email, e.g. a wallet sign-up, and gets none) */
  email: z.string().nullable(),
  /** whether that address is verified: an unverified one gets no mails until it is (decision 0275) */
  email_verified: z.boolean(),
  /** the language they are written in */
  locale: MailLocale,
});
export type MailSettings = z.infer<typeof MailSettings>;

export const mailSettings = defineCall({
  path: '/res/account/mail_settings',
  summary:
    'The caller’s mail settings: `{}` reads them; `{ kinds: { order_shipped: false, messages: false, … } }` turns the named kinds on or off (the others stay as they are); `locale` sets the language mails are written in. Answers every kind, the address they go to and the language.',
  auth: 'required',
  input: z.strictObject({
    kinds: z
      .strictObject(
        Object.fromEntries(SHOPPER_MAIL_KINDS.map((k) => [k, z.boolean().optional()])) as Record<
          ShopperMailKind,
          z.ZodOptional<z.ZodBoolean>
        >,
      )
      .optional(),
    locale: MailLocale.optional(),
  }),
  output: MailSettings,
});
