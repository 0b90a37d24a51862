import { describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-error';
import { serverWithCast } from '../../testing/file-server';

/** A shop's WhatsApp number (docs/decisions/0246-conversations.md): kept as international digits, shown publicly. */
const { server, seller, buyer } = await serverWithCast();

describe(`a shop's WhatsApp (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('8 Hong Kong digits get 852; + and a country code stay; the shop page shows it; nonsense is refused', async () => {
    const own = await server.call<{ whatsapp: string }>(
      '/user/info/update',
      { whatsapp: '9123 4567' },
      { token: seller.token },
    );
    expect(own.data.whatsapp).toBe('85291234567');
    const shown = await server.call<{ whatsapp: string }>(
      '/user/info/public',
      { user_id: seller.user_id },
      { token: buyer.token },
    );
    expect(shown.data.whatsapp).toBe('85291234567');
    const abroad = await server.call<{ whatsapp: string }>(
      '/user/info/update',
      { whatsapp: '+44 20 7946 0958' },
      { token: seller.token },
    );
    expect(abroad.data.whatsapp).toBe('442079460958');
    expectError(
      await server.call('/user/info/update', { whatsapp: 'call me' }, { token: seller.token }),
      400,
    );
    const cleared = await server.call<{ whatsapp: string }>(
      '/user/info/update',
      { whatsapp: '' },
      { token: seller.token },
    );
    expect(cleared.data.whatsapp).toBe('');
  });
});
