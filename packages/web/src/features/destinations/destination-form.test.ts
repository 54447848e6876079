import type { DestinationAnswer } from '@storelens/contract/api/destinations';
import { DESTINATION_TYPE, SECRET_MASK } from '@storelens/contract/domain/connectors';
import { connectorMsg, msg } from '@storelens/contract/validation/messages';
import { describe, expect, it } from 'vitest';
import {
  createDestinationBody,
  type DestinationFormValues,
  destinationFormErrors,
  destinationFormValues,
  updateDestinationBody,
} from './destination-form.ts';

const savedZaius = (overrides: Partial<DestinationAnswer> = {}): DestinationAnswer => ({
  id: 5,
  name: 'CDP',
  destinationTypeName: 'Zaius',
  sourceCount: 1,
  type: DESTINATION_TYPE.zaius,
  detail: { publicKey: 'PUBLICkey', privateKey: SECRET_MASK, listFields: ['Loyalty'] },
  startDate: null,
  loadingHistory: false,
  ...overrides,
});

const s3Values = (detail: Record<string, unknown> = {}): DestinationFormValues => ({
  name: 'Bucket',
  type: DESTINATION_TYPE.s3,
  detail: { accessKey: 'AKIA', secretKey: 'secret', bucket: 'exports', path: '', ...detail },
});

describe('destinationFormValues', () => {
  it('a new destination starts blank, with no type', () => {
    expect(destinationFormValues()).toEqual({ name: '', type: '', detail: {} });
  });

  it('a saved one shows its detail with the secret still masked', () => {
    expect(destinationFormValues(savedZaius())).toEqual({
      name: 'CDP',
      type: DESTINATION_TYPE.zaius,
      detail: { publicKey: 'PUBLICkey', privateKey: SECRET_MASK, listFields: ['Loyalty'] },
    });
    // a field the saved detail lacks starts from the contract's default
    const bare = destinationFormValues(savedZaius({ detail: { publicKey: 'P', privateKey: SECRET_MASK } }));
    expect(bare.detail.listFields).toEqual([]);
  });
});

describe('the request bodies (spec 2 §7)', () => {
  it('create: name, type and the detail without empty optional fields', () => {
    expect(createDestinationBody(s3Values())).toEqual({
      name: 'Bucket',
      type: DESTINATION_TYPE.s3,
      detail: { accessKey: 'AKIA', secretKey: 'secret', bucket: 'exports' },
    });
    expect(createDestinationBody(s3Values({ path: 'daily' })).detail).toMatchObject({ path: 'daily' });
  });

  it('create: the Blueshift test-event choice is an action, never saved', () => {
    const values = destinationFormValues();
    values.name = 'Events';
    values.type = DESTINATION_TYPE.blueshift;
    values.detail = { eventKey: 'ek', usersKey: 'uk', testEvent: 'identify' };
    expect(createDestinationBody(values).detail).toEqual({ eventKey: 'ek', usersKey: 'uk' });
  });

  it('update: name and detail only (the type is fixed); a masked secret goes back as the mask', () => {
    const values = destinationFormValues(savedZaius());
    values.name = 'Renamed';
    expect(updateDestinationBody(values)).toEqual({
      name: 'Renamed',
      detail: { publicKey: 'PUBLICkey', privateKey: SECRET_MASK, listFields: ['Loyalty'] },
    });
  });
});

describe('destinationFormErrors: the contract’s rules on the form', () => {
  it('without a type: the type is required, and the name rule still applies', () => {
    expect(destinationFormErrors(destinationFormValues())).toEqual({
      name: msg.required('Name'),
      type: msg.required('Destination Type'),
    });
    expect(destinationFormErrors({ name: 'Named', type: '', detail: {} })).toEqual({
      type: msg.required('Destination Type'),
    });
  });

  it('a complete S3 destination has no errors; a missing required field is reported on detail.<field>', () => {
    expect(destinationFormErrors(s3Values())).toEqual({});
    expect(destinationFormErrors(s3Values({ bucket: '' }))).toEqual({ 'detail.bucket': msg.required('Bucket') });
  });

  it('on edit the masked secret is valid, but the public key and a saved list field are locked', () => {
    const saved = savedZaius();
    expect(destinationFormErrors(destinationFormValues(saved), saved)).toEqual({});
    const changedKey = destinationFormValues(saved);
    changedKey.detail.publicKey = 'PUBLICother';
    expect(destinationFormErrors(changedKey, saved)).toEqual({
      'detail.publicKey': connectorMsg.locked('Public Key'),
    });
    const droppedField = destinationFormValues(saved);
    droppedField.detail.listFields = [];
    expect(Object.values(destinationFormErrors(droppedField, saved))).toContain(
      connectorMsg.listFieldRemoved('Loyalty'),
    );
  });
});
