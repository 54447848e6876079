import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { OUTBOUND_REFUSALS, type OutboundRefusal } from '@storelens/contract/domain/outbound';
import type { Config } from '../config.ts';

/**
 * The one guard for requests to addresses users type (webhooks, the report URL test, and the vendor
 * host a source names, checked by integrations/http.ts): the name is resolved, every address it
 * resolves to is checked, and the connection is made to the checked address (a DNS answer that
 * changes between the check and the connect cannot slip through).
 */

/** What an IP address is, for the guard. */
export type AddressKind = 'public' | 'private' | 'loopback' | 'link-local' | 'metadata' | 'unspecified' | 'reserved';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface OutboundPolicy {
  /** private and loopback addresses and plain http are let through (WEBHOOK_ALLOW_PRIVATE) */
  allowPrivate: boolean;
  /** origins ('http://127.0.0.1:4100') the process serves to itself: let through unchecked */
  trustedOrigins?: readonly string[];
  /** the resolver (tests replace it); node's dns lookup of every address by default */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

/** The guard's policy from the configuration. */
export const outboundPolicyOf = (config: Pick<Config, 'webhookAllowPrivate' | 'outboundTrustedOrigins'>) => ({
  allowPrivate: config.webhookAllowPrivate,
  trustedOrigins: config.outboundTrustedOrigins,
});

/** A refusal by the guard: `reason` picks the contract's words. */
export class OutboundRefused extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(OUTBOUND_REFUSALS[reason]);
    this.name = 'OutboundRefused';
  }
}

/** Host names that are a cloud's metadata service whatever they resolve to. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata']);

const ipv4Number = (ip: string): number => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const inV4 = (n: number, base: string, bits: number) => {
  const size = 2 ** (32 - bits);
  return Math.floor(n / size) === Math.floor(ipv4Number(base) / size);
};

function ipv4Kind(ip: string): AddressKind {
  const n = ipv4Number(ip);
  if (ip === '169.254.169.254' || ip === '169.254.170.2') return 'metadata';
  if (inV4(n, '0.0.0.0', 8)) return 'unspecified';
  if (inV4(n, '127.0.0.0', 8)) return 'loopback';
  if (inV4(n, '169.254.0.0', 16)) return 'link-local';
  for (const [base, bits] of [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['100.64.0.0', 10],
    ['192.0.0.0', 24],
    ['198.18.0.0', 15],
  ] as const)
    if (inV4(n, base, bits)) return 'private';
  if (inV4(n, '224.0.0.0', 4) || inV4(n, '240.0.0.0', 4)) return 'reserved';
  return 'public';
}

/** An IPv6 address as its eight 16-bit groups (an IPv4 tail and '::' expanded, a zone dropped). */
export function ipv6Groups(ip: string): number[] {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const v4 = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (v4?.[1]) {
    const n = ipv4Number(v4[1]);
    text = `${text.slice(0, -v4[1].length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const first = part(head);
  const last = part(tail);
  const fill = tail === undefined ? [] : new Array(8 - first.length - last.length).fill(0);
  return [...first, ...fill, ...last];
}

function ipv6Kind(ip: string): AddressKind {
  const g = ipv6Groups(ip);
  const zeros = (count: number) => g.slice(0, count).every((x) => x === 0);
  const tailV4 = () => `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  if (zeros(8)) return 'unspecified';
  if (zeros(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): their IPv4 address decides
  if (zeros(5) && g[5] === 0xffff) return ipv4Kind(tailV4());
  if (zeros(6)) return ipv4Kind(tailV4());
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return ipv4Kind(tailV4());
  if (g.join(':') === [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254].join(':')) return 'metadata';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'private';
  if ((g[0]! & 0xff00) === 0xff00) return 'reserved';
  return 'public';
}

/** What an IP address literal is (IPv4 or IPv6, brackets allowed). */
export function addressKind(ip: string): AddressKind {
  const bare = ip.replace(/^\[|\]$/g, '');
  const family = isIP(bare.replace(/%.*$/, ''));
  if (family === 4) return ipv4Kind(bare);
  if (family === 6) return ipv6Kind(bare);
  throw new Error(`not an IP address: ${ip}`);
}

const REFUSAL_OF: Record<Exclude<AddressKind, 'public'>, OutboundRefusal> = {
  private: 'private',
  loopback: 'loopback',
  'link-local': 'linkLocal',
  metadata: 'metadata',
  unspecified: 'unspecified',
  reserved: 'reserved',
};

/** Why the guard refuses this address under the policy, or null when it may be reached. */
export function refusalOf(kind: AddressKind, policy: Pick<OutboundPolicy, 'allowPrivate'>): OutboundRefusal | null {
  if (kind === 'public') return null;
  if (policy.allowPrivate && (kind === 'private' || kind === 'loopback')) return null;
  return REFUSAL_OF[kind];
}

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** A URL the guard let through, and the address the connection must go to. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Checks a URL: https (or http when allowed), no user name or password, a name that resolves only to
 * addresses the policy allows. Throws OutboundRefused; answers the address to connect to.
 */
export async function checkOutboundUrl(input: string | URL, policy: OutboundPolicy): Promise<CheckedTarget> {
  const url = new URL(input);
  const trusted = policy.trustedOrigins?.includes(url.origin) ?? false;
  const schemes = policy.allowPrivate || trusted ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new OutboundRefused('scheme');
  if (url.username || url.password) throw new OutboundRefused('credentials');
  const hostname = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!trusted && METADATA_NAMES.has(hostname)) throw new OutboundRefused('metadata');
  let addresses: ResolvedAddress[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(hostname);
    } catch {
      throw new OutboundRefused('unresolved');
    }
  }
  const first = addresses[0];
  if (!first) throw new OutboundRefused('unresolved');
  // every address the name has must be allowed: a client may connect to any of them
  if (!trusted) {
    for (const { address } of addresses) {
      const refusal = refusalOf(addressKind(address), policy);
      if (refusal) throw new OutboundRefused(refusal);
    }
  }
  return { url, address: first.address, family: first.family };
}

/** A lookup that answers only the checked address, whatever the name now resolves to. */
const pinnedLookup =
  (target: CheckedTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** the whole request, connect to last byte; a timeout rejects with an error named 'TimeoutError' */
  timeoutMs: number;
  /** bytes of the answer kept (the rest is not read) */
  maxBodyBytes?: number;
  /** redirects followed (each target checked again); 0 = a redirect is the answer */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the URL that answered (after redirects) */
  url: string;
}

const timeoutError = (ms: number) => Object.assign(new Error(`no answer within ${ms} ms`), { name: 'TimeoutError' });

/** One request to a checked target, connected to the checked address. */
function requestOnce(target: CheckedTarget, request: OutboundRequest, deadline: number): Promise<OutboundResponse> {
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  const max = request.maxBodyBytes ?? 65_536;
  return new Promise((resolve, reject) => {
    const remaining = Math.max(1, deadline - Date.now());
    const req = client.request(
      url,
      {
        method: request.method ?? 'GET',
        headers: request.headers,
        lookup: pinnedLookup(target),
        // a fresh connection each time: a pooled socket was connected to some earlier check's address
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8').slice(0, max),
            url: url.toString(),
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (size < max) chunks.push(chunk);
          size += chunk.length;
          if (size >= max) {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', (err) => {
          clearTimeout(timer);
          reject(err);
        });
      },
    );
    const timer = setTimeout(() => req.destroy(timeoutError(request.timeoutMs)), remaining);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/**
 * Makes a request to a user-supplied address through the guard: the URL and each redirect's target
 * are checked and connected to at the checked address. Throws OutboundRefused, a 'TimeoutError', or
 * the network's error.
 */
export async function outboundRequest(
  input: string | URL,
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const deadline = Date.now() + request.timeoutMs;
  let url = new URL(input);
  for (let hop = 0; ; hop++) {
    const target = await checkOutboundUrl(url, policy);
    const res = await requestOnce(target, request, deadline);
    const location = res.headers.location;
    const redirected = res.status >= 300 && res.status < 400 && typeof location === 'string';
    if (!redirected || !request.maxRedirects) return res;
    if (hop >= request.maxRedirects) throw new OutboundRefused('redirects');
    url = new URL(location, url);
  }
}
