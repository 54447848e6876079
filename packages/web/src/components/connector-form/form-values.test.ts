import { DESTINATION_DETAIL_FORMS, SOURCE_DETAIL_FORMS } from '@storelens/contract/domain/connector-forms';
import { DESTINATION_TYPE, SECRET_MASK, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { destinationLinkForm } from '@storelens/contract/domain/destination-link-forms';
import type { FormField } from '@storelens/contract/domain/form-fields';
import { describe, expect, it } from 'vitest';
import { detailBody, detailValues, getPath, isFieldShown } from './form-values.ts';

const shopify = SOURCE_DETAIL_FORMS[SOURCE_TYPE.shopify];
const blueshift = DESTINATION_DETAIL_FORMS[DESTINATION_TYPE.blueshift];
const s3 = DESTINATION_DETAIL_FORMS[DESTINATION_TYPE.s3];

describe('detailValues: the starting values of a generated form', () => {
  it('a new form starts from the contract defaults, else a blank that keeps every input controlled', () => {
    expect(detailValues(shopify)).toEqual({
      storeName: '',
      appType: 'custom',
      apiKey: '',
      password: '',
      accessToken: '',
      ignoredInventoryLocations: [],
      isGqlSalespersonFetchEnabled: false,
    });
  });

  it('nested field names build nested objects (Blueshift consent.email)', () => {
    const values = detailValues(destinationLinkForm(DESTINATION_TYPE.blueshift, SOURCE_TYPE.wooCommerce));
    expect(values.consent).toEqual({ email: '', phone: '' });
    expect(getPath(values, 'consent.phone')).toBe('');
  });

  it('saved values win over defaults, and keys the form does not draw go back unchanged', () => {
    const saved = {
      storeName: 'shop',
      appType: 'private',
      apiKey: SECRET_MASK,
      password: SECRET_MASK,
      // an OAuth-supplied value the form has no field for
      refreshToken: SECRET_MASK,
    };
    const values = detailValues(shopify, saved);
    expect(values).toMatchObject(saved);
    expect(values.accessToken).toBe('');
    expect(values.ignoredInventoryLocations).toEqual([]);
  });

  it('keeps a saved false or empty value instead of the default', () => {
    const form: FormField[] = [
      { name: 'on', label: 'On', widget: 'checkbox', required: false, default: true },
      { name: 'pick', label: 'Pick', widget: 'select', required: false, default: 'a' },
    ];
    expect(detailValues(form, { on: false, pick: '' })).toEqual({ on: false, pick: '' });
  });

  it('never shares arrays or objects with the saved detail or the contract defaults', () => {
    const saved = { ecomIdentifier: ['web'] };
    const lightspeed = SOURCE_DETAIL_FORMS[SOURCE_TYPE.lightspeed];
    const values = detailValues(lightspeed, saved);
    (values.ecomIdentifier as string[]).push('amazon');
    (values.inventoryStoreIgnore as string[]).push('Outlet');
    expect(saved.ecomIdentifier).toEqual(['web']);
    // a second form starts from clean defaults, not the first form's edits
    expect(detailValues(lightspeed).inventoryStoreIgnore).toEqual([]);
  });
});

describe('detailBody: the detail a form sends', () => {
  it('leaves out the form-only action fields (Blueshift Send Test Event)', () => {
    const body = detailBody(blueshift, { ...detailValues(blueshift), eventKey: 'e', usersKey: 'u' });
    expect(body).toEqual({ eventKey: 'e', usersKey: 'u' });
  });

  it('drops an optional field left empty, but sends an empty required one so that it is reported', () => {
    expect(detailBody(s3, { accessKey: 'AK', secretKey: 'SK', bucket: '', path: '' })).toEqual({
      accessKey: 'AK',
      secretKey: 'SK',
      bucket: '',
    });
    expect(detailBody(s3, { accessKey: 'AK', secretKey: 'SK', bucket: 'b', path: null })).not.toHaveProperty('path');
    expect(detailBody(s3, { accessKey: 'AK', secretKey: 'SK', bucket: 'b', path: 'exports' }).path).toBe('exports');
  });

  it('leaves out a field the form does not draw: keys typed for the private app are not sent for a custom one', () => {
    const values = {
      ...detailValues(shopify),
      storeName: 'shop',
      apiKey: 'typed-before',
      password: 'pw',
      accessToken: 'shpat',
    };
    const body = detailBody(shopify, values);
    expect(body).toMatchObject({ storeName: 'shop', appType: 'custom', accessToken: 'shpat' });
    expect(body).not.toHaveProperty('apiKey');
    expect(body).not.toHaveProperty('password');
    expect(detailBody(shopify, { ...values, appType: 'private' })).not.toHaveProperty('accessToken');
  });

  it('drops an empty optional nested field from its parent only', () => {
    const form: FormField[] = [
      { name: 'consent.email', label: 'Email', widget: 'select', required: false },
      { name: 'consent.phone', label: 'Phone', widget: 'select', required: false },
    ];
    expect(detailBody(form, { consent: { email: '', phone: 'yes' } })).toEqual({ consent: { phone: 'yes' } });
  });

  it('sends a masked secret back as the mask (the server keeps the stored one) and false and [] as they are', () => {
    const values = { ...detailValues(shopify), storeName: 'shop', accessToken: SECRET_MASK };
    expect(detailBody(shopify, values)).toMatchObject({
      storeName: 'shop',
      appType: 'custom',
      accessToken: SECRET_MASK,
      ignoredInventoryLocations: [],
      isGqlSalespersonFetchEnabled: false,
    });
  });

  it('does not change the form values it reads', () => {
    const values = { accessKey: 'AK', secretKey: 'SK', bucket: 'b', path: '' };
    detailBody(s3, values);
    expect(values).toEqual({ accessKey: 'AK', secretKey: 'SK', bucket: 'b', path: '' });
    expect(detailBody(s3, undefined)).toEqual({});
  });
});

describe('isFieldShown', () => {
  const field = (name: string) => shopify.find((f) => f.name === name)!;

  it('follows shownWhen: Shopify asks for an access token for custom apps, a key and password for private ones', () => {
    expect(isFieldShown(field('accessToken'), { appType: 'custom' }, true)).toBe(true);
    expect(isFieldShown(field('apiKey'), { appType: 'custom' }, true)).toBe(false);
    expect(isFieldShown(field('apiKey'), { appType: 'private' }, true)).toBe(true);
    expect(isFieldShown(field('accessToken'), { appType: 'private' }, true)).toBe(false);
    expect(isFieldShown(field('storeName'), {}, false)).toBe(true);
  });

  it('hides the system-user-only OAuth email option from customers; its email shows only when ticked', () => {
    const brightpearl = SOURCE_DETAIL_FORMS[SOURCE_TYPE.brightpearl];
    const sendEmail = brightpearl.find((f) => f.name === 'sendEmail')!;
    const email = brightpearl.find((f) => f.name === 'email')!;
    expect(isFieldShown(sendEmail, {}, false)).toBe(false);
    expect(isFieldShown(sendEmail, {}, true)).toBe(true);
    expect(isFieldShown(email, { sendEmail: false }, true)).toBe(false);
    expect(isFieldShown(email, { sendEmail: true }, true)).toBe(true);
    expect(isFieldShown(email, { sendEmail: true }, false)).toBe(false);
  });
});
