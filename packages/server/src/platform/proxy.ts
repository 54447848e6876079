import { BlockList, isIP } from 'node:net';

/**
 * Which peers may speak for the client through X-Forwarded-For and X-Request-Id (TRUST_PROXY):
 * false = none (the default), true = every peer, a number = that many proxy hops in front of
 * us, or a list of proxy addresses, CIDR ranges and the keywords below — the forms Fastify's
 * `trustProxy` accepts.
 */
export type TrustProxy = boolean | number | string[];

/** The address-range keywords of proxy-addr, which Fastify uses to read X-Forwarded-For. */
const KEYWORDS: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An entry of a TRUST_PROXY list as address ranges; null when it is not an address, a CIDR or a keyword. */
export function proxyRanges(entry: string): Array<{ address: string; prefix: number; family: 'ipv4' | 'ipv6' }> | null {
  const keyword = KEYWORDS[entry.toLowerCase()];
  const items = keyword ?? [entry];
  const ranges: Array<{ address: string; prefix: number; family: 'ipv4' | 'ipv6' }> = [];
  for (const item of items) {
    const [address = '', prefixText, extra] = item.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined) return null;
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
    ranges.push({ address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' });
  }
  return ranges;
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether the peer that opened the connection is a proxy we trust (the first hop). */
export function compileProxyTrust(trust: TrustProxy): (peerAddress: string | undefined) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust >= 1;
  const list = new BlockList();
  for (const entry of trust) {
    for (const range of proxyRanges(entry) ?? []) list.addSubnet(range.address, range.prefix, range.family);
  }
  return (peerAddress) => {
    if (!peerAddress) return false;
    const address = unmapped(peerAddress);
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** A request id we are willing to log as given: short, printable, no separators a log reader could misread. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id: the one a trusted proxy sent in X-Request-Id when it is well formed (so that
 * a line in its log and ours can be matched), otherwise a new random one. A client's own
 * X-Request-Id is never used: it would let anyone choose, repeat or forge ids in our log.
 */
export function requestIdGenerator(trust: TrustProxy, newId: () => string) {
  const isTrusted = compileProxyTrust(trust);
  return (req: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } }) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && REQUEST_ID.test(given) && isTrusted(req.socket?.remoteAddress)) return given;
    return newId();
  };
}

/** TRUST_PROXY in the form Fastify's `trustProxy` option is typed for (a hop count becomes its function). */
export const fastifyTrustProxy = (
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
