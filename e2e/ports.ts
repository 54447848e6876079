/**
 * The ports one Playwright shard uses. Shards run side by side (scripts/e2e-shards.mjs), each with
 * its own server, mail catcher and auth fakes, so each gets its own block of ports from
 * E2E_PORT_BASE (3100 when run alone).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  server: base,
  smtp: base + 25,
  oauthFakes: base + 35,
} as const;
