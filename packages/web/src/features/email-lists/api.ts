import {
  type AddEmailBody,
  type CreateEmailListBody,
  EmailEntriesAnswer,
  EmailEntry,
  EmailList,
  EmailListsAnswer,
  UnsubscribesAnswer,
  UploadAnswer,
} from '@storelens/contract/api/email-lists';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const listsKey = ['admin', 'emailLists'] as const;
const base = (typeId: number) => `/admin/emailList/typeId/${typeId}`;

/** GET /admin/emailList */
export const useEmailLists = () =>
  useQuery({ queryKey: listsKey, queryFn: () => api.get('/admin/emailList', EmailListsAnswer) });

export const entriesQuery = (typeId: number) =>
  queryOptions({
    queryKey: [...listsKey, typeId, 'emails'],
    queryFn: () => api.get(`${base(typeId)}/emails`, EmailEntriesAnswer),
  });
/** POST /admin/emailList {name, verticalId} */
export const useCreateEmailList = () =>
  useRefreshingMutation(listsKey, (body: CreateEmailListBody) => api.post('/admin/emailList', body, EmailList));

/** GET /admin/emailList/typeId/{typeId}/emails */
export const useEntries = (typeId: number) => useQuery(entriesQuery(typeId));

export const unsubscribesQuery = (typeId: number) =>
  queryOptions({
    queryKey: [...listsKey, typeId, 'unsubscribes'],
    queryFn: () => api.get(`${base(typeId)}/unsubscribes`, UnsubscribesAnswer),
  });
/** GET /admin/emailList/typeId/{typeId}/unsubscribes */
export const useUnsubscribes = (typeId: number) => useQuery(unsubscribesQuery(typeId));

const useListMutation = <Vars, Answer>(typeId: number, mutationFn: (vars: Vars) => Promise<Answer>) =>
  useRefreshingMutation([...listsKey, typeId], mutationFn);

/** POST /admin/emailList/typeId/{typeId} {email, type} */
export const useAddEntry = (typeId: number) =>
  useListMutation(typeId, (body: AddEmailBody) => api.post(base(typeId), body, EmailEntry));

/** DELETE /admin/emailList/typeId/{typeId} {email} */
export const useDeleteEntry = (typeId: number) =>
  useListMutation(typeId, (email: string) =>
    apiRequest('DELETE', base(typeId), { body: { email }, schema: MessageAnswer }),
  );

/** DELETE /admin/emailList/typeId/{typeId}/unsubscribe {email} */
export const useDeleteUnsubscribe = (typeId: number) =>
  useListMutation(typeId, (email: string) =>
    apiRequest('DELETE', `${base(typeId)}/unsubscribe`, { body: { email }, schema: MessageAnswer }),
  );

/** POST /admin/emailList/typeId/{typeId}/files (multipart: the type for rows without one, then the file). */
export const useUploadEntries = (typeId: number) =>
  useListMutation(typeId, ({ file, type }: { file: File; type: string }) => {
    const form = new FormData();
    form.append('type', type);
    form.append('file', file);
    return apiRequest('POST', `${base(typeId)}/files`, { body: form, schema: UploadAnswer });
  });
