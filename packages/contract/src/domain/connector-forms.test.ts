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
  fieldErrorsOf as errorsOf,
  SOURCE_DETAIL_SCHEMAS,
  SOURCE_LOCKED_FIELDS,
  SOURCE_SECRET_FIELDS,
} from '../validation/sources.ts';
import {
  ACTION_FIELDS,
  DESTINATION_DETAIL_FORMS,
  SOURCE_COMMON_FIELDS,
  SOURCE_DETAIL_FORMS,
  suppliesCredentialsByLink,
} from './connector-forms.ts';
import {
  DESTINATION_TYPE_IDS,
  type DestinationTypeId,
  isDestinationCompatible,
  SOURCE_TYPE_IDS,
  type SourceTypeId,
} from './connectors.ts';
import { destinationLinkForm } from './destination-link-forms.ts';
import { type FormField, formDefaults } from './form-fields.ts';

const savedNames = (fields: readonly FormField[]) =>
  [...new Set(fields.map((f) => f.name.split('.')[0]!).filter((n) => !ACTION_FIELDS.includes(n)))].sort();
const shapeKeys = (schema: z.ZodType) => Object.keys((schema as unknown as z.ZodObject).shape).sort();

/** Every always-shown required field without a default, left empty, fails with '{label} is required'. */
const expectRequiredMessages = (schema: z.ZodType, fields: readonly FormField[]) => {
  const errors = errorsOf(schema, {});
  for (const field of fields.filter((f) => f.required && !f.shownWhen && f.default === undefined)) {
    expect(errors[field.name], field.name).toBe(msg.required(field.label));
  }
};

/** The forms, schemas, secret and locked fields of the source or the destination types, by type id. */
interface Catalogue<T extends number> {
  forms: Record<T, readonly FormField[]>;
  schemas: Record<T, z.ZodType>;
  secrets: Record<T, readonly string[]>;
  locked: Partial<Record<T, Readonly<Record<string, string>>>>;
}
const SOURCES: Catalogue<SourceTypeId> = {
  forms: SOURCE_DETAIL_FORMS,
  schemas: SOURCE_DETAIL_SCHEMAS,
  secrets: SOURCE_SECRET_FIELDS,
  locked: SOURCE_LOCKED_FIELDS,
};
const DESTINATIONS: Catalogue<DestinationTypeId> = {
  forms: DESTINATION_DETAIL_FORMS,
  schemas: DESTINATION_DETAIL_SCHEMAS,
  secrets: DESTINATION_SECRET_FIELDS,
  locked: DESTINATION_LOCKED_FIELDS,
};

/**
 * A type's detail form agrees with its schema: the same saved fields, the same required messages,
 * the secret widget exactly on the secret fields, locked exactly where the schema locks.
 */
const expectFormOfSchema = <T extends number>(catalogue: Catalogue<T>, type: T) => {
  const fields = catalogue.forms[type];
  const schema = catalogue.schemas[type];
  expect(savedNames(fields)).toEqual(shapeKeys(schema));
  expectRequiredMessages(schema, fields);
  for (const field of fields) {
    expect(field.widget === 'secret', `${field.name} secret`).toBe(catalogue.secrets[type].includes(field.name));
    expect(field.lockedOnEdit === true, `${field.name} locked`).toBe(field.name in (catalogue.locked[type] ?? {}));
  }
};

describe('source forms cover spec 2 §3 and agree with the schemas', () => {
  for (const type of SOURCE_TYPE_IDS) {
    it(`source type ${type}`, () => expectFormOfSchema(SOURCES, type));
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
    it(`destination type ${type}`, () => expectFormOfSchema(DESTINATIONS, type));
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
