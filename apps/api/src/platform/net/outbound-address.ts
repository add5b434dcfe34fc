import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Where the operator lets the portal connect although a customer named it (DESIGN.md §4 "Outbound
 * connections"): host names (exact, case-insensitive) and CIDRs, e.g. an internal mail relay. An
 * allowed destination may use any port.
 */
export interface AllowedDestinations {
  names: ReadonlySet<string>;
  ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

export interface OutboundPolicy {
  allowed: AllowedDestinations;
  /** Ports a destination that is not explicitly allowed may use. */
  ports: ReadonlySet<number>;
  /** The addresses the portal itself listens on besides this machine's interfaces (HOST). */
  ownHost?: string;
  /** How names are resolved: the system's resolver unless a test gives its own. */
  resolve?: Resolve;
}

/** Where to connect, or why not: the outcome never says more than that. */
export type OutboundDecision =
  | { allowed: true; address: string; family: 4 | 6 }
  | { allowed: false; reason: OutboundRefusal };

/** The address is not one the portal connects to; the port is not one it connects to; no such name. */
export type OutboundRefusal = 'not_allowed' | 'port_not_allowed' | 'unknown_host';

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const resolveAll: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * A resolver that asks no name server: `localhost` and its subdomains are this machine, every other
 * name is unknown. The test suite resolves with it, so it talks only to 127.0.0.1.
 */
export const offlineResolve: Resolve = async (host) => {
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return [
      { address: '::1', family: 6 },
      { address: '127.0.0.1', family: 4 },
    ];
  }
  throw Object.assign(new Error(`${host} is not resolved offline`), { code: 'ENOTFOUND' });
};

/** Host names and IP literals as people type them: `[::1]`, `Mail.Example.com.`, `0177.0.0.1`. */
const normalised = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/** An IPv4-mapped IPv6 address is the IPv4 address it carries. */
function plain(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/** The addresses of this machine's interfaces and the portal's own HOST: never a destination. */
function ownAddresses(ownHost: string | undefined): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? [])
      own.add(plain(ipaddr.parse(entry.address.split('%')[0] ?? '')).toString());
  }
  if (ownHost && ipaddr.isValid(normalised(ownHost)))
    own.add(plain(ipaddr.parse(normalised(ownHost))).toString());
  return own;
}

const inAllowedRange = (address: ipaddr.IPv4 | ipaddr.IPv6, allowed: AllowedDestinations) =>
  allowed.ranges.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range as never, bits),
  );

/**
 * Decides, before any connection, whether the portal may connect to `host:port` on a customer's
 * word, and answers the one address to connect to: the caller connects to that address (never to
 * the name again), so a DNS answer that changes between the check and the connection cannot get
 * through. Refused: anything but public unicast — loopback, private (RFC 1918, fc00::/7),
 * link-local (169.254/16 with cloud metadata, fe80::/10), CGNAT (100.64/10), multicast, unspecified,
 * reserved and the IPv6 forms that carry an IPv4 address — this machine's own addresses, and ports
 * outside the policy's. A name with any refused address is refused. IP literals count in every
 * spelling Node would connect to (decimal, octal, hex, short forms). Allowed destinations skip the
 * checks.
 */
export async function decideOutbound(
  host: string,
  port: number,
  policy: OutboundPolicy,
): Promise<OutboundDecision> {
  const resolve = policy.resolve ?? resolveAll;
  const name = normalised(host);
  let addresses: (ipaddr.IPv4 | ipaddr.IPv6)[];
  if (ipaddr.isValid(name)) addresses = [plain(ipaddr.parse(name))];
  else {
    try {
      addresses = (await resolve(name)).map((entry) =>
        plain(ipaddr.parse(entry.address.split('%')[0] ?? '')),
      );
    } catch {
      return { allowed: false, reason: 'unknown_host' };
    }
  }
  const [first] = addresses;
  if (!first) return { allowed: false, reason: 'unknown_host' };
  const connectTo = {
    allowed: true as const,
    address: first.toString(),
    family: first.kind() === 'ipv4' ? 4 : 6,
  } as const;
  if (
    policy.allowed.names.has(name) ||
    addresses.every((address) => inAllowedRange(address, policy.allowed))
  ) {
    return connectTo;
  }
  const own = ownAddresses(policy.ownHost);
  const refused = addresses.some((address) => address.range() !== 'unicast' || own.has(address.toString()));
  if (refused) return { allowed: false, reason: 'not_allowed' };
  if (!policy.ports.has(port)) return { allowed: false, reason: 'port_not_allowed' };
  return connectTo;
}

/** `MAIL_SERVER_ALLOWED_HOSTS` and the like: host names or CIDRs (a bare address is a /32 or /128). */
export function parseAllowedDestinations(text: string): AllowedDestinations {
  const names = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const raw of text.split(',')) {
    const entry = normalised(raw);
    if (!entry) continue;
    if (entry.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(entry);
      ranges.push([
        plain(address),
        address.kind() === 'ipv6' && plain(address).kind() === 'ipv4' ? bits - 96 : bits,
      ]);
    } else if (ipaddr.isValid(entry)) {
      const address = plain(ipaddr.parse(entry));
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else names.add(entry);
  }
  return { names, ranges };
}

/** Whether every entry is a host name, an address or a CIDR. */
export function isAllowedDestinationsSetting(text: string): boolean {
  return text.split(',').every((raw) => {
    const entry = normalised(raw);
    if (!entry) return true;
    if (entry.includes('/')) return ipaddr.isValidCIDR(entry);
    return (
      ipaddr.isValid(entry) || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)
    );
  });
}
