import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { endpointUrlProblem, guardedLookup, isAddressAllowed } from './webhookAddress.ts';

// issue 46 item 3: "never reach the store's own network (no loopback, private or link-local addresses
// after DNS resolution, no redirects followed)"; in demo mode http and loopback with an explicit setting.

const STRICT = { allowLocal: false };
const LOCAL = { allowLocal: true };

describe('which addresses a delivery may connect to', () => {
  it.each([
    ['93.184.216.34', true, true],
    ['2606:4700:4700::1111', true, true],
    ['127.0.0.1', false, true],
    ['127.8.9.10', false, true],
    ['::1', false, true],
    ['[::1]', false, true],
    ['10.1.2.3', false, false],
    ['172.16.0.1', false, false],
    ['172.31.255.255', false, false],
    ['192.168.1.1', false, false],
    ['100.64.0.1', false, false],
    ['169.254.169.254', false, false], // cloud metadata
    ['0.0.0.0', false, false],
    ['224.0.0.1', false, false],
    ['255.255.255.255', false, false],
    ['fc00::1', false, false],
    ['fd12:3456::1', false, false],
    ['fe80::1', false, false],
    ['ff02::1', false, false],
    ['::', false, false],
    ['::ffff:127.0.0.1', false, true], // IPv4-mapped loopback
    ['::ffff:10.0.0.1', false, false],
    ['::ffff:a9fe:a9fe', false, false], // IPv4-mapped 169.254.169.254, in hex
    ['64:ff9b::a00:1', false, false], // NAT64 of 10.0.0.1
    ['not an address', false, false],
  ])('%s: %s in production, %s with the demo setting', (address, strict, local) => {
    expect(isAddressAllowed(address, STRICT)).toBe(strict);
    expect(isAddressAllowed(address, LOCAL)).toBe(local);
  });
});

describe('which URLs an endpoint may have', () => {
  it.each([
    ['https://hooks.example.com/pc', STRICT, null],
    ['http://hooks.example.com/pc', STRICT, 'must start with https://'],
    ['ftp://hooks.example.com/', LOCAL, 'must start with https://'],
    ['https://user:pw@hooks.example.com/', STRICT, 'must not hold a user name or password'],
    ['https://127.0.0.1/', STRICT, 'is an address of a private network'],
    ['https://[::1]:8443/', STRICT, 'is an address of a private network'],
    ['https://169.254.169.254/latest', STRICT, 'is an address of a private network'],
    ['https://localhost/', STRICT, 'is a name of a private network'],
    ['https://db.internal/', STRICT, 'is a name of a private network'],
    ['http://127.0.0.1:8080/hook', LOCAL, null],
    ['http://10.0.0.5/hook', LOCAL, 'is an address of a private network'],
    ['not a url', STRICT, 'is not a URL'],
  ])('%s', (url, policy, problem) => {
    expect(endpointUrlProblem(url, policy)).toBe(problem);
  });
});

describe('the lookup the socket connects through', () => {
  const resolving =
    (addresses: LookupAddress[]) =>
    (_host: string, _options: unknown, callback: (error: Error | null, addresses: LookupAddress[]) => void) =>
      callback(null, addresses);
  const look = (addresses: LookupAddress[], policy = STRICT) =>
    new Promise<{ error: Error | null; address: string }>((resolve) =>
      guardedLookup(policy, resolving(addresses) as never)('hooks.example.com', {}, (error, address) =>
        resolve({ error, address: String(address) }),
      ),
    );

  it('hands over a public address', async () => {
    expect(await look([{ address: '93.184.216.34', family: 4 }])).toEqual({
      error: null,
      address: '93.184.216.34',
    });
  });

  it('refuses a name with any private answer, so DNS rebinding gets nothing', async () => {
    const { error } = await look([
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
    expect(error?.message).toMatch(/10\.0\.0\.7/);
  });

  it('refuses a name that resolves to loopback unless the demo setting allows it', async () => {
    expect((await look([{ address: '::1', family: 6 }])).error).not.toBeNull();
    expect((await look([{ address: '::1', family: 6 }], LOCAL)).address).toBe('::1');
  });
});
