import fastifyMultipart from '@fastify/multipart';
import {
  IMAGE_CONTENT_TYPES,
  ImageIdParams,
  ImageParams,
  REPORT_IMAGE_LIMITS,
  ReportImageAnswer,
} from '@storelens/contract/api/report-management';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { getImage, uploadReportImage } from './report-images.service.ts';

const tag = 'reports';

/**
 * Guide images (spec 1 §5, §7): uploaded from the guide editor (hasReportsManagement), served by id
 * and variant to anyone signed in (the help drawer shows guides to every member).
 */
export function registerReportImageRoutes(app: FastifyInstance, deps: Deps): void {
  // the upload's multipart parser lives in this scope only
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: REPORT_IMAGE_LIMITS.bytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    routeTable(scope, { tag }).post(
      '/admin/reports/images',
      {
        summary: 'Upload a guide image (multipart: file); PNG, JPEG, GIF or WebP up to 5 MB',
        consumes: ['multipart/form-data'],
        answer: ReportImageAnswer,
        access: allow.systemUser('hasReportsManagement'),
      },
      async (request) =>
        uploadReportImage(deps, accessOf(request), request.ip, () =>
          request.isMultipart() ? request.file() : Promise.resolve(undefined),
        ),
    );
  });

  const route = routeTable(app, { tag });
  const summary = "A guide image by id and variant ('help', the default, or 'original')";
  const access = allow.signedIn();
  const send = (reply: FastifyReply, image: { contentType: string; bytes: Buffer }) =>
    // an id never changes its bytes: the browser may keep it
    reply.header('cache-control', 'private, max-age=31536000, immutable').type(image.contentType).send(image.bytes);
  route.get(
    '/images/:id',
    { summary, params: ImageIdParams, file: IMAGE_CONTENT_TYPES, access },
    async (request, reply) => send(reply, await getImage(deps, request.params.id, 'help')),
  );
  route.get(
    '/images/:id/:variant',
    { summary, params: ImageParams, file: IMAGE_CONTENT_TYPES, access },
    async (request, reply) => send(reply, await getImage(deps, request.params.id, request.params.variant)),
  );
}
