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
import { ErrorAnswer } from '@storelens/contract/api/errors';
import { MessageAnswer } from '@storelens/contract/api/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
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

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** Email List Management (spec 1 §7 Email lists): hasDataManagement, within the caller's verticals (spec 1 §6). */
export function registerEmailListRoutes(app: FastifyInstance, deps: Deps): void {
  const tags = ['email lists'];
  const config = allow.systemUser('hasDataManagement');

  // the upload's multipart parser lives in this scope only
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: EMAIL_LIST_LIMITS.fileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/admin/emailList',
      { schema: { tags, summary: 'The email lists', response: { 200: EmailListsAnswer, ...errors } }, config },
      async (request) => listEmailLists(deps, accessOf(request)),
    );

    r.post(
      '/admin/emailList',
      {
        schema: {
          tags,
          summary: 'Create an email list in a vertical (not in spec 1 §7: how an installation gets its first list)',
          body: CreateEmailListBody,
          response: { 200: EmailList, ...errors },
        },
        config,
      },
      async (request) => createEmailList(deps, accessOf(request), request.body, request.ip),
    );

    r.get(
      '/admin/emailList/typeId/:typeId/emails',
      {
        schema: {
          tags,
          summary: 'A list’s entries',
          params: TypeIdParam,
          response: { 200: EmailEntriesAnswer, ...errors },
        },
        config,
      },
      async (request) => listEntries(deps, accessOf(request), request.params.typeId),
    );

    r.get(
      '/admin/emailList/typeId/:typeId/unsubscribes',
      {
        schema: {
          tags,
          summary: 'A list’s unsubscribes',
          params: TypeIdParam,
          response: { 200: UnsubscribesAnswer, ...errors },
        },
        config,
      },
      async (request) => listUnsubscribes(deps, accessOf(request), request.params.typeId),
    );

    r.post(
      '/admin/emailList/typeId/:typeId',
      {
        schema: {
          tags,
          summary: 'Add an email',
          params: TypeIdParam,
          body: AddEmailBody,
          response: { 200: EmailEntry, ...errors },
        },
        config,
      },
      async (request) => addEntry(deps, accessOf(request), request.params.typeId, request.body, request.ip),
    );

    r.delete(
      '/admin/emailList/typeId/:typeId',
      {
        schema: {
          tags,
          summary: 'Delete an email added by the product',
          params: TypeIdParam,
          body: EmailBody,
          response: { 200: MessageAnswer, ...errors },
        },
        config,
      },
      async (request) => removeEntry(deps, accessOf(request), request.params.typeId, request.body.email, request.ip),
    );

    r.delete(
      '/admin/emailList/typeId/:typeId/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Remove an unsubscribe',
          params: TypeIdParam,
          body: EmailBody,
          response: { 200: MessageAnswer, ...errors },
        },
        config,
      },
      async (request) =>
        removeUnsubscribe(deps, accessOf(request), request.params.typeId, request.body.email, request.ip),
    );

    r.post(
      '/admin/emailList/typeId/:typeId/files',
      {
        schema: {
          tags,
          summary: 'Upload a .csv or .txt file of email,type rows (multipart: optional type, then file)',
          consumes: ['multipart/form-data'],
          params: TypeIdParam,
          response: { 200: UploadAnswer, ...errors },
        },
        config,
      },
      async (request) =>
        uploadEntries(deps, accessOf(request), request.params.typeId, request.ip, () =>
          request.isMultipart() ? request.file() : Promise.resolve(undefined),
        ),
    );
  });
}
