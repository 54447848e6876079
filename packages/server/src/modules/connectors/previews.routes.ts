import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  BridalLivePreviewQuery,
  HeartlandCustomFieldsAnswer,
  HeartlandKeyQuery,
  LightspeedPreviewParams,
  NamedOptionsAnswer,
  PreviewAnswer,
  RunitPreviewQuery,
  ShopifyLocationsQuery,
} from '@storelens/contract/api/sources';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sources } from '../../db/connectors.schema.ts';
import type { Deps } from '../../deps.ts';
import {
  lookupHeartlandCustomFields,
  lookupHeartlandLocations,
  previewHeartland,
} from '../../integrations/sources/heartland/preview.ts';
import type { LightspeedDetail } from '../../integrations/sources/lightspeed/client.ts';
import { previewLightspeed } from '../../integrations/sources/lightspeed/preview.ts';
import type { ShopifyDetail } from '../../integrations/sources/shopify/client.ts';
import { lookupShopifyLocations } from '../../integrations/sources/shopify/preview.ts';
import { HttpError } from '../../platform/errors.ts';
import { guard } from '../auth/guards.ts';
import { requireConnectorAccount } from './connector-access.ts';
import { openSourceDetail } from './sources.service.ts';
import { checkWithVendor } from './vendor-check.ts';

const errors = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  403: ErrorAnswer,
  404: ErrorAnswer,
  501: ErrorAnswer,
  502: ErrorAnswer,
};
const tags = ['source previews'];
const preHandler = guard.feature('hasConnectors');

/** Runs a vendor lookup; a refusal answers with the vendor's code (the page stays silent on failure). */
async function fromVendor<T>(deps: Deps, lookup: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await checkWithVendor(async () => {
    result = await lookup();
  }, deps.log);
  return result as T;
}

/** spec 2 §7 Previews (100 records) and the key lookups of the source forms. */
export function registerPreviewRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = () => ({ endpoints: deps.connectors.endpoints });

  r.get(
    '/sources/shopify/locations',
    {
      schema: {
        tags,
        summary: 'Shopify locations for the inventory picker',
        querystring: ShopifyLocationsQuery,
        response: { 200: NamedOptionsAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const detail = request.query as ShopifyDetail;
      const locations = await fromVendor(deps, () => lookupShopifyLocations(detail, options()));
      return locations.map((l) => ({ id: l.id, name: l.name }));
    },
  );

  r.get(
    '/sources/heartland/customFields',
    {
      schema: {
        tags,
        summary: 'Heartland custom fields',
        querystring: HeartlandKeyQuery,
        response: { 200: HeartlandCustomFieldsAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => fromVendor(deps, () => lookupHeartlandCustomFields({ apiKey: request.query.apiKey }, options())),
  );

  r.get(
    '/sources/heartland/locations',
    {
      schema: {
        tags,
        summary: 'Heartland locations',
        querystring: HeartlandKeyQuery,
        response: { 200: NamedOptionsAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => fromVendor(deps, () => lookupHeartlandLocations({ apiKey: request.query.apiKey }, options())),
  );

  r.get(
    '/sources/heartland/preview',
    {
      schema: {
        tags,
        summary: 'Heartland preview (100 sales)',
        querystring: HeartlandKeyQuery,
        response: { 200: PreviewAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const records = await fromVendor(deps, () => previewHeartland({ apiKey: request.query.apiKey }, options()));
      return { records: records as unknown as Record<string, unknown>[] };
    },
  );

  r.get(
    '/sources/lightspeed/preview/:id',
    {
      schema: {
        tags,
        summary: "A Lightspeed source's preview (100 sales)",
        params: LightspeedPreviewParams,
        response: { 200: PreviewAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      // the source id alone names the account: check the caller may see it
      const [source] = await deps.database.db
        .select()
        .from(sources)
        .where(and(eq(sources.id, request.params.id), eq(sources.sourceType, 8)));
      if (!source) throw new HttpError(404, 'NotFound', 'Source not found');
      await requireConnectorAccount(deps.database.db, request, source.accountId);
      const detail = openSourceDetail(deps, source) as unknown as LightspeedDetail;
      const records = await fromVendor(deps, () => previewLightspeed(detail, options()));
      return { records: records as unknown as Record<string, unknown>[] };
    },
  );

  // Bridal Live and Runit previews are specified; their clients come with those vendors (a later issue).
  const notYet = (vendor: string) => async () => {
    throw new HttpError(501, 'NotAvailable', `The ${vendor} preview is not available yet.`);
  };
  r.get(
    '/sources/bridalLive/preview',
    {
      schema: {
        tags,
        summary: 'Bridal Live preview (not available yet)',
        querystring: BridalLivePreviewQuery,
        response: errors,
      },
      preHandler,
    },
    notYet('Bridal Live'),
  );
  r.get(
    '/sources/runit/preview',
    {
      schema: { tags, summary: 'Runit preview (not available yet)', querystring: RunitPreviewQuery, response: errors },
      preHandler,
    },
    notYet('Runit'),
  );
}
