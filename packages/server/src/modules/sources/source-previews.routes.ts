import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  BridalLivePreviewQuery,
  HeartlandCustomFieldsAnswer,
  HeartlandKeyQuery,
  LightspeedPreviewParams,
  LightspeedPreviewQuery,
  NamedOptionsAnswer,
  PreviewAnswer,
  RicsPreviewBody,
  RunitPreviewQuery,
  ShopifyLocationsQuery,
} from '@storelens/contract/api/sources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { previewBridalLive } from '../../integrations/sources/bridallive/preview.ts';
import {
  lookupHeartlandCustomFields,
  lookupHeartlandLocations,
  previewHeartland,
} from '../../integrations/sources/heartland/preview.ts';
import { previewRunit } from '../../integrations/sources/runit/preview.ts';
import type { ShopifyDetail } from '../../integrations/sources/shopify/client.ts';
import { lookupShopifyLocations } from '../../integrations/sources/shopify/preview.ts';
import { fromVendor, vendorOptions } from '../../integrations/vendor-check.ts';
import { previewRicsSource } from './rics-preview.service.ts';
import { previewLightspeedSource } from './source-previews.service.ts';

const errors = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  403: ErrorAnswer,
  404: ErrorAnswer,
  502: ErrorAnswer,
};
const tags = ['source previews'];
const config = allow.systemUser('hasConnectors');

/** spec 2 §7 Previews (100 records) and the key lookups of the source forms. */
export function registerPreviewRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = () => vendorOptions(deps);

  r.get(
    '/sources/shopify/locations',
    {
      schema: {
        tags,
        summary: 'Shopify locations for the inventory picker',
        querystring: ShopifyLocationsQuery,
        response: { 200: NamedOptionsAnswer, ...errors },
      },
      config,
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
      config,
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
      config,
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
      config,
    },
    async (request) => {
      const records = await fromVendor(deps, () => previewHeartland({ apiKey: request.query.apiKey }, options()));
      return { records: records as unknown as Record<string, unknown>[] };
    },
  );

  // a POST: the body carries the RICS token, kept out of URLs and request logs
  r.post(
    '/sources/rics/preview',
    {
      schema: {
        tags,
        summary: 'RICS preview (100 tickets of the last 7 days)',
        body: RicsPreviewBody,
        response: { 200: PreviewAnswer, ...errors },
      },
      // a saved source's form sends its id for the masked token: that source's account is checked
      config: allow.systemUser('hasConnectors', { record: 'source', body: 'sourceId' }),
    },
    async (request) => previewRicsSource(deps, accessOf(request), request.body),
  );

  r.get(
    '/sources/lightspeed/preview/:id',
    {
      schema: {
        tags,
        summary: "A Lightspeed source's preview (100 sales), with the form's unsaved identifier settings",
        params: LightspeedPreviewParams,
        querystring: LightspeedPreviewQuery,
        response: { 200: PreviewAnswer, ...errors },
      },
      config: allow.systemUser('hasConnectors', { record: 'source', param: 'id' }),
    },
    async (request) => previewLightspeedSource(deps, accessOf(request), request.params.id, request.query),
  );

  r.get(
    '/sources/bridalLive/preview',
    {
      schema: {
        tags,
        summary: 'Bridal Live preview (100 contacts)',
        querystring: BridalLivePreviewQuery,
        response: { 200: PreviewAnswer, ...errors },
      },
      config,
    },
    async (request) => ({ records: await fromVendor(deps, () => previewBridalLive(request.query, options())) }),
  );
  r.get(
    '/sources/runit/preview',
    {
      schema: {
        tags,
        summary: 'Runit preview (100 sales)',
        querystring: RunitPreviewQuery,
        response: { 200: PreviewAnswer, ...errors },
      },
      config,
    },
    async (request) => {
      const records = await fromVendor(deps, () => previewRunit(request.query, options()));
      return { records: records as unknown as Record<string, unknown>[] };
    },
  );
}
