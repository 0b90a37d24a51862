import type { Role } from '../../contract/common';

/** The demo accounts the README lists. One password for all, so a tester can switch quickly. */
export const DEMO_PASSWORD = 'stallfeed-demo-2026';

export interface DemoAccount {
  key: 'mei' | 'kenji' | 'ada' | 'ben';
  email: string;
  username: string;
  role: Role;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { key: 'mei', email: 'mei@stallfeed.demo', username: 'mei_dried_goods', role: 's' },
  { key: 'kenji', email: 'kenji@stallfeed.demo', username: 'kenji_crafts', role: 's' },
  { key: 'ada', email: 'ada@stallfeed.demo', username: 'ada', role: 'c' },
  { key: 'ben', email: 'ben@stallfeed.demo', username: 'ben', role: 'c' },
];
