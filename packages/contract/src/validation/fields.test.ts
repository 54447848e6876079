import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as accounts from '../api/accounts.ts';
import * as adminAccounts from '../api/admin-accounts.ts';
import * as adminUsers from '../api/admin-users.ts';
import * as apiKeys from '../api/api-keys.ts';
import * as auth from '../api/auth.ts';
import * as destinations from '../api/destinations.ts';
import * as emailLists from '../api/email-lists.ts';
import * as preferences from '../api/preferences.ts';
import * as profile from '../api/profile.ts';
import * as reportManagement from '../api/report-management.ts';
import * as settings from '../api/settings.ts';
import * as sourceValidation from '../api/source-validation.ts';
import * as sources from '../api/sources.ts';
import * as team from '../api/team.ts';
import * as verticals from '../api/verticals.ts';
import {
  DESTINATION_TYPE_IDS,
  type DestinationTypeId,
  isDestinationCompatible,
  SOURCE_TYPE_IDS,
  type SourceTypeId,
} from '../domain/connectors.ts';
import { isValidIsoDate } from '../domain/schedule-options.ts';
import { DESTINATION_DETAIL_SCHEMAS, destinationLinkDetailSchema } from './destinations.ts';
import {
  invalidCharactersMessage,
  isHeaderSafe,
  isOneLineText,
  isStorableText,
  lineMax,
  oneLineMessage,
  requiredCredential,
  requiredLine,
  text,
} from './fields.ts';
import { historicalDateField, SOURCE_DETAIL_SCHEMAS } from './sources.ts';

type Node = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Every string schema reachable inside a schema (objects, arrays, unions, pipes, wrappers, records). */
function stringNodes(schema: unknown, seen = new Set<unknown>()): Node[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema) || !('_zod' in schema)) return [];
  seen.add(schema);
  const node = schema as Node;
  const def = node._zod.def;
  const children: unknown[] = [];
  switch (def.type) {
    case 'string':
      return [node];
    case 'object':
      children.push(...Object.values(def.shape as Record<string, unknown>));
      break;
    case 'array':
      children.push(def.element);
      break;
    case 'union':
      children.push(...(def.options as unknown[]));
      break;
    case 'pipe':
      children.push(def.in, def.out);
      break;
    case 'record':
      children.push(def.keyType, def.valueType);
      break;
    case 'intersection':
      children.push(def.left, def.right);
      break;
    case 'tuple':
      children.push(...(def.items as unknown[]), def.rest);
      break;
    case 'lazy':
      children.push((def.getter as () => unknown)());
      break;
    default:
      if ('innerType' in def) children.push(def.innerType);
  }
  return children.flatMap((child) => stringNodes(child, seen));
}

/** Request schemas by their names: bodies, queries, path parameters, forms, credentials. */
const REQUEST_NAME = /(Body|Query|Params|Param|Form|Fields|Credentials)$/;
const API_MODULES = {
  accounts,
  adminUsers,
  auth,
  destinations,
  preferences,
  profile,
  sourceValidation,
  sources,
  team,
  settings,
};

const requestSchemas = Object.entries(API_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([name, value]) => REQUEST_NAME.test(name) && value && typeof value === 'object' && '_zod' in value)
    .map(([name, value]) => [`${module}.${name}`, value] as const),
);

const linkSchemas = DESTINATION_TYPE_IDS.flatMap((d: DestinationTypeId) =>
  SOURCE_TYPE_IDS.filter((s: SourceTypeId) => isDestinationCompatible(d, s)).map(
    (s) => [`link ${d}×${s}`, destinationLinkDetailSchema(d, s)] as const,
  ),
);

const allSchemas = [
  ...requestSchemas,
  ...Object.entries(SOURCE_DETAIL_SCHEMAS).map(([type, schema]) => [`source detail ${type}`, schema] as const),
  ...Object.entries(DESTINATION_DETAIL_SCHEMAS).map(
    ([type, schema]) => [`destination detail ${type}`, schema] as const,
  ),
  ...linkSchemas,
];

describe('every string a request carries refuses NUL and lone surrogates', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(25);
  });

  for (const [name, schema] of allSchemas) {
    it(name, () => {
      for (const node of stringNodes(schema)) {
        for (const bad of ['a\u0000b', 'a\uD800b', '\uDC00']) {
          const result = node.safeParse(bad);
          expect(result.success, `${name}: a string field accepted ${JSON.stringify(bad)}`).toBe(false);
          // a string with a format (email, url) refuses it with its own message; the others say why
          if (!('format' in node._zod.def) || !node._zod.def.format) {
            expect(result.error?.issues.map((issue) => issue.message).join('\n')).toMatch(
              /contains a character that is not allowed/,
            );
          }
        }
      }
    });
  }
});

describe('text()', () => {
  it('takes ordinary text, emoji included, and names the field when it refuses', () => {
    expect(isStorableText('Café 😀 — ok')).toBe(true);
    expect(text('Name').safeParse('x\u0000').error?.issues[0]?.message).toBe(invalidCharactersMessage('Name'));
    expect(text().safeParse('\uDBFF').error?.issues[0]?.message).toBe(
      'This field contains a character that is not allowed',
    );
  });

  it('keeps credentials to characters an HTTP header can carry', () => {
    expect(isHeaderSafe('sk_live-ABC.123/+=')).toBe(true);
    for (const bad of ['key😀', 'ke\ny', 'clé', 'a\u0001b']) {
      expect(requiredCredential('API Key').safeParse(bad).error?.issues[0]?.message).toMatch(
        /^API Key may only contain/,
      );
    }
  });
});

describe('one-line text: names and titles', () => {
  const hidden = {
    'a right-to-left override': 'Ann\u202Egnp.exe',
    'a left-to-right embedding': 'Ann\u202A',
    'a pop directional isolate': 'A\u2069nn',
    'a first-strong isolate': 'A\u2068nn',
    'a zero-width space': 'An\u200Bn',
    'a zero-width joiner': 'An\u200Dn',
    'a word joiner': 'An\u2060n',
    'a byte order mark inside': 'An\uFEFFn',
    'a line break inside': 'Ann\nLee',
    'a tab inside': 'Ann\tLee',
    'a carriage return inside': 'Ann\rLee',
    'a bell': 'Ann\u0007',
    DEL: 'Ann\u007F',
    'a C1 control (NEL)': 'Ann\u0085',
    'an escape sequence': 'Ann\u001B[31m',
  };

  it.each(Object.entries(hidden))('refuses %s with the field named', (_what, value) => {
    expect(isOneLineText(value)).toBe(false);
    expect(requiredLine('Name', 100).safeParse(value).error?.issues[0]?.message).toBe(
      'Name must not contain line breaks, tabs or invisible characters',
    );
    expect(lineMax('Brand Name', 100).safeParse(value).error?.issues[0]?.message).toBe(oneLineMessage('Brand Name'));
  });

  it('takes names in any script, with accents, emoji and right-to-left letters', () => {
    for (const name of ['Zoë O’Brien-Ångström', 'José 😀', 'محمد', 'שלום', '李小龍', 'Anne-Marie (Shop #2)']) {
      expect(requiredLine('Name', 100).parse(name)).toBe(name);
    }
  });

  it('trims around the text first, so a pasted trailing line break or tab is no refusal', () => {
    expect(requiredLine('Name', 100).parse('  Ann Lee\n')).toBe('Ann Lee');
    expect(requiredLine('Name', 100).parse('\tAnn Lee')).toBe('Ann Lee');
    expect(lineMax('Brand Name', 100).parse('')).toBe('');
  });

  it('keeps its other messages: required, too long, not storable', () => {
    expect(requiredLine('Name', 5).safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(requiredLine('Name', 5).safeParse('Annabel').error?.issues[0]?.message).toBe(
      'Name must have at most 5 letters',
    );
    expect(requiredLine('Name', 5).safeParse('A\u0000').error?.issues[0]?.message).toBe(
      invalidCharactersMessage('Name'),
    );
  });

  it('is what every name and title of a request is built on', () => {
    const override = 'Eve\u202Etxt.exe';
    const names: Array<[string, z.ZodType, string]> = [
      ['first name (profile)', profile.UpdateProfileBody.shape.firstName, 'First Name'],
      ['last name (profile)', profile.UpdateProfileBody.shape.lastName, 'Last Name'],
      ['first name (join)', auth.JoinBody.shape.firstName, 'First Name'],
      ['account name', adminAccounts.CreateAdminAccountBody.shape.name, 'Name'],
      ['brand name', adminAccounts.AccountSettings.shape.brand, 'Brand Name'],
      ['source or destination name', sources.connectorName(), 'Name'],
      ['vertical name', verticals.UpdateVerticalBody.shape.name, 'Name'],
      ['report reference name', reportManagement.ReportBody.shape.referenceName, 'Reference Name'],
      ['report title', reportManagement.ReportBody.shape.title, 'Title'],
      ['API key name', apiKeys.CreateApiKeyBody.shape.name, 'Name'],
      ['email list name', emailLists.CreateEmailListBody.shape.name, 'Name'],
    ];
    for (const [what, schema, label] of names) {
      expect(schema.safeParse(override).error?.issues[0]?.message, what).toBe(oneLineMessage(label));
    }
  });
});

describe('refinements never assume the shape they refine', () => {
  it('Zaius listFields that are not a list is a field error, not a crash', () => {
    for (const listFields of ['a,b', 42, { a: 1 }, null]) {
      const result = DESTINATION_DETAIL_SCHEMAS[1].safeParse({ publicKey: 'p', privateKey: 'k', listFields });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['listFields']);
    }
  });

  it('a detail that is not an object is refused with a message, for every type', () => {
    for (const schema of [...Object.values(SOURCE_DETAIL_SCHEMAS), ...Object.values(DESTINATION_DETAIL_SCHEMAS)]) {
      for (const detail of ['x', 1, [], null]) expect(() => schema.safeParse(detail)).not.toThrow();
    }
    for (const [, schema] of linkSchemas)
      for (const detail of ['x', [], null]) expect(() => schema.safeParse(detail)).not.toThrow();
  });

  it('dates that do not exist are refused, never thrown', () => {
    for (const date of ['0000-00-00', '2020-13-01', '2020-02-30', '9999-99-99']) {
      expect(isValidIsoDate(date)).toBe(false);
      expect(historicalDateField('Start Date').safeParse(date).error?.issues[0]?.message).toBe(
        'Start Date must be between 2000-01-01 and today',
      );
    }
  });
});
