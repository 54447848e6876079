import fastifyMultipart from '@fastify/multipart';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import { ImageParams, REPORT_IMAGE_LIMITS, ReportImageAnswer } from '@storelens/contract/api/report-management';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { getImage, uploadReportImage } from './report-images.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/**
 * Guide images (spec 1 §5, §7): uploaded from the guide editor (hasReportsManagement), served by id
 * and variant to anyone signed in (the help drawer shows guides to every member).
 */
export function registerReportImageRoutes(app: FastifyInstance, deps: Deps): void {
  const tags = ['reports'];
  // the upload's multipart parser lives in this scope only
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: REPORT_IMAGE_LIMITS.bytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/admin/reports/images',
      {
        schema: {
          tags,
          summary: 'Upload a guide image (multipart: file); PNG, JPEG, GIF or WebP up to 5 MB',
          consumes: ['multipart/form-data'],
          response: { 200: ReportImageAnswer, ...errors },
        },
        config: allow.systemUser('hasReportsManagement'),
      },
      async (request) =>
        uploadReportImage(deps, accessOf(request), request.ip, () =>
          request.isMultipart() ? request.file() : Promise.resolve(undefined),
        ),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const serve = {
    schema: {
      tags,
      summary: "A guide image by id and variant ('help', the default, or 'original')",
      params: ImageParams,
      // the answer is the image's bytes (errors are the usual {error, message}), so no JSON schema
    },
    config: allow.signedIn(),
  };
  for (const path of ['/images/:id', '/images/:id/:variant']) {
    r.get(path, serve, async (request, reply) => {
      const image = await getImage(deps, request.params.id, request.params.variant);
      // an id never changes its bytes: the browser may keep it
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      return reply.type(image.contentType).send(image.bytes);
    });
  }
}
