import type { Notification } from '../../contract/notifications';
import { TEST_PASSWORD, type TestServer } from '../testing/test-server';
import { SseClient } from './sse-client';

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

/** The SSE stream (docs/decisions/0066-notifications-live.md), open and past its `ready` event. */
export async function openStream(url: string, token: string, lastEventId?: string) {
  const res = await fetch(`${url}/api/user/notification/stream_ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{"data":{}}',
  });
  const { data } = (await res.json()) as { data: { ticket: string } };
  const client = await SseClient.open(
    `${url}/api/user/notification/stream?ticket=${encodeURIComponent(data.ticket)}`,
    lastEventId ? { 'last-event-id': lastEventId } : {},
  );
  await client.next((e) => e.event === 'ready', 2000);
  return { client, ticket: data.ticket };
}
