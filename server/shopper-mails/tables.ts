/**
 * A shopper's mail settings (docs/decisions/0275-mails-to-shoppers.md): a row per kind she turned off (every kind is
 * on until then), and the key that signs the one-click unsubscribe links (one row, made by the first process that
 * needs it, shared by all).
 */
export interface ShopperMailOptOutsTable {
  user_id: string;
  /** a kind of contract/shopper-mails.ts SHOPPER_MAIL_KINDS */
  kind: string;
  created_at: number;
}

export interface ShopperMailKeysTable {
  id: string;
  secret: string;
}

export interface ShopperMailsTables {
  shopper_mail_opt_outs: ShopperMailOptOutsTable;
  shopper_mail_keys: ShopperMailKeysTable;
}
