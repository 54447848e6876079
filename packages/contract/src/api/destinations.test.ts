import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/sources.ts';
import {
  BlueshiftTestEventBody,
  CreateDestinationBody,
  DestinationListItem,
  updateDestinationBodySchema,
} from './destinations.ts';

const fieldsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success || !result.error ? {} : toFieldErrors(result.error);

describe('POST /destinations/{accountId}/ body (spec 2 §7)', () => {
  it('checks the detail of the type', () => {
    expect(CreateDestinationBody.safeParse({ name: 'FB', type: 4, detail: { datasetId: '42' } }).success).toBe(true);
    expect(fieldsOf(CreateDestinationBody.safeParse({ name: 'FB', type: 4, detail: {} }))).toEqual({
      'detail.datasetId': 'Dataset Id is required',
    });
  });

  it('requires name and type', () => {
    expect(fieldsOf(CreateDestinationBody.safeParse({ name: '', type: 6, detail: {} }))).toEqual({
      name: 'Name is required',
    });
    expect(fieldsOf(CreateDestinationBody.safeParse({ name: 'x', detail: {} }))).toEqual({
      type: 'Destination Type is required',
    });
    expect(fieldsOf(CreateDestinationBody.safeParse({ name: 'x', type: 3, detail: {} }))).toEqual({
      type: 'Destination Type is not one of the allowed options',
    });
  });
});

describe('PATCH /destinations/{accountId}/{id} body (spec 2 §7)', () => {
  it('keeps the Zaius public key and saved list fields', () => {
    const saved = { publicKey: 'pub', privateKey: 'priv', listFields: ['Runners'] };
    const schema = updateDestinationBodySchema(1, saved);
    expect(schema.safeParse({ name: 'Z', detail: { ...saved, listFields: ['Runners', 'Walkers'] } }).success).toBe(
      true,
    );
    expect(fieldsOf(schema.safeParse({ name: 'Z', detail: { ...saved, publicKey: 'x', listFields: [] } }))).toEqual({
      'detail.publicKey': 'Public Key cannot be changed once saved',
      'detail.listFields': "The list field 'Runners' cannot be deleted",
    });
  });
});

describe('answers and helper calls', () => {
  it('a destination list item carries name, type name and source count', () => {
    expect(
      DestinationListItem.parse({ id: 1, name: 'Z', type: 1, destinationTypeName: 'Zaius', sourceCount: 2, extra: 1 }),
    ).toEqual({ id: 1, name: 'Z', type: 1, destinationTypeName: 'Zaius', sourceCount: 2 });
  });

  it('the Blueshift test event defaults to cancel', () => {
    expect(BlueshiftTestEventBody.parse({ eventKey: 'k' }).event).toBe('cancel');
    expect(BlueshiftTestEventBody.safeParse({ eventKey: 'k', event: 'purchase' }).success).toBe(false);
  });
});
