import type { PeriodicJobSpec } from '../jobs/periodic-job';
import type { ShopperMails } from './service';

const EVERY_MS = 5 * 60_000;

/**
 * Mails a shopper about a shop's message she has not read for an hour (docs/decisions/0275-mails-to-shoppers.md):
 * at start and every 5 minutes, once across processes; a mail is at most 5 minutes later than the hour.
 */
export function unreadMessageMailJob(mails: ShopperMails): PeriodicJobSpec {
  return {
    name: 'shopper-message-mails',
    everyMs: EVERY_MS,
    run: () => mails.mailUnreadMessages(),
  };
}
