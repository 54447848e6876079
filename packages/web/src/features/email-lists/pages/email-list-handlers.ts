import {
  EmailEntriesAnswer,
  type EmailEntry,
  type EmailList,
  EmailListsAnswer,
  type Unsubscribe,
  UnsubscribesAnswer,
} from '@storelens/contract/api/email-lists';
import { answer } from '../../../test/handlers.ts';

// The answers the Email List Management tests share: two lists, and the entries and unsubscribes of list 5.

export const customers: EmailList = {
  typeId: 5,
  name: 'Newsletter',
  vertical: 'Outdoor',
  verticalId: 'outdoor',
  duplicateName: false,
};
export const partners: EmailList = { ...customers, typeId: 6, name: 'Partners' };

export const entry = (email: string, type = 'Customer', addedByProduct = true): EmailEntry => ({
  email,
  type,
  addedByProduct,
});

export const lists = (all: EmailList[] = [customers, partners]) =>
  answer('get', '/admin/emailList', EmailListsAnswer, all);

export const entries = (rows: EmailEntry[], typeId = customers.typeId) =>
  answer('get', `/admin/emailList/typeId/${typeId}/emails`, EmailEntriesAnswer, rows);

export const unsubscribes = (rows: Unsubscribe[], typeId = customers.typeId) =>
  answer('get', `/admin/emailList/typeId/${typeId}/unsubscribes`, UnsubscribesAnswer, rows);
