import type { Notification } from '../../contract/notifications';
import { TEST_PASSWORD, type TestServer } from '../testing/test-server';

/** Shared by the notifications API tests. */
export type NotificationPage = { items: Notification[]; next_cursor: string | null; unread: number };

export async function inbox(server: TestServer, token: string, data: Record<string, unknown> = {}) {
  return (await server.call<NotificationPage>('/user/notification/list', data, { token })).data;
}

/** a second session of the same account (another device) */
export async function secondDevice(server: TestServer, email: string): Promise<string> {
  const res = await server.call<{ token: string }>('/auth/user/login', { email, passwd: TEST_PASSWORD });
  return res.data.token;
}
