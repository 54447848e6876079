import { createServer, type Server } from 'node:net';
import { OUTBOUND_REFUSAL_CODE, OUTBOUND_REFUSALS } from '@storelens/contract/domain/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVendorError, FAST_RETRY } from '../testing/source-connector-suite.fixture.ts';
import { createRunitSource } from './runit/sync.ts';
import { createTeamworkSource } from './teamwork/sync.ts';
import { createWooCommerceSource } from './woocommerce/sync.ts';

// The sources whose detail names the vendor's host (a WooCommerce site, a Runit or Teamwork server)
// reach it through the outbound guard: a user cannot point the server at its own network.
let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cases = [
  {
    name: 'WooCommerce',
    check: (host: string) =>
      createWooCommerceSource({ retry: FAST_RETRY }).check({ url: host, consumerKey: 'ck_x', consumerSecret: 'cs_x' }),
  },
  {
    name: 'Runit',
    check: (host: string) =>
      createRunitSource({ retry: FAST_RETRY }).check({
        url: host,
        storeId: '1',
        timezone: 'Etc/UTC',
        tenderType: [],
      }),
  },
  {
    name: 'Teamwork',
    check: (host: string) =>
      createTeamworkSource({ retry: FAST_RETRY }).check({ url: host, apiKey: 'key', timezone: 'Etc/UTC' }),
  },
];

describe.each(cases)('$name at a host the user typed', ({ check }) => {
  it('refuses this machine on the url field without connecting to it', async () => {
    const before = connections;
    const error = await expectVendorError(check(`127.0.0.1:${port}`), { code: OUTBOUND_REFUSAL_CODE });
    expect(error.message).toBe(OUTBOUND_REFUSALS.loopback);
    expect(error.field).toBe('url');
    expect(connections).toBe(before);
  });

  it('refuses a cloud metadata address', async () => {
    const error = await expectVendorError(check('169.254.169.254'), { code: OUTBOUND_REFUSAL_CODE });
    expect(error.message).toBe(OUTBOUND_REFUSALS.metadata);
  });

  it("leaves a name that does not resolve to the vendor's own wrong-address answer", async () => {
    const error = await expectVendorError(check('no-such-store.invalid'));
    expect(error.code).not.toBe(OUTBOUND_REFUSAL_CODE);
  });
});
