import fastifyMultipart from '@fastify/multipart';
import {
  AddEmailBody,
  CreateEmailListBody,
  EMAIL_LIST_LIMITS,
  EmailBody,
  EmailEntriesAnswer,
  EmailEntry,
  EmailList,
  EmailListsAnswer,
  TypeIdParam,
  UnsubscribesAnswer,
  UploadAnswer,
} from '@storelens/contract/api/email-lists';
import { MessageAnswer } from '@storelens/contract/api/profile';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { uploadEntries } from './email-list-upload.service.ts';
import {
  addEntry,
  createEmailList,
  listEmailLists,
  listEntries,
  listUnsubscribes,
  removeEntry,
  removeUnsubscribe,
} from './email-lists.service.ts';

/** Email List Management (spec 1 §7 Email lists): hasDataManagement, within the caller's verticals (spec 1 §6). */
export function registerEmailListRoutes(app: FastifyInstance, deps: Deps): void {
  const access = allow.systemUser('hasDataManagement');
  const params = TypeIdParam;

  // the upload's multipart parser lives in this scope only
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: EMAIL_LIST_LIMITS.fileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const route = routeTable(scope, { tag: 'email lists' });

    route.get('/admin/emailList', { summary: 'The email lists', answer: EmailListsAnswer, access }, async (request) =>
      listEmailLists(deps, accessOf(request)),
    );
    route.post(
      '/admin/emailList',
      {
        summary: 'Create an email list in a vertical (not in spec 1 §7: how an installation gets its first list)',
        body: CreateEmailListBody,
        answer: EmailList,
        access,
      },
      async (request) => createEmailList(deps, accessOf(request), request.body, request.ip),
    );
    route.get(
      '/admin/emailList/typeId/:typeId/emails',
      { summary: 'A list’s entries', params, answer: EmailEntriesAnswer, access },
      async (request) => listEntries(deps, accessOf(request), request.params.typeId),
    );
    route.get(
      '/admin/emailList/typeId/:typeId/unsubscribes',
      { summary: 'A list’s unsubscribes', params, answer: UnsubscribesAnswer, access },
      async (request) => listUnsubscribes(deps, accessOf(request), request.params.typeId),
    );
    route.post(
      '/admin/emailList/typeId/:typeId',
      { summary: 'Add an email', params, body: AddEmailBody, answer: EmailEntry, access },
      async (request) => addEntry(deps, accessOf(request), request.params.typeId, request.body, request.ip),
    );
    route.delete(
      '/admin/emailList/typeId/:typeId',
      { summary: 'Delete an email added by the product', params, body: EmailBody, answer: MessageAnswer, access },
      async (request) => removeEntry(deps, accessOf(request), request.params.typeId, request.body.email, request.ip),
    );
    route.delete(
      '/admin/emailList/typeId/:typeId/unsubscribe',
      { summary: 'Remove an unsubscribe', params, body: EmailBody, answer: MessageAnswer, access },
      async (request) =>
        removeUnsubscribe(deps, accessOf(request), request.params.typeId, request.body.email, request.ip),
    );
    route.post(
      '/admin/emailList/typeId/:typeId/files',
      {
        summary: 'Upload a .csv or .txt file of email,type rows (multipart: optional type, then file)',
        consumes: ['multipart/form-data'],
        params,
        answer: UploadAnswer,
        access,
      },
      async (request) =>
        uploadEntries(deps, accessOf(request), request.params.typeId, request.ip, () =>
          request.isMultipart() ? request.file() : Promise.resolve(undefined),
        ),
    );
  });
}
