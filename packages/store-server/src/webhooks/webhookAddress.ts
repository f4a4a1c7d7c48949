import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

// docs/decisions/0190: an endpoint never reaches the store's own network. A URL is checked when the
// owner adds it, and every address its name resolves to is checked again at each delivery, on the
// address the request then connects to (the `lookup` below), so a name that resolves to a public
// address at creation and a private one later (DNS rebinding) is refused too. No redirect is followed.

/** The ranges no delivery may reach, IPv4 and IPv6. Node's BlockList also matches IPv4-mapped IPv6. */
const REFUSED: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this" network
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b::', 96, 'ipv6'], // NAT64: an IPv4 address behind it
  ['100::', 64, 'ipv6'], // discard
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const refused = new BlockList();
for (const [address, prefix, family] of REFUSED) refused.addSubnet(address, prefix, family);

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `allowLoopback` may be set: the demo's explicit setting, never production. */
export interface AddressPolicy {
  /** Demo mode with PC_WEBHOOKS_ALLOW_LOCAL: http and loopback addresses (a local receiver). */
  allowLocal: boolean;
}

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether a delivery may connect to `address` (an IP literal). */
export const isAddressAllowed = (address: string, { allowLocal }: AddressPolicy): boolean => {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 0) return false;
  const family = familyOf(bare);
  if (allowLocal && loopback.check(bare, family)) return true;
  return !refused.check(bare, family);
};

export class RefusedAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddress';
  }
}

/**
 * Why `url` cannot be an endpoint, or null when it can: https (http only with `allowLocal`), no
 * credentials in it, and a host that is no refused address literal. A name is checked at delivery.
 */
export const endpointUrlProblem = (url: string, policy: AddressPolicy): string | null => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a URL';
  }
  if (parsed.protocol !== 'https:' && !(policy.allowLocal && parsed.protocol === 'http:'))
    return 'must start with https://';
  if (parsed.username || parsed.password) return 'must not hold a user name or password';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isAddressAllowed(host, policy)) return 'is an address of a private network';
  if (isIP(host) === 0 && /^localhost$|\.localhost$|\.local$|\.internal$/i.test(host) && !policy.allowLocal)
    return 'is a name of a private network';
  return null;
};

/**
 * A `lookup` for http(s).request that resolves the name itself and hands the socket only an address
 * that passes; one refused address refuses the name (its other answers could be chosen next time).
 */
export const guardedLookup =
  (policy: AddressPolicy, resolve: typeof dnsLookup = dnsLookup): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const bad = list.find((entry) => !isAddressAllowed(entry.address, policy));
      if (bad || list.length === 0)
        return callback(
          new RefusedAddress(`${hostname} resolves to ${bad?.address ?? 'nothing'}, which is not reachable`),
          '',
          0,
        );
      if (options.all) return callback(null, list as never);
      const first = list[0] as { address: string; family: number };
      return callback(null, first.address, first.family);
    });
  };
