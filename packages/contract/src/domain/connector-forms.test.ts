import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DESTINATION_DETAIL_SCHEMAS,
  DESTINATION_LOCKED_FIELDS,
  DESTINATION_SECRET_FIELDS,
  destinationLinkDetailSchema,
} from '../validation/destinations.ts';
import { msg } from '../validation/messages.ts';
import {
  SOURCE_DETAIL_SCHEMAS,
  SOURCE_LOCKED_FIELDS,
  SOURCE_SECRET_FIELDS,
  toFieldErrors,
} from '../validation/sources.ts';
import {
  ACTION_FIELDS,
  DESTINATION_DETAIL_FORMS,
  SOURCE_COMMON_FIELDS,
  SOURCE_DETAIL_FORMS,
  suppliesCredentialsByLink,
} from './connector-forms.ts';
import { DESTINATION_TYPE_IDS, isDestinationCompatible, SOURCE_TYPE_IDS } from './connectors.ts';
import { destinationLinkForm } from './destination-link-forms.ts';
import { type FormField, formDefaults } from './form-fields.ts';

const savedNames = (fields: readonly FormField[]) =>
  [...new Set(fields.map((f) => f.name.split('.')[0]!).filter((n) => !ACTION_FIELDS.includes(n)))].sort();
const shapeKeys = (schema: z.ZodType) => Object.keys((schema as unknown as z.ZodObject).shape).sort();
const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
};

/** Every always-shown required field without a default, left empty, fails with '{label} is required'. */
const expectRequiredMessages = (schema: z.ZodType, fields: readonly FormField[]) => {
  const errors = errorsOf(schema, {});
  for (const field of fields.filter((f) => f.required && !f.shownWhen && f.default === undefined)) {
    expect(errors[field.name], field.name).toBe(msg.required(field.label));
  }
};

describe('source forms cover spec 2 §3 and agree with the schemas', () => {
  for (const type of SOURCE_TYPE_IDS) {
    const fields = SOURCE_DETAIL_FORMS[type];
    it(`source type ${type}`, () => {
      expect(savedNames(fields)).toEqual(shapeKeys(SOURCE_DETAIL_SCHEMAS[type]));
      expectRequiredMessages(SOURCE_DETAIL_SCHEMAS[type], fields);
      for (const field of fields) {
        expect(field.widget === 'secret', `${field.name} secret`).toBe(SOURCE_SECRET_FIELDS[type].includes(field.name));
        expect(field.lockedOnEdit === true, `${field.name} locked`).toBe(
          field.name in (SOURCE_LOCKED_FIELDS[type] ?? {}),
        );
      }
    });
  }

  it('shows Shopify apiKey/password only for private apps and accessToken only for custom apps', () => {
    const byName = Object.fromEntries(SOURCE_DETAIL_FORMS[15].map((f) => [f.name, f]));
    expect(byName.apiKey?.shownWhen).toEqual({ field: 'appType', in: ['private'] });
    expect(byName.password?.shownWhen).toEqual({ field: 'appType', in: ['private'] });
    expect(byName.accessToken?.shownWhen).toEqual({ field: 'appType', in: ['custom'] });
    expect(byName.ignoredInventoryLocations?.custom).toBe('shopifyLocations');
    expect(formDefaults(SOURCE_DETAIL_FORMS[15])).toMatchObject({ appType: 'custom' });
  });

  it('shows the OAuth email option to system users only', () => {
    for (const type of [8, 9] as const) {
      const option = SOURCE_DETAIL_FORMS[type].filter((f) => f.systemUserOnly).map((f) => f.name);
      expect(option).toEqual(['sendEmail', 'email']);
    }
  });

  it('has the common source fields with their defaults', () => {
    expect(formDefaults(SOURCE_COMMON_FIELDS)).toEqual({ frequency: 1440, anchorTime: '08:00', timezone: 'Etc/UTC' });
    expect(SOURCE_COMMON_FIELDS.find((f) => f.name === 'type')?.options).toHaveLength(19);
  });
});

describe('destination forms agree with the schemas', () => {
  for (const type of DESTINATION_TYPE_IDS) {
    const fields = DESTINATION_DETAIL_FORMS[type];
    it(`destination type ${type}`, () => {
      expect(savedNames(fields)).toEqual(shapeKeys(DESTINATION_DETAIL_SCHEMAS[type]));
      expectRequiredMessages(DESTINATION_DETAIL_SCHEMAS[type], fields);
      for (const field of fields) {
        expect(field.widget === 'secret', `${field.name} secret`).toBe(
          DESTINATION_SECRET_FIELDS[type].includes(field.name),
        );
        expect(field.lockedOnEdit === true, `${field.name} locked`).toBe(
          field.name in (DESTINATION_LOCKED_FIELDS[type] ?? {}),
        );
      }
    });
  }

  it('draws Zaius list fields and UQube databases with custom widgets', () => {
    expect(DESTINATION_DETAIL_FORMS[1].find((f) => f.name === 'listFields')?.custom).toBe('zaiusListFields');
    expect(DESTINATION_DETAIL_FORMS[7].find((f) => f.name === 'database')?.custom).toBe('uqubeDatabases');
  });
});

describe('link forms (source screen) agree with the link schemas', () => {
  for (const destination of DESTINATION_TYPE_IDS) {
    for (const source of SOURCE_TYPE_IDS.filter((s) => isDestinationCompatible(destination, s))) {
      it(`destination ${destination} × source ${source}`, () => {
        const fields = destinationLinkForm(destination, source);
        const schema = destinationLinkDetailSchema(destination, source);
        expect(savedNames(fields)).toEqual(shapeKeys(schema));
        expectRequiredMessages(schema, fields);
      });
    }
  }

  it('uses the Heartland column widget for Heartland mappings', () => {
    const cadence = destinationLinkForm(6, 10);
    expect(cadence.filter((f) => f.custom === 'heartlandColumnMapping').map((f) => f.name)).toEqual([
      'brand',
      'upc',
      'sku',
      'size',
      'width',
      'color',
      'productStyle',
      'tags',
    ]);
  });
});

describe('what the source and destination screens say', () => {
  it('never shows two fields with the same label on one source screen', () => {
    for (const type of SOURCE_TYPE_IDS) {
      const labels = [...SOURCE_COMMON_FIELDS, ...SOURCE_DETAIL_FORMS[type]].map((f) => f.label);
      expect(
        labels.filter((label, i) => labels.indexOf(label) !== i),
        `source type ${type}`,
      ).toEqual([]);
    }
  });

  it('labels the vendor time zone apart from the schedule time zone (RICS)', () => {
    expect(SOURCE_DETAIL_FORMS[1].find((f) => f.name === 'timezone')?.label).toBe('Data Timezone');
    expect(SOURCE_COMMON_FIELDS.find((f) => f.name === 'timezone')?.label).toBe('Timezone');
  });

  it('shows the Blueshift test events by name, not by the value sent', () => {
    const testEvent = DESTINATION_DETAIL_FORMS[8].find((f) => f.name === 'testEvent');
    expect(testEvent?.options).toEqual([
      { value: 'cancel', label: 'Cancel' },
      { value: 'return', label: 'Return' },
      { value: 'race_registration', label: 'Race Registration' },
    ]);
  });

  it('promises a validation link only to source types whose form asks for no credentials', () => {
    expect(suppliesCredentialsByLink(15)).toBe(false); // Shopify: token, or key and password, checked on save
    expect(suppliesCredentialsByLink(2)).toBe(false);
    for (const type of [4, 5, 8, 9, 11] as const) expect(suppliesCredentialsByLink(type), `type ${type}`).toBe(true);
    const shopify = SOURCE_DETAIL_FORMS[15];
    const help = shopify.map((f) => f.help ?? '').join(' ');
    expect(help).not.toMatch(/validation link after/i);
    expect(shopify.find((f) => f.name === 'accessToken')?.help).toMatch(/custom app/);
    expect(shopify.find((f) => f.name === 'password')?.help).toMatch(/private app/);
  });
});
