import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OUTBOUND_REFUSALS } from '@storelens/contract/domain/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressKind,
  checkOutboundUrl,
  type OutboundPolicy,
  OutboundRefused,
  outboundRequest,
  type ResolvedAddress,
} from './outbound.ts';

const resolvingTo =
  (...addresses: string[]) =>
  async (): Promise<ResolvedAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const strict: OutboundPolicy = { allowPrivate: false };
const relaxed: OutboundPolicy = { allowPrivate: true };

const refusalOf = async (url: string, policy: OutboundPolicy) => {
  try {
    await checkOutboundUrl(url, policy);
    return null;
  } catch (err) {
    if (err instanceof OutboundRefused) return err.reason;
    throw err;
  }
};

describe('what an address is', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::7f00:1', 'loopback'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });
});

describe('the outbound guard', () => {
  it('lets a public https name through, pinned to the address it resolved to', async () => {
    const target = await checkOutboundUrl('https://hooks.example.com/x', {
      ...strict,
      resolve: resolvingTo('93.184.216.34'),
    });
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('refuses http, credentials in the URL, and names that do not resolve', async () => {
    expect(await refusalOf('http://hooks.example.com/x', { ...strict, resolve: resolvingTo('8.8.8.8') })).toBe(
      'scheme',
    );
    expect(await refusalOf('https://u:p@hooks.example.com/', { ...strict, resolve: resolvingTo('8.8.8.8') })).toBe(
      'credentials',
    );
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await refusalOf('https://nowhere.invalid/', { ...strict, resolve: failing })).toBe('unresolved');
  });

  it('checks every address the name resolves to, after resolution', async () => {
    const both = { ...strict, resolve: resolvingTo('8.8.8.8', '10.0.0.5') };
    expect(await refusalOf('https://mixed.example.com/', both)).toBe('private');
    expect(await refusalOf('https://rebind.example.com/', { ...strict, resolve: resolvingTo('127.0.0.1') })).toBe(
      'loopback',
    );
    expect(await refusalOf('https://x.example.com/', { ...strict, resolve: resolvingTo('::ffff:127.0.0.1') })).toBe(
      'loopback',
    );
  });

  it('refuses private, loopback, link-local, metadata and unspecified literals', async () => {
    expect(await refusalOf('https://10.0.0.1/', strict)).toBe('private');
    expect(await refusalOf('https://127.0.0.1:8443/', strict)).toBe('loopback');
    expect(await refusalOf('https://[::1]/', strict)).toBe('loopback');
    expect(await refusalOf('https://169.254.10.10/', strict)).toBe('linkLocal');
    expect(await refusalOf('https://169.254.169.254/latest/meta-data/', strict)).toBe('metadata');
    expect(await refusalOf('https://[fd00:ec2::254]/', strict)).toBe('metadata');
    expect(await refusalOf('https://0.0.0.0/', strict)).toBe('unspecified');
    expect(await refusalOf('https://[::ffff:169.254.169.254]/', strict)).toBe('metadata');
    expect(await refusalOf('http://metadata.google.internal/computeMetadata/v1/', relaxed)).toBe('metadata');
  });

  it('WEBHOOK_ALLOW_PRIVATE lets private, loopback and http through, never link-local or metadata', async () => {
    expect(await refusalOf('http://127.0.0.1:9/', relaxed)).toBeNull();
    expect(await refusalOf('http://10.0.0.1/', relaxed)).toBeNull();
    expect(await refusalOf('http://[::1]/', relaxed)).toBeNull();
    expect(await refusalOf('http://169.254.169.254/', relaxed)).toBe('metadata');
    expect(await refusalOf('http://169.254.1.1/', relaxed)).toBe('linkLocal');
    expect(await refusalOf('http://[fe80::1]/', relaxed)).toBe('linkLocal');
    expect(await refusalOf('http://x.example.com/', { ...relaxed, resolve: resolvingTo('169.254.169.254') })).toBe(
      'metadata',
    );
  });

  it("lets the process's own trusted origin through, and only that origin", async () => {
    const policy = { ...strict, trustedOrigins: ['http://127.0.0.1:4100'] };
    expect(await refusalOf('http://127.0.0.1:4100/hooks', policy)).toBeNull();
    expect(await refusalOf('http://127.0.0.1:4101/hooks', policy)).toBe('scheme');
    expect(await refusalOf('https://127.0.0.1:4101/hooks', policy)).toBe('loopback');
  });

  it('says each refusal in the contract words', () => {
    expect(new OutboundRefused('loopback').message).toBe(OUTBOUND_REFUSALS.loopback);
  });
});

describe('requests through the guard', () => {
  let server: Server;
  let port: number;
  let lastHost = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      lastHost = req.headers.host ?? '';
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2_000);
      if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/' });
        return void res.end();
      }
      if (req.url === '/to-self') {
        res.writeHead(302, { location: '/page' });
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<title>Local page</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses a loopback address before connecting unless allowed', async () => {
    await expect(outboundRequest(`http://127.0.0.1:${port}/`, { timeoutMs: 2_000 }, strict)).rejects.toThrow(
      OUTBOUND_REFUSALS.scheme,
    );
    const res = await outboundRequest(`http://127.0.0.1:${port}/`, { timeoutMs: 2_000 }, relaxed);
    expect(res).toMatchObject({ status: 200, body: '<title>Local page</title>' });
  });

  it('connects to the address it checked, not to what the name resolves to later', async () => {
    // the name resolves (once, through the guard's resolver) to the local server; the system's DNS
    // does not know it at all, so only the pinned address can have answered
    let resolutions = 0;
    const policy = {
      ...relaxed,
      resolve: async () => {
        resolutions += 1;
        return [{ address: '127.0.0.1', family: 4 as const }];
      },
    };
    const res = await outboundRequest(`http://pinned.invalid:${port}/`, { timeoutMs: 2_000 }, policy);
    expect(res.status).toBe(200);
    expect(resolutions).toBe(1);
    expect(lastHost).toBe(`pinned.invalid:${port}`);
  });

  it('checks a redirect target again: a redirect to the metadata address is refused', async () => {
    const follow = { timeoutMs: 2_000, maxRedirects: 5 };
    await expect(outboundRequest(`http://127.0.0.1:${port}/to-metadata`, follow, relaxed)).rejects.toThrow(
      OUTBOUND_REFUSALS.metadata,
    );
    const res = await outboundRequest(`http://127.0.0.1:${port}/to-self`, follow, relaxed);
    expect(res).toMatchObject({ status: 200, url: `http://127.0.0.1:${port}/page` });
    // without following, the redirect is the answer
    expect((await outboundRequest(`http://127.0.0.1:${port}/to-self`, { timeoutMs: 2_000 }, relaxed)).status).toBe(302);
  });

  it('gives up after the timeout with a TimeoutError', async () => {
    const started = Date.now();
    await expect(outboundRequest(`http://127.0.0.1:${port}/slow`, { timeoutMs: 200 }, relaxed)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
