import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { Empty, Id, PageInput, page } from './common';
import { CsvFile } from './data-exchange';

/**
 * A shop's customers (issue 57 item 1; docs/decisions/0282-customers.md): one entry per person the shop knows, built
 * from her online orders, the till sales a customer was attached to, her follow and her conversations. The visits,
 * the money spent and the favourite products are read from the sales, never stored twice. Two entries of one person
 * are merged into one; the merged entry stays as an alias so its sales and account keep counting for the kept one.
 */

export const CUSTOMER_TAGS_MAX = 10;
export const CUSTOMER_IMPORT_ROWS_MAX = 2000;
export const CUSTOMER_IMPORT_CHARS_MAX = 1_000_000;

export const CustomerTag = z.string().trim().min(1).max(30);

/** a phone or WhatsApp number: digits, spaces, +, -, parentheses (kept as typed; searched by its digits) */
export const Phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9+\-() ]*$/, 'digits only');

export const CustomerFavourite = z.object({
  name: z.string(),
  /** units bought, every sale together (a weight to the thousandth) */
  units: z.number(),
});

export const Customer = z.object({
  customer_id: Id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** her account when the shop knows it (an online order, a follow, a message, her member QR) */
  user_id: Id.nullable(),
  /** she follows the shop */
  follows: z.boolean(),
  notes: z.string(),
  tags: z.array(z.string()),
  /** paid sales, online and at the till (ms of the first and the last; null before the first) */
  visits: z.number().int(),
  first_visit: z.number().int().nullable(),
  last_visit: z.number().int().nullable(),
  /** what her sales came to, after refunds */
  spent: z.number(),
  /** her loyalty points at the shop, each worth one cent (docs/decisions/0283-loyalty.md) */
  points: z.number().int(),
  /** her stamps at a stamp-card shop, 0 elsewhere (docs/decisions/0289-stamp-cards.md); always sent by the server */
  stamps: z.number().int().optional(),
  /** the stamps that fill the shop's card (0 while it runs none): the till offers the free item on a full card */
  stamps_card: z.number().int().optional(),
  /** get only (the list leaves it empty): her most bought products */
  favourites: z.array(CustomerFavourite),
  created_at: z.number().int(),
});
export type Customer = z.infer<typeof Customer>;

export const listCustomers = defineCall({
  path: '/res/customer/list',
  summary:
    "The seller's customers, newest entry first, found by name or phone (`q`: a part of the name, or digits of the number). The list takes in, first, every account that bought online, follows the shop or wrote to it.",
  auth: 'seller',
  input: z.strictObject({ q: z.string().trim().max(60).optional(), ...PageInput }),
  output: page(Customer),
});

/** one entry of the shop's customer list as the offline till keeps it on the phone */
export const TillCustomerEntry = z.object({ customer_id: Id, name: z.string(), phone: z.string() });
export type TillCustomerEntry = z.infer<typeof TillCustomerEntry>;

export const tillCustomers = defineCall({
  path: '/res/customer/till_list',
  summary:
    'Every live customer entry of the seller (id, name, phone; merged entries left out), for the offline till to find a customer by phone or name without a network (docs/decisions/0283-loyalty.md, "Customers on the offline till"). Takes in the accounts the shop met first, as the list does. No figures: the till cannot check points offline.',
  auth: 'seller',
  input: z.strictObject({}),
  output: z.object({ items: z.array(TillCustomerEntry) }),
});

export const getCustomer = defineCall({
  path: '/res/customer/get',
  summary: 'One of the seller’s customers with her favourite products (a merged entry answers the kept one).',
  auth: 'seller',
  input: z.strictObject({ customer_id: Id }),
  output: Customer,
});

export const CustomerFields = {
  name: z.string().trim().max(80),
  phone: Phone,
  email: z.union([z.literal(''), z.string().trim().email().max(200)]),
  notes: z.string().trim().max(2000),
  tags: z.array(CustomerTag).max(CUSTOMER_TAGS_MAX),
};

export const updateCustomer = defineCall({
  path: '/res/customer/update',
  summary:
    'Adds a customer (no customer_id: a name or a phone is needed) or changes one (only the fields given). A phone another of the seller’s customers has → 409.',
  auth: 'seller',
  input: z.strictObject({
    customer_id: Id.optional(),
    name: CustomerFields.name.optional(),
    phone: CustomerFields.phone.optional(),
    email: CustomerFields.email.optional(),
    notes: CustomerFields.notes.optional(),
    tags: CustomerFields.tags.optional(),
  }),
  output: Customer,
});

export const mergeCustomers = defineCall({
  path: '/res/customer/merge',
  summary:
    'Merges `merge_id` into `keep_id`: one entry with both sales, the account of either, the name, phone and email of the kept one where it has them (else the other’s), both notes and tags. The merged entry is gone from the list.',
  auth: 'seller',
  input: z.strictObject({ keep_id: Id, merge_id: Id }),
  output: Customer,
});

/** the customer file's columns (export writes, import reads; `id` empty adds a customer) */
export const CUSTOMER_COLUMNS = [
  'id',
  'name',
  'phone',
  'email',
  'tags',
  'notes',
  'visits',
  'first_visit',
  'last_visit',
  'spent',
] as const;

export const exportCustomers = defineCall({
  path: '/res/customer/export_csv',
  summary:
    'The seller’s customers as CSV (UTF-8 with a byte-order mark): id, name, phone, email, tags (separated by |), notes and her figures (dates in Hong Kong time).',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: Empty,
  output: CsvFile,
});

export const CUSTOMER_IMPORT_PROBLEMS = [
  'no_header',
  'quotes',
  'too_many_rows',
  'no_name_or_phone',
  'bad_phone',
  'bad_email',
  'unknown_id',
  'too_long',
  'duplicate_phone',
] as const;
export const CustomerImportProblem = z.enum(CUSTOMER_IMPORT_PROBLEMS);
export type CustomerImportProblem = z.infer<typeof CustomerImportProblem>;

export const importCustomers = defineCall({
  path: '/res/customer/import_csv',
  summary:
    'Reads a customer file (the export’s columns; the figures are ignored): a row with an id of the seller’s changes that customer, one without adds one. Checked whole first; written only with commit: true and no problem, in one transaction.',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({ csv: z.string().max(CUSTOMER_IMPORT_CHARS_MAX), commit: z.boolean() }),
  output: z.object({
    added: z.number().int(),
    changed: z.number().int(),
    problems: z.array(z.object({ row: z.number().int(), problem: CustomerImportProblem })),
    written: z.boolean(),
  }),
});

/** what a member QR holds: `stallfeed:member:<code>` (the code is the shopper's own at that shop) */
export const MEMBER_QR_PREFIX = 'stallfeed:member:';
export const MemberCode = z
  .string()
  .trim()
  .min(10)
  .max(120)
  .transform((s) => (s.startsWith(MEMBER_QR_PREFIX) ? s.slice(MEMBER_QR_PREFIX.length) : s));

export const memberCustomer = defineCall({
  path: '/res/customer/member',
  summary:
    'The till reads a shopper’s member QR (`stallfeed:member:<code>`, or the code): the seller’s customer it names, or 404 when the code is not of this shop.',
  auth: 'seller',
  input: z.strictObject({ code: MemberCode }),
  output: Customer,
});

export const memberCard = defineCall({
  path: '/res/customer/member_card',
  summary:
    'The shopper’s member card at one shop: the QR text she shows at its till (the shop then knows her as a customer).',
  auth: 'required',
  input: z.strictObject({ seller_id: Id }),
  output: z.object({ qr: z.string(), shop_name: z.string() }),
});
