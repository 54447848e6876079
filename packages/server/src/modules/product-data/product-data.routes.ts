import fastifyMultipart from '@fastify/multipart';
import { ErrorAnswer } from '@storelens/contract/api/errors';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
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

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/**
 * spec 3 §7 brand upload and mapping, spec 1 §7 product summaries: a system user with data
 * management (spec 3 §6: 'data management is required for all /product pages').
 */
export function registerProductRoutes(app: FastifyInstance, deps: Deps): void {
  const tags = ['product data'];
  const config = allow.systemUser('hasDataManagement');

  // the upload's multipart parser lives in this scope only
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: BRAND_UPLOAD_LIMITS.bytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/products/files/brand/:accountId',
      {
        schema: {
          tags,
          summary: "Upload a brand's products (multipart: file, CSV with the spec's columns)",
          consumes: ['multipart/form-data'],
          params: BrandUploadParams,
          response: { 200: BrandUploadAnswer, ...errors },
        },
        config: allow.systemUser('hasDataManagement', 'accountId'),
      },
      async (request) =>
        uploadBrandProducts(deps, accountAccessOf(request), request.ip, () =>
          request.isMultipart() ? request.file() : Promise.resolve(undefined),
        ),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/products/brand/mappingSummary',
    {
      schema: {
        tags,
        summary: 'Source brands and their mapping',
        querystring: MappingSummaryQuery,
        response: { 200: MappingSummaryAnswer, ...errors },
      },
      config,
    },
    async (request) => mappingSummary(deps, accessOf(request), request.query),
  );
  r.get(
    '/products/brand/',
    { schema: { tags, summary: 'Brands to map to', response: { 200: z.array(z.string()), ...errors } }, config },
    async (request) => destinationBrands(deps, accessOf(request)),
  );
  r.get(
    '/products/brand/accountSummary/:sourceBrand',
    {
      schema: {
        tags,
        summary: 'Accounts carrying a source brand',
        params: SourceBrandParams,
        response: { 200: z.array(AccountSummaryRow), ...errors },
      },
      config,
    },
    async (request) => brandAccountSummary(deps, accessOf(request), request.params.sourceBrand),
  );
  r.get(
    '/products/brand/categorySummary/:sourceBrand',
    {
      schema: {
        tags,
        summary: "A source brand's categories",
        params: SourceBrandParams,
        response: { 200: z.array(CategorySummaryRow), ...errors },
      },
      config,
    },
    async (request) => brandCategorySummary(deps, accessOf(request), request.params.sourceBrand),
  );
  r.get(
    '/products/brand/preview/:sourceBrand',
    {
      schema: {
        tags,
        summary: "A source brand's products",
        params: SourceBrandParams,
        response: { 200: z.array(BrandPreviewProduct), ...errors },
      },
      config,
    },
    async (request) => brandPreview(deps, accessOf(request), request.params.sourceBrand),
  );
  r.put(
    '/products/brand/mapping/:sourceBrand',
    {
      schema: {
        tags,
        summary: 'Map a source brand (null unmaps it)',
        params: SourceBrandParams,
        body: MappingBody,
        response: { 200: z.object({ sourceBrand: z.string(), destinationBrand: z.string().nullable() }), ...errors },
      },
      config,
    },
    async (request) =>
      mapBrand(deps, accessOf(request), request.params.sourceBrand, request.body.destinationBrand, request.ip),
  );
  for (const [path, summary, read] of [
    ['/products/adminSummary/:verticalId', 'Retailer product summary', retailerSummary],
    ['/products/brandAdminSummary/:verticalId', 'Brand product summary', brandSummary],
  ] as const)
    r.get(
      path,
      {
        schema: {
          tags,
          summary,
          params: ProductSummaryParams,
          querystring: ProductSummaryQuery,
          response: { 200: ProductSummaryAnswer, ...errors },
        },
        config,
      },
      async (request) => read(deps, accessOf(request), request.params.verticalId, request.query),
    );
}
