import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  PreviewBody,
  ReorderBody,
  RetagProgressAnswer,
  TaggingListsAnswer,
  TaggingMetadataAnswer,
  TaggingMetadataParams,
  TaggingParams,
  TagPreviewAnswer,
  TagRule,
  TagRuleBody,
  TagRuleList,
  TagRuleParams,
  UnusedSourceTagsAnswer,
} from '@storelens/contract/api/product-tagging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import {
  createTagRule,
  deleteTagRule,
  getTagRule,
  listTagRules,
  previewTagRule,
  reorderTagRules,
  retagProgress,
  tagLists,
  unusedSourceTags,
  updateTagRule,
} from './tag-rules.service.ts';
import { taggingMetadata } from './tagging-metadata.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/**
 * spec 3 §7 Tagging. Every call is a system user's with data management (spec 3 §6), on an account
 * the route rule checks; the service then checks (in global mode) the vertical, and the page permission.
 */
export function registerTaggingRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['product tagging'];
  const forVertical = allow.systemUser('hasDataManagement');
  // the path's account, checked by the guard; in global mode the same place names a vertical (the service checks it)
  const config = allow.systemUser('hasDataManagement', {
    param: 'accountId',
    unless: { param: 'type', equals: 'global' },
  });

  r.get(
    '/products/tagging/metadata/:verticalId',
    {
      schema: {
        tags,
        summary: "The vertical's tagging metadata",
        params: TaggingMetadataParams,
        response: { 200: TaggingMetadataAnswer, ...errors },
      },
      config: forVertical,
    },
    async (request) => taggingMetadata(deps, accessOf(request), request.params.verticalId),
  );
  r.get(
    '/products/tagging/:type/:accountId',
    {
      schema: {
        tags,
        summary: 'Tag rules, by priority',
        params: TaggingParams,
        response: { 200: TagRuleList, ...errors },
      },
      config,
    },
    async (request) => listTagRules(deps, accessOf(request), request.params),
  );
  r.get(
    '/products/tagging/:type/:accountId/lists',
    {
      schema: {
        tags,
        summary: 'Value lists (source tags)',
        params: TaggingParams,
        response: { 200: TaggingListsAnswer, ...errors },
      },
      config,
    },
    async (request) => tagLists(deps, accessOf(request), request.params),
  );
  r.get(
    '/products/tagging/:type/:accountId/progress',
    {
      schema: {
        tags,
        summary: 'The background re-tag of the list',
        params: TaggingParams,
        response: { 200: RetagProgressAnswer, ...errors },
      },
      config,
    },
    async (request) => retagProgress(deps, accessOf(request), request.params),
  );
  r.put(
    '/products/tagging/:type/:accountId/reorder',
    {
      schema: {
        tags,
        summary: 'Set rule priority',
        params: TaggingParams,
        body: ReorderBody,
        response: { 200: TagRuleList, ...errors },
      },
      config,
    },
    async (request) => reorderTagRules(deps, accessOf(request), request.params, request.body.ruleIds),
  );
  r.post(
    '/products/tagging/:type/:accountId',
    {
      schema: {
        tags,
        summary: 'Create a tag rule',
        params: TaggingParams,
        body: TagRuleBody,
        response: { 200: TagRule, ...errors },
      },
      config,
    },
    async (request) => createTagRule(deps, accessOf(request), request.params, request.body),
  );
  r.get(
    '/products/tagging/:type/:accountId/:id',
    {
      schema: { tags, summary: 'One tag rule', params: TagRuleParams, response: { 200: TagRule, ...errors } },
      config,
    },
    async (request) => getTagRule(deps, accessOf(request), request.params, request.params.id),
  );
  r.put(
    '/products/tagging/:type/:accountId/:id',
    {
      schema: {
        tags,
        summary: 'Edit a tag rule',
        params: TagRuleParams,
        body: TagRuleBody,
        response: { 200: TagRule, ...errors },
      },
      config,
    },
    async (request) => updateTagRule(deps, accessOf(request), request.params, request.params.id, request.body),
  );
  r.delete(
    '/products/tagging/:type/:accountId/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tag rule',
        params: TagRuleParams,
        response: { 200: z.object({ id: z.number() }), ...errors },
      },
      config,
    },
    async (request) => deleteTagRule(deps, accessOf(request), request.params, request.params.id),
  );
  r.post(
    '/products/preview/:type/:accountId',
    {
      schema: {
        tags,
        summary: "A rule's preview",
        params: TaggingParams,
        body: PreviewBody,
        response: { 200: TagPreviewAnswer, ...errors },
      },
      config,
    },
    async (request) => previewTagRule(deps, accessOf(request), request.params, request.body),
  );
  r.get(
    '/products/unusedSourceTags/:type/:accountId',
    {
      schema: {
        tags,
        summary: 'Source tags no rule uses',
        params: TaggingParams,
        response: { 200: UnusedSourceTagsAnswer, ...errors },
      },
      config,
    },
    async (request, reply) => {
      const answer = await unusedSourceTags(deps, accessOf(request), request.params);
      // a bare string would go out as text/plain: 'ALL' goes as the JSON string it is (the typed
      // reply takes the answer, not its JSON text, hence the cast)
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer) as typeof answer);
    },
  );
}
