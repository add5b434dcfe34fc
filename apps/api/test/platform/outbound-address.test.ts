// Where the portal may connect on a customer's word (DESIGN.md §4 "Outbound connections"): public
// unicast addresses on the allowed ports, or what the operator allows; every spelling of a private
// address refused, and a name with any private address refused (issue 30).
import { describe, expect, it } from 'vitest';
import {
  decideOutbound,
  isAllowedDestinationsSetting,
  type OutboundPolicy,
  parseAllowedDestinations,
  type Resolve,
} from '../../src/platform/net/outbound-address';

/** Names as a name server would answer them here: none of them is asked for real. */
const names: Record<string, string[]> = {
  'mail.example.com': ['93.184.216.34'],
  'rebinding.example.com': ['93.184.216.34', '10.0.0.7'],
  'loopback.example.com': ['127.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
  'v6.example.com': ['2a00:1450:4001:829::200e'],
  'relay.internal': ['10.1.2.3'],
};
const resolve: Resolve = async (host) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const policy = (allowed = ''): OutboundPolicy => ({
  allowed: parseAllowedDestinations(allowed),
  ports: new Set([25, 465, 587, 2525]),
  resolve,
});

describe('decideOutbound', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '[::1]',
    'localhost',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::ffff:127.0.0.1',
    '[::ffff:127.0.0.1]',
    '2130706433',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '127.1',
    'fe80::1',
    'fc00::1',
    '224.0.0.1',
    '255.255.255.255',
    '2001:db8::1',
    'loopback.example.com',
    'metadata.example.com',
    'rebinding.example.com',
  ])('refuses %s', async (host) => {
    const decision = await decideOutbound(host, 587, {
      ...policy(),
      // `localhost` as the system would answer it.
      resolve: async (name) => (name === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : resolve(name)),
    });
    expect(decision).toEqual({ allowed: false, reason: 'not_allowed' });
  });

  it('connects a public name to the address it checked, and a public IPv6 address too', async () => {
    expect(await decideOutbound('Mail.Example.com.', 465, policy())).toEqual({
      allowed: true,
      address: '93.184.216.34',
      family: 4,
    });
    expect(await decideOutbound('v6.example.com', 587, policy())).toEqual({
      allowed: true,
      address: '2a00:1450:4001:829::200e',
      family: 6,
    });
  });

  it('refuses other ports than the mail ports, and says when a name is unknown', async () => {
    expect(await decideOutbound('mail.example.com', 3306, policy())).toEqual({
      allowed: false,
      reason: 'port_not_allowed',
    });
    expect(await decideOutbound('nowhere.example.com', 587, policy())).toEqual({
      allowed: false,
      reason: 'unknown_host',
    });
  });

  it('lets an operator allow an internal relay by name or by CIDR, on any port', async () => {
    expect(await decideOutbound('relay.internal', 2526, policy('relay.internal'))).toMatchObject({
      allowed: true,
      address: '10.1.2.3',
    });
    expect(await decideOutbound('relay.internal', 25, policy('10.0.0.0/8'))).toMatchObject({
      allowed: true,
    });
    expect(await decideOutbound('127.0.0.1', 40_000, policy('127.0.0.1'))).toMatchObject({ allowed: true });
    // Allowing one range does not open the others.
    expect(await decideOutbound('192.168.1.1', 25, policy('10.0.0.0/8'))).toMatchObject({ allowed: false });
  });
});

describe('MAIL_SERVER_ALLOWED_HOSTS', () => {
  it('takes host names, addresses and CIDRs, and refuses anything else', () => {
    expect(isAllowedDestinationsSetting('relay.internal, 10.0.0.0/8, 127.0.0.1, ::1, fd00::/8')).toBe(true);
    expect(isAllowedDestinationsSetting('')).toBe(true);
    expect(isAllowedDestinationsSetting('10.0.0.0/33')).toBe(false);
    expect(isAllowedDestinationsSetting('smtp://relay')).toBe(false);
  });
});
