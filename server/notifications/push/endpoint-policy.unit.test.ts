import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { canonicalHostEntry, isPublicAddress, PushEndpointPolicy, type Resolve } from './endpoint-policy';

/**
 * Which addresses the server may send a push to (docs/decisions/0257-push-endpoints.md), tested against the
 * published registries, not against the module's own table: every block below is copied from its source.
 */

/**
 * IANA IPv4 Special-Purpose Address Registry (https://www.iana.org/assignments/iana-ipv4-special-registry,
 * RFC 6890 and its updates), every entry; plus 224.0.0.0/4 from the IANA IPv4 Multicast Address Space Registry.
 * Each range is tried at its first address, one inside and its last address.
 */
const IANA_IPV4_SPECIAL: [string, string, string][] = [
  ['0.0.0.0/8', '0.0.0.0', '0.255.255.255'], // "This network"
  ['0.0.0.0/32', '0.0.0.0', '0.0.0.0'], // "This host on this network"
  ['10.0.0.0/8', '10.0.0.0', '10.255.255.255'], // Private-Use
  ['100.64.0.0/10', '100.64.0.0', '100.127.255.255'], // Shared Address Space
  ['127.0.0.0/8', '127.0.0.0', '127.255.255.255'], // Loopback
  ['169.254.0.0/16', '169.254.0.0', '169.254.255.255'], // Link Local
  ['172.16.0.0/12', '172.16.0.0', '172.31.255.255'], // Private-Use
  ['192.0.0.0/24', '192.0.0.0', '192.0.0.255'], // IETF Protocol Assignments
  ['192.0.0.0/29', '192.0.0.0', '192.0.0.7'], // IPv4 Service Continuity Prefix
  ['192.0.0.8/32', '192.0.0.8', '192.0.0.8'], // IPv4 dummy address
  ['192.0.0.9/32', '192.0.0.9', '192.0.0.9'], // Port Control Protocol Anycast
  ['192.0.0.10/32', '192.0.0.10', '192.0.0.10'], // Traversal Using Relays around NAT Anycast
  ['192.0.0.170/32', '192.0.0.170', '192.0.0.171'], // NAT64/DNS64 Discovery
  ['192.0.2.0/24', '192.0.2.0', '192.0.2.255'], // Documentation (TEST-NET-1)
  ['192.31.196.0/24', '192.31.196.0', '192.31.196.255'], // AS112-v4
  ['192.52.193.0/24', '192.52.193.0', '192.52.193.255'], // AMT
  ['192.88.99.0/24', '192.88.99.0', '192.88.99.255'], // Deprecated (6to4 Relay Anycast)
  ['192.168.0.0/16', '192.168.0.0', '192.168.255.255'], // Private-Use
  ['192.175.48.0/24', '192.175.48.0', '192.175.48.255'], // Direct Delegation AS112 Service
  ['198.18.0.0/15', '198.18.0.0', '198.19.255.255'], // Benchmarking
  ['198.51.100.0/24', '198.51.100.0', '198.51.100.255'], // Documentation (TEST-NET-2)
  ['203.0.113.0/24', '203.0.113.0', '203.0.113.255'], // Documentation (TEST-NET-3)
  ['240.0.0.0/4', '240.0.0.0', '255.255.255.254'], // Reserved
  ['255.255.255.255/32', '255.255.255.255', '255.255.255.255'], // Limited Broadcast
  ['224.0.0.0/4', '224.0.0.0', '239.255.255.255'], // Multicast (IPv4 Multicast Address Space Registry)
];

/**
 * IANA IPv6 Special-Purpose Address Registry (https://www.iana.org/assignments/iana-ipv6-special-registry), every
 * entry, plus fec0::/10 (site-local, deprecated by RFC 3879) and ff00::/8 (IANA IPv6 Multicast Address Space).
 */
const IANA_IPV6_SPECIAL: [string, string, string][] = [
  ['::1/128', '::1', '::1'], // Loopback Address
  ['::/128', '::', '::'], // Unspecified Address
  ['::ffff:0:0/96', '::ffff:0:0', '::ffff:7f00:1'], // IPv4-mapped Address (0.0.0.0 and 127.0.0.1 inside)
  ['64:ff9b::/96', '64:ff9b::a00:1', '64:ff9b::c0a8:101'], // IPv4-IPv6 Translat. (10.0.0.1, 192.168.1.1 inside)
  ['64:ff9b:1::/48', '64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'], // IPv4-IPv6 Translat. (local use)
  ['100::/64', '100::', '100::ffff:ffff:ffff:ffff'], // Discard-Only Address Block
  ['100:0:0:1::/64', '100:0:0:1::', '100:0:0:1:ffff:ffff:ffff:ffff'], // Dummy IPv6 Prefix
  ['2001::/23', '2001::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'], // IETF Protocol Assignments
  ['2001::/32', '2001::', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff'], // TEREDO
  ['2001:1::1/128', '2001:1::1', '2001:1::1'], // Port Control Protocol Anycast
  ['2001:1::2/128', '2001:1::2', '2001:1::2'], // Traversal Using Relays around NAT Anycast
  ['2001:1::3/128', '2001:1::3', '2001:1::3'], // DNS-SD Service Registration Protocol Anycast
  ['2001:2::/48', '2001:2::', '2001:2:0:ffff:ffff:ffff:ffff:ffff'], // Benchmarking
  ['2001:3::/32', '2001:3::', '2001:3:ffff:ffff:ffff:ffff:ffff:ffff'], // AMT
  ['2001:4:112::/48', '2001:4:112::', '2001:4:112:ffff:ffff:ffff:ffff:ffff'], // AS112-v6
  ['2001:10::/28', '2001:10::', '2001:1f:ffff:ffff:ffff:ffff:ffff:ffff'], // Deprecated (previously ORCHID)
  ['2001:20::/28', '2001:20::', '2001:2f:ffff:ffff:ffff:ffff:ffff:ffff'], // ORCHIDv2
  ['2001:30::/28', '2001:30::', '2001:3f:ffff:ffff:ffff:ffff:ffff:ffff'], // Drone Remote ID Protocol Entity Tags
  ['2001:db8::/32', '2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'], // Documentation
  ['2002::/16', '2002::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // 6to4
  ['3fff::/20', '3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'], // Documentation
  ['5f00::/16', '5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // Segment Routing (SRv6) SIDs
  ['fc00::/7', 'fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // Unique-Local
  ['fe80::/10', 'fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // Link-Local Unicast
  ['fec0::/10', 'fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // Site-Local (RFC 3879)
  ['ff00::/8', 'ff00::', 'ff02::1'], // Multicast
];

/** the push services' and well-known resolvers' public addresses (looked up once, written down) */
const PUBLIC = [
  '142.250.196.10', // fcm.googleapis.com
  '34.117.65.55', // updates.push.services.mozilla.com
  '17.253.144.10', // an Apple address
  '8.8.8.8',
  '1.1.1.1',
  '100.63.255.255', // just below 100.64.0.0/10
  '100.128.0.0', // just above it
  '172.15.255.255',
  '172.32.0.0',
  '192.0.3.0',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2a00:1450:4001:82a::200a', // fcm.googleapis.com
  '2001:4860:4860::8888', // Google Public DNS
  '2606:4700:4700::1111', // Cloudflare
  '2001:200::1', // just above 2001::/23
  '::ffff:8.8.8.8', // IPv4-mapped public
  '64:ff9b::808:808', // NAT64 of 8.8.8.8
];

describe('public addresses', () => {
  it.each(IANA_IPV4_SPECIAL)('IPv4 %s is not public', (_range, first, last) => {
    expect(isPublicAddress(first)).toBe(false);
    expect(isPublicAddress(last)).toBe(false);
  });

  it.each(IANA_IPV6_SPECIAL)('IPv6 %s is not public', (_range, first, last) => {
    expect(isPublicAddress(first)).toBe(false);
    expect(isPublicAddress(last)).toBe(false);
  });

  it('each IPv4 special range, written as IPv4-mapped and NAT64 IPv6, is not public either', () => {
    for (const [, first, last] of IANA_IPV4_SPECIAL)
      for (const v4 of [first, last]) {
        expect(isPublicAddress(`::ffff:${v4}`), `::ffff:${v4}`).toBe(false);
        expect(isPublicAddress(`64:ff9b::${v4}`), `64:ff9b::${v4}`).toBe(false);
      }
  });

  it.each(PUBLIC)('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('what is not an address, or carries a zone, is not public', () => {
    for (const x of ['', 'localhost', '8.8.8', '2130706433', 'fe80::1%eth0', '2001:4860::8888%1'])
      expect(isPublicAddress(x), x).toBe(false);
  });
});

/** a resolver with names of its own; any other name has no address */
function resolver(names: Record<string, string[]>): Resolve {
  return async (host) => {
    const addresses = names[host];
    if (!addresses) throw Object.assign(new Error(`no such name ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('push endpoint policy', () => {
  const services = resolver({
    'fcm.googleapis.com': ['142.250.196.10', '2a00:1450:4001:82a::200a'],
    'updates.push.services.mozilla.com': ['34.117.65.55'],
    'web.push.apple.com': ['17.253.144.10'],
    'wns2-par02p.notify.windows.com': ['20.44.229.112'],
    'evil.example': ['10.0.0.1'],
    'half.example': ['8.8.8.8', '127.0.0.1'],
    'fine.example': ['8.8.8.8'],
    'gateway.corp': ['10.1.2.3'],
  });

  it('by default, the browsers’ push services are allowed, at the address that was checked', async () => {
    const policy = new PushEndpointPolicy(undefined, services);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b-x',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavX',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      const verdict = await policy.vet(endpoint);
      expect(verdict.ok, endpoint).toBe(true);
    }
    const fcm = await policy.vet('https://fcm.googleapis.com/fcm/send/x');
    expect(fcm).toMatchObject({ ok: true, endpoint: { address: '142.250.196.10', port: 443 } });
  });

  it('by default, any other host is refused, public or not, and so is what is not https', async () => {
    const policy = new PushEndpointPolicy(undefined, services);
    for (const endpoint of [
      'https://fine.example/push',
      'https://notify.windows.com.evil.example/',
      'https://evilnotify.windows.com/',
      'http://fcm.googleapis.com/fcm/send/x',
      'file:///etc/passwd',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(await policy.vet(endpoint), endpoint).toEqual({ ok: false, reason: 'refused' });
  });

  it('a push service that resolves to a private address is refused (a poisoned or rebound name)', async () => {
    const policy = new PushEndpointPolicy(
      undefined,
      resolver({ 'fcm.googleapis.com': ['142.250.196.10', '192.168.1.1'] }),
    );
    expect(await policy.vet('https://fcm.googleapis.com/x')).toEqual({ ok: false, reason: 'refused' });
  });

  it('with `*`, any host is allowed when every one of its addresses is public, in every IP notation', async () => {
    const policy = new PushEndpointPolicy(['*'], services);
    expect((await policy.vet('https://fine.example/push')).ok).toBe(true);
    expect((await policy.vet('https://8.8.8.8/push')).ok).toBe(true);
    expect((await policy.vet('https://134744072/push')).ok).toBe(true); // 8.8.8.8 in decimal
    for (const endpoint of [
      'https://evil.example/',
      'https://half.example/',
      'https://no-such-name.example/',
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://0x7f000001/',
      'https://0x7f.1/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://[0:0:0:0:0:ffff:169.254.169.254]/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://0.0.0.0/',
      'https://0/',
      'https://[::]/',
    ]) {
      const verdict = await policy.vet(endpoint);
      expect(verdict.ok, endpoint).toBe(false);
    }
    expect(await policy.vet('https://no-such-name.example/')).toEqual({ ok: false, reason: 'unresolved' });
  });

  it('a configured host is trusted at any address, and nothing else is allowed', async () => {
    const policy = new PushEndpointPolicy(['gateway.corp', '127.0.0.1', '[::1]'], services);
    expect(await policy.vet('https://gateway.corp:8443/p')).toMatchObject({
      ok: true,
      endpoint: { address: '10.1.2.3', port: 8443, hostname: 'gateway.corp' },
    });
    expect((await policy.vet('https://127.0.0.1:9/p')).ok).toBe(true);
    expect(await policy.vet('https://[::1]/p')).toMatchObject({ ok: true, endpoint: { address: '::1' } });
    // the browsers' services are not allowed any more, and http: is still refused
    expect((await policy.vet('https://fcm.googleapis.com/x')).ok).toBe(false);
    expect((await policy.vet('http://gateway.corp/p')).ok).toBe(false);
    expect((await policy.vet('https://127.0.0.2/p')).ok).toBe(false);
  });

  it('PUSH_ALLOWED_HOSTS is read as host names and refused with one clear line otherwise', () => {
    expect(canonicalHostEntry(' FCM.googleapis.com ')).toBe('fcm.googleapis.com');
    expect(canonicalHostEntry('*.Notify.Windows.com')).toBe('*.notify.windows.com');
    expect(canonicalHostEntry('[0:0::1]')).toBe('[::1]');
    for (const bad of ['https://x.com', 'x.com:443', 'x.com/path', 'u@x.com', '*.10.0.0.1', '[::1]:8', ''])
      expect(canonicalHostEntry(bad), bad).toBeNull();
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: 'push.corp, *' }).PUSH_ALLOWED_HOSTS).toEqual(['push.corp', '*']);
    expect(loadConfig({}).PUSH_ALLOWED_HOSTS).toBeUndefined();
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'push.corp:443' })).toThrow(
      /PUSH_ALLOWED_HOSTS must be host names separated by commas/,
    );
  });
});
