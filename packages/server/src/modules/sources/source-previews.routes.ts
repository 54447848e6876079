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
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable, VENDOR_ERRORS } from '../../identity/route-table.ts';
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

const access = allow.systemUser('hasConnectors');
const records = (rows: object[]) => ({ records: rows as Record<string, unknown>[] });

/** spec 2 §7 Previews (100 records) and the key lookups of the source forms. */
export function registerPreviewRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'source previews', errors: VENDOR_ERRORS });
  const options = () => vendorOptions(deps);

  route.get(
    '/sources/shopify/locations',
    {
      summary: 'Shopify locations for the inventory picker',
      query: ShopifyLocationsQuery,
      answer: NamedOptionsAnswer,
      access,
    },
    async (request) => {
      const detail = request.query as ShopifyDetail;
      const locations = await fromVendor(deps, () => lookupShopifyLocations(detail, options()));
      return locations.map((l) => ({ id: l.id, name: l.name }));
    },
  );
  route.get(
    '/sources/heartland/customFields',
    { summary: 'Heartland custom fields', query: HeartlandKeyQuery, answer: HeartlandCustomFieldsAnswer, access },
    async (request) => fromVendor(deps, () => lookupHeartlandCustomFields({ apiKey: request.query.apiKey }, options())),
  );
  route.get(
    '/sources/heartland/locations',
    { summary: 'Heartland locations', query: HeartlandKeyQuery, answer: NamedOptionsAnswer, access },
    async (request) => fromVendor(deps, () => lookupHeartlandLocations({ apiKey: request.query.apiKey }, options())),
  );
  route.get(
    '/sources/heartland/preview',
    { summary: 'Heartland preview (100 sales)', query: HeartlandKeyQuery, answer: PreviewAnswer, access },
    async (request) =>
      records(await fromVendor(deps, () => previewHeartland({ apiKey: request.query.apiKey }, options()))),
  );

  // a POST: the body carries the RICS token, kept out of URLs and request logs
  route.post(
    '/sources/rics/preview',
    {
      summary: 'RICS preview (100 tickets of the last 7 days)',
      body: RicsPreviewBody,
      answer: PreviewAnswer,
      // a saved source's form sends its id for the masked token: that source's account is checked
      access: allow.systemUser('hasConnectors', { record: 'source', body: 'sourceId' }),
    },
    async (request) => previewRicsSource(deps, accessOf(request), request.body),
  );
  route.get(
    '/sources/lightspeed/preview/:id',
    {
      summary: "A Lightspeed source's preview (100 sales), with the form's unsaved identifier settings",
      params: LightspeedPreviewParams,
      query: LightspeedPreviewQuery,
      answer: PreviewAnswer,
      access: allow.systemUser('hasConnectors', { record: 'source', param: 'id' }),
    },
    async (request) => previewLightspeedSource(deps, accessOf(request), request.params.id, request.query),
  );
  route.get(
    '/sources/bridalLive/preview',
    { summary: 'Bridal Live preview (100 contacts)', query: BridalLivePreviewQuery, answer: PreviewAnswer, access },
    async (request) => ({ records: await fromVendor(deps, () => previewBridalLive(request.query, options())) }),
  );
  route.get(
    '/sources/runit/preview',
    { summary: 'Runit preview (100 sales)', query: RunitPreviewQuery, answer: PreviewAnswer, access },
    async (request) => records(await fromVendor(deps, () => previewRunit(request.query, options()))),
  );
}
