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
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
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

/**
 * spec 3 §7 Tagging. Every call is a system user's with data management (spec 3 §6), on an account
 * the route rule checks; the service then checks (in global mode) the vertical, and the page permission.
 */
export function registerTaggingRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'product tagging' });
  // the path's account, checked by the guard; in global mode the same place names a vertical (the service checks it)
  const access = allow.systemUser('hasDataManagement', {
    param: 'accountId',
    unless: { param: 'type', equals: 'global' },
  });
  const params = TaggingParams;
  const rule = TagRuleParams;

  route.get(
    '/products/tagging/metadata/:verticalId',
    {
      summary: "The vertical's tagging metadata",
      params: TaggingMetadataParams,
      answer: TaggingMetadataAnswer,
      access: allow.systemUser('hasDataManagement'),
    },
    async (request) => taggingMetadata(deps, accessOf(request), request.params.verticalId),
  );
  route.get(
    '/products/tagging/:type/:accountId',
    { summary: 'Tag rules, by priority', params, answer: TagRuleList, access },
    async (request) => listTagRules(deps, accessOf(request), request.params),
  );
  route.get(
    '/products/tagging/:type/:accountId/lists',
    { summary: 'Value lists (source tags)', params, answer: TaggingListsAnswer, access },
    async (request) => tagLists(deps, accessOf(request), request.params),
  );
  route.get(
    '/products/tagging/:type/:accountId/progress',
    { summary: 'The background re-tag of the list', params, answer: RetagProgressAnswer, access },
    async (request) => retagProgress(deps, accessOf(request), request.params),
  );
  route.put(
    '/products/tagging/:type/:accountId/reorder',
    { summary: 'Set rule priority', params, body: ReorderBody, answer: TagRuleList, access },
    async (request) => reorderTagRules(deps, accessOf(request), request.params, request.body.ruleIds),
  );
  route.post(
    '/products/tagging/:type/:accountId',
    { summary: 'Create a tag rule', params, body: TagRuleBody, answer: TagRule, access },
    async (request) => createTagRule(deps, accessOf(request), request.params, request.body),
  );
  route.get(
    '/products/tagging/:type/:accountId/:id',
    { summary: 'One tag rule', params: rule, answer: TagRule, access },
    async (request) => getTagRule(deps, accessOf(request), request.params, request.params.id),
  );
  route.put(
    '/products/tagging/:type/:accountId/:id',
    { summary: 'Edit a tag rule', params: rule, body: TagRuleBody, answer: TagRule, access },
    async (request) => updateTagRule(deps, accessOf(request), request.params, request.params.id, request.body),
  );
  route.delete(
    '/products/tagging/:type/:accountId/:id',
    { summary: 'Delete a tag rule', params: rule, answer: z.object({ id: z.number() }), access },
    async (request) => deleteTagRule(deps, accessOf(request), request.params, request.params.id),
  );
  route.post(
    '/products/preview/:type/:accountId',
    { summary: "A rule's preview", params, body: PreviewBody, answer: TagPreviewAnswer, access },
    async (request) => previewTagRule(deps, accessOf(request), request.params, request.body),
  );
  route.get(
    '/products/unusedSourceTags/:type/:accountId',
    { summary: 'Source tags no rule uses', params, answer: UnusedSourceTagsAnswer, access },
    async (request, reply) => {
      const answer = await unusedSourceTags(deps, accessOf(request), request.params);
      // a bare string would go out as text/plain: 'ALL' goes as the JSON string it is (the typed
      // reply takes the answer, not its JSON text, hence the cast)
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer) as typeof answer);
    },
  );
}
