import { z } from 'zod';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_IMPORT_ROWS_MAX,
  CUSTOMER_TAGS_MAX,
  type CustomerImportProblem,
  CustomerTag,
} from '../../contract/customers';
import { formatHk } from '../../contract/hk-time';
import { csvFilename, parseCsv, toCsv, unescapeFormula } from '../csv/csv';
import { newId } from '../db/ids';
import type { SessionUser } from '../http/context';
import { nameKeyOf, phoneKeyOf } from './customer-rows';
import type { CustomerChanges, CustomersRepository } from './repository';
import type { CustomersService } from './service';

const Email = z.string().email().max(200);

interface Planned {
  id: string | null;
  changes: Required<
    Pick<CustomerChanges, 'name' | 'name_key' | 'phone' | 'phone_key' | 'email' | 'notes' | 'tags_json'>
  >;
}

/** The customer list as CSV, out and in (docs/decisions/0282-customers.md; server/csv with papaparse). */
export class CustomersCsv {
  constructor(
    private readonly repo: CustomersRepository,
    private readonly customers: CustomersService,
    private readonly now: () => number,
  ) {}

  async export(seller: SessionUser): Promise<{ filename: string; csv: string }> {
    const everyone = await this.customers.everyone(seller);
    const rows = everyone.map((c) => [
      c.customer_id,
      c.name,
      c.phone,
      c.email,
      c.tags.join('|'),
      c.notes,
      c.visits,
      c.first_visit === null ? '' : formatHk(c.first_visit),
      c.last_visit === null ? '' : formatHk(c.last_visit),
      c.spent.toFixed(2),
    ]);
    return { filename: csvFilename('customers', this.now()), csv: toCsv(CUSTOMER_COLUMNS, rows) };
  }

  async import(
    input: { csv: string; commit: boolean },
    seller: SessionUser,
  ): Promise<{
    added: number;
    changed: number;
    problems: { row: number; problem: CustomerImportProblem }[];
    written: boolean;
  }> {
    const parsed = parseCsv(input.csv);
    const problems: { row: number; problem: CustomerImportProblem }[] = parsed.errors.map((e) => ({
      row: e.row,
      problem: 'quotes' as const,
    }));
    if (!parsed.columns.includes('name') && !parsed.columns.includes('phone'))
      problems.push({ row: 1, problem: 'no_header' });
    if (parsed.rows.length > CUSTOMER_IMPORT_ROWS_MAX) problems.push({ row: 1, problem: 'too_many_rows' });
    const planned: Planned[] = [];
    const phones = new Set<string>();
    if (problems.length === 0) {
      for (const { row, cells } of parsed.rows) {
        const cell = (name: string) => unescapeFormula((cells[name] ?? '').trim());
        const id = cell('id') || null;
        const name = cell('name');
        const phone = cell('phone');
        const email = cell('email');
        const notes = cell('notes');
        const tags = cell('tags')
          .split('|')
          .map((t) => t.trim())
          .filter((t) => t !== '');
        const phoneKey = phoneKeyOf(phone);
        const problem: CustomerImportProblem | null =
          name === '' && phone === ''
            ? 'no_name_or_phone'
            : name.length > 80 || notes.length > 2000 || tags.length > CUSTOMER_TAGS_MAX
              ? 'too_long'
              : phone !== '' && (!/^[0-9+\-() ]*$/.test(phone) || phoneKey.length < 6 || phone.length > 30)
                ? 'bad_phone'
                : email !== '' && !Email.safeParse(email).success
                  ? 'bad_email'
                  : tags.some((t) => !CustomerTag.safeParse(t).success)
                    ? 'too_long'
                    : phoneKey !== '' && phones.has(phoneKey)
                      ? 'duplicate_phone'
                      : null;
        if (problem) {
          problems.push({ row, problem });
          continue;
        }
        if (id) {
          const found = await this.repo.find(seller.id, id);
          if (!found || found.merged_into) {
            problems.push({ row, problem: 'unknown_id' });
            continue;
          }
        }
        if (phoneKey) {
          const other = await this.repo.withPhone(seller.id, phoneKey, id);
          if (other) {
            problems.push({ row, problem: 'duplicate_phone' });
            continue;
          }
          phones.add(phoneKey);
        }
        planned.push({
          id,
          changes: {
            name,
            name_key: nameKeyOf(name),
            phone,
            phone_key: phoneKey,
            email,
            notes,
            tags_json: JSON.stringify([...new Set(tags)]),
          },
        });
      }
    }
    const added = planned.filter((p) => p.id === null).length;
    const changed = planned.length - added;
    if (!input.commit || problems.length > 0) return { added, changed, problems, written: false };
    const now = this.now();
    await this.repo.transaction(async (repo) => {
      for (const p of planned) {
        if (p.id) await repo.update(p.id, p.changes, now);
        else
          await repo.insert({
            id: newId(now),
            seller_id: seller.id,
            user_id: null,
            member_code: null,
            merged_into: null,
            created_at: now,
            updated_at: now,
            ...p.changes,
          });
      }
    });
    return { added, changed, problems, written: true };
  }
}
