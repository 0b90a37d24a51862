import dns from 'node:dns';
import net from 'node:net';

/**
 * Where the server may send a Web Push request (docs/decisions/0257-push-endpoints.md): an `https:` URL on an
 * allowed push service, connected to an address checked here, never to this machine or its private networks.
 */

/**
 * IPv4 ranges that are not the public internet: the IANA IPv4 Special-Purpose Address Registry
 * (https://www.iana.org/assignments/iana-ipv4-special-registry, RFC 6890), all of it, plus multicast
 * (224.0.0.0/4, IANA IPv4 Multicast Address Space Registry). The few special ranges that registry calls globally
 * reachable (AS112, AMT, PCP/TURN anycast) are refused too: no push service lives there.
 */
export const NON_PUBLIC_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network" (RFC 791), 0.0.0.0 itself included
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // shared address space, carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback (RFC 1122)
  ['169.254.0.0', 16], // link-local (RFC 3927), where cloud metadata services answer
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890)
  ['192.0.2.0', 24], // documentation TEST-NET-1 (RFC 5737)
  ['192.31.196.0', 24], // AS112-v4 (RFC 7535)
  ['192.52.193.0', 24], // AMT (RFC 7450)
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast (RFC 7526)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['192.175.48.0', 24], // direct delegation AS112 service (RFC 7534)
  ['198.18.0.0', 15], // benchmarking (RFC 2544)
  ['198.51.100.0', 24], // documentation TEST-NET-2 (RFC 5737)
  ['203.0.113.0', 24], // documentation TEST-NET-3 (RFC 5737)
  ['224.0.0.0', 4], // multicast (RFC 5771)
  ['240.0.0.0', 4], // reserved (RFC 1112), 255.255.255.255 broadcast included
];

/**
 * IPv6: only global unicast (2000::/3, IANA IPv6 Address Space registry) is public, less the ranges of the IANA
 * IPv6 Special-Purpose Address Registry (https://www.iana.org/assignments/iana-ipv6-special-registry) inside it.
 * Everything outside 2000::/3 is refused: ::/128, ::1/128, IPv4-compatible ::/96, 100::/64, 64:ff9b:1::/48,
 * fc00::/7 unique-local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast. IPv4-mapped
 * (::ffff:0:0/96) and NAT64 (64:ff9b::/96) addresses are judged by the IPv4 address they carry.
 */
export const NON_PUBLIC_IPV6_IN_GLOBAL: readonly [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID… (RFC 2928)
  ['2001:db8::', 32], // documentation (RFC 3849)
  ['2002::', 16], // 6to4 (RFC 3056): would carry any IPv4 address
  ['3fff::', 20], // documentation (RFC 9637)
];

const v4Blocked = new net.BlockList();
for (const [address, prefix] of NON_PUBLIC_IPV4) v4Blocked.addSubnet(address, prefix, 'ipv4');
const v6Blocked = new net.BlockList();
for (const [address, prefix] of NON_PUBLIC_IPV6_IN_GLOBAL) v6Blocked.addSubnet(address, prefix, 'ipv6');

/** the eight 16-bit groups of an IPv6 address (its canonical form by the WHATWG URL parser, no zone) */
function ipv6Groups(address: string): number[] {
  const host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = host.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(fill).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
}

/** true when `address` (an IP literal) is a public unicast address of the internet */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !v4Blocked.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return false; // a zone id only goes with link-local addresses
  const g = ipv6Groups(address);
  const carried = `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if (mapped || nat64) return isPublicAddress(carried);
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  return !v6Blocked.check(address, 'ipv6');
}

/**
 * The browsers' push services (decision 0257): Chrome, Edge on Android, Samsung Internet, Opera (Firebase Cloud
 * Messaging), Firefox (Mozilla autopush), Safari (Apple), Edge on Windows (Windows Push Notification Services).
 */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

/**
 * One `PUSH_ALLOWED_HOSTS` entry in its canonical form, or null when it is none: `*`, a host name, `*.` and a
 * domain (its subdomains), an IPv4 address or a bracketed IPv6 address, as the WHATWG URL parser writes hosts.
 */
export function canonicalHostEntry(entry: string): string | null {
  const e = entry.trim().toLowerCase();
  if (e === '*') return e;
  const wildcard = e.startsWith('*.');
  const host = (wildcard ? e.slice(2) : e).replace(/\.$/, '');
  // a host alone: no port, path, user or zone (a colon only inside an IPv6 address's brackets)
  if (!host || /[\s/?#@\\%]/.test(host)) return null;
  if (host.startsWith('[') ? !host.endsWith(']') : host.includes(':')) return null;
  try {
    const parsed = new URL(`https://${host}/`).hostname;
    if (wildcard && (net.isIP(parsed) || parsed.startsWith('['))) return null;
    return wildcard ? `*.${parsed}` : parsed;
  } catch {
    return null;
  }
}

/** the addresses a host name has, in the resolver's order */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** an endpoint that may be sent to, and the very address to connect to */
export interface VettedEndpoint {
  url: URL;
  /** the host without brackets, for the TLS server name and certificate check */
  hostname: string;
  address: string;
  port: number;
}

/**
 * `refused`: the endpoint is not allowed (never store it, forget it if stored); `unresolved`: its name has no
 * address now (a subscribe is refused; a stored one is kept and tried at the next message)
 */
export type Verdict =
  | { ok: true; endpoint: VettedEndpoint }
  | { ok: false; reason: 'refused' | 'unresolved' };

export class PushEndpointPolicy {
  /** hosts trusted at any address (configured); null: none configured, the browsers' services at public addresses */
  private readonly trusted: string[] | null;
  private readonly anyPublic: boolean;

  constructor(
    /** PUSH_ALLOWED_HOSTS, canonical entries (server/config.ts); undefined: the browsers' push services */
    allowedHosts: readonly string[] | undefined,
    /** how names become addresses; tests map names of their own */
    public resolve: Resolve = systemResolve,
  ) {
    this.trusted = allowedHosts ? allowedHosts.filter((h) => h !== '*') : null;
    this.anyPublic = allowedHosts?.includes('*') ?? false;
  }

  private static matches(host: string, list: readonly string[]): boolean {
    return list.some((entry) =>
      entry.startsWith('*.')
        ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1
        : host === entry,
    );
  }

  async vet(endpoint: string): Promise<Verdict> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return { ok: false, reason: 'refused' };
    }
    if (url.protocol !== 'https:' || url.username || url.password) return { ok: false, reason: 'refused' };
    // the parser's host: decimal, hex, octal and short IPv4 notations are already the dotted address here
    const host = url.hostname.replace(/\.$/, '');
    const hostname = host.startsWith('[') ? host.slice(1, -1) : host;
    const trusted = this.trusted !== null && PushEndpointPolicy.matches(host, this.trusted);
    const allowed =
      trusted ||
      (this.trusted === null ? PushEndpointPolicy.matches(host, BROWSER_PUSH_SERVICES) : this.anyPublic);
    if (!allowed) return { ok: false, reason: 'refused' };
    let addresses: string[];
    if (net.isIP(hostname)) addresses = [hostname];
    else {
      try {
        addresses = (await this.resolve(hostname)).map((a) => a.address);
      } catch {
        return { ok: false, reason: 'unresolved' };
      }
      if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
    }
    // every address must be public: a name with one public and one private answer is refused
    if (!trusted && !addresses.every(isPublicAddress)) return { ok: false, reason: 'refused' };
    return {
      ok: true,
      endpoint: { url, hostname, address: addresses[0]!, port: url.port ? Number(url.port) : 443 },
    };
  }
}
