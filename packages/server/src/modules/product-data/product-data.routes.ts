import fastifyMultipart from '@fastify/multipart';
import {
  AccountSummaryRow,
  BRAND_UPLOAD_LIMITS,
  BrandPreviewProduct,
  BrandUploadAnswer,
  BrandUploadParams,
  CategorySummaryRow,
  MappingBody,
  MappingSummaryAnswer,
  MappingSummaryQuery,
  ProductSummaryAnswer,
  ProductSummaryParams,
  ProductSummaryQuery,
  SourceBrandParams,
} from '@storelens/contract/api/product-data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import {
  brandAccountSummary,
  brandCategorySummary,
  brandPreview,
  destinationBrands,
  mapBrand,
  mappingSummary,
} from './brand-mapping.service.ts';
import { uploadBrandProducts } from './brand-upload.service.ts';
import { brandSummary, retailerSummary } from './product-summary.service.ts';

const tag = 'product data';

/**
 * spec 3 §7 brand upload and mapping, spec 1 §7 product summaries: a system user with data
 * management (spec 3 §6: 'data management is required for all /product pages').
 */
export function registerProductRoutes(app: FastifyInstance, deps: Deps): void {
  const access = allow.systemUser('hasDataManagement');

  // the upload's multipart parser lives in this scope only
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: BRAND_UPLOAD_LIMITS.bytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    routeTable(scope, { tag }).post(
      '/products/files/brand/:accountId',
      {
        summary: "Upload a brand's products (multipart: file, CSV with the spec's columns)",
        consumes: ['multipart/form-data'],
        params: BrandUploadParams,
        answer: BrandUploadAnswer,
        access: allow.systemUser('hasDataManagement', 'accountId'),
      },
      async (request) =>
        uploadBrandProducts(deps, accountAccessOf(request), request.ip, () =>
          request.isMultipart() ? request.file() : Promise.resolve(undefined),
        ),
    );
  });

  const route = routeTable(app, { tag });
  const params = SourceBrandParams;
  route.get(
    '/products/brand/mappingSummary',
    { summary: 'Source brands and their mapping', query: MappingSummaryQuery, answer: MappingSummaryAnswer, access },
    async (request) => mappingSummary(deps, accessOf(request), request.query),
  );
  route.get('/products/brand', { summary: 'Brands to map to', answer: z.array(z.string()), access }, async (request) =>
    destinationBrands(deps, accessOf(request)),
  );
  for (const [path, summary, answer, read] of [
    ['accountSummary', 'Accounts carrying a source brand', AccountSummaryRow, brandAccountSummary],
    ['categorySummary', "A source brand's categories", CategorySummaryRow, brandCategorySummary],
    ['preview', "A source brand's products", BrandPreviewProduct, brandPreview],
  ] as const)
    route.get(
      `/products/brand/${path}/:sourceBrand`,
      { summary, params, answer: z.array(answer), access },
      async (request) => read(deps, accessOf(request), request.params.sourceBrand),
    );
  route.put(
    '/products/brand/mapping/:sourceBrand',
    {
      summary: 'Map a source brand (null unmaps it)',
      params,
      body: MappingBody,
      answer: z.object({ sourceBrand: z.string(), destinationBrand: z.string().nullable() }),
      access,
    },
    async (request) =>
      mapBrand(deps, accessOf(request), request.params.sourceBrand, request.body.destinationBrand, request.ip),
  );
  for (const [path, summary, read] of [
    ['/products/adminSummary/:verticalId', 'Retailer product summary', retailerSummary],
    ['/products/brandAdminSummary/:verticalId', 'Brand product summary', brandSummary],
  ] as const)
    route.get(
      path,
      { summary, params: ProductSummaryParams, query: ProductSummaryQuery, answer: ProductSummaryAnswer, access },
      async (request) => read(deps, accessOf(request), request.params.verticalId, request.query),
    );
}
