import type { DestinationListItem } from '@storelens/contract/api/destinations';
import {
  CreateSourceBody,
  connectorName,
  type SourceAnswer,
  type SourceScreenCreateBody,
  type UpdateSourceBody,
  updateSourceBodySchema,
} from '@storelens/contract/api/sources';
import { SOURCE_DETAIL_FORMS } from '@storelens/contract/domain/connector-forms';
import {
  type DestinationTypeId,
  isDestinationCompatible,
  isSourceTypeId,
  OAUTH_EMAIL_SOURCE_TYPES,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import { destinationLinkForm } from '@storelens/contract/domain/destination-link-forms';
import {
  DEFAULT_ANCHOR_TIME,
  DEFAULT_FREQUENCY,
  DEFAULT_SOURCE_TIMEZONE,
} from '@storelens/contract/domain/schedule-options';
import { checkSourceDestinations } from '@storelens/contract/validation/destinations';
import { msg } from '@storelens/contract/validation/messages';
import {
  checkOAuthEmailOption,
  historicalDateField,
  prefixFieldErrors,
  toFieldErrors,
} from '@storelens/contract/validation/sources';
import { z } from 'zod';
import { type DetailValues, detailBody, detailValues } from '../../components/connector-form/form-values.ts';

/** A destination of the account as the source form shows it: ticked or not, and its link detail. */
export interface LinkValues {
  selected: boolean;
  detail: DetailValues;
}

export interface SourceFormValues {
  name: string;
  type: SourceTypeId | '';
  detail: DetailValues;
  frequency: number;
  anchorTime: string;
  timezone: string;
  startDate: string;
  /** by linkKey(destination id): numeric keys would make react-hook-form build arrays */
  links: Record<string, LinkValues>;
}

export const linkKey = (destinationId: number) => `d${destinationId}`;

/** Where the form shows the error about the destinations as a whole. */
export const DESTINATIONS_ERROR = 'destinations';

/** Today in the browser's time zone, as an ISO date. */
export const localToday = (): string => new Date().toLocaleDateString('en-CA');

const linkDetailValues = (
  destinationType: DestinationTypeId,
  sourceType: SourceTypeId | '',
  saved?: DetailValues,
): DetailValues => (sourceType === '' ? {} : detailValues(destinationLinkForm(destinationType, sourceType), saved));

/** Fresh link values for every destination of the account, for a source of `sourceType`. */
export function linkValues(
  destinations: readonly DestinationListItem[],
  sourceType: SourceTypeId | '',
  saved: SourceAnswer['destinations'] = [],
): Record<string, LinkValues> {
  return Object.fromEntries(
    destinations.map((destination) => {
      const link = saved.find((l) => l.id === destination.id);
      return [
        linkKey(destination.id),
        {
          // spec 2 §4: an incompatible destination is unselected, even if an old link points at it
          selected: link !== undefined && sourceType !== '' && isDestinationCompatible(destination.type, sourceType),
          detail: linkDetailValues(destination.type, sourceType, link?.detail),
        },
      ];
    }),
  );
}

/** The form's starting values: a new source (spec 2 §9 defaults) or the saved one. */
export function sourceFormValues(
  destinations: readonly DestinationListItem[],
  saved?: SourceAnswer,
  today: string = localToday(),
): SourceFormValues {
  if (!saved) {
    return {
      name: '',
      type: '',
      detail: {},
      frequency: DEFAULT_FREQUENCY,
      anchorTime: DEFAULT_ANCHOR_TIME,
      timezone: DEFAULT_SOURCE_TIMEZONE,
      startDate: today,
      links: linkValues(destinations, ''),
    };
  }
  const type = saved.type as SourceTypeId;
  return {
    name: saved.name,
    type,
    detail: detailValues(SOURCE_DETAIL_FORMS[type], saved.detail),
    frequency: saved.frequency,
    anchorTime: saved.anchorTime,
    timezone: saved.timezone,
    startDate: saved.startDate,
    links: linkValues(destinations, type, saved.destinations),
  };
}

/** The selected destinations of the account, in list order (the order of `destinations[]` in a body). */
export const selectedDestinations = (values: SourceFormValues, destinations: readonly DestinationListItem[]) =>
  destinations.filter((d) => values.links[linkKey(d.id)]?.selected);

const destinationsBody = (
  values: SourceFormValues,
  destinations: readonly DestinationListItem[],
  sourceType: SourceTypeId,
) =>
  selectedDestinations(values, destinations).map((d) => ({
    id: d.id,
    detail: detailBody(destinationLinkForm(d.type, sourceType), values.links[linkKey(d.id)]?.detail),
  }));

/** spec 2 §7: the source screen's create body (it names the type `sourceType`). */
export function createSourceBody(
  values: SourceFormValues,
  destinations: readonly DestinationListItem[],
): SourceScreenCreateBody {
  const type = values.type as SourceTypeId;
  return {
    name: values.name,
    sourceType: type,
    detail: detailBody(SOURCE_DETAIL_FORMS[type], values.detail),
    frequency: values.frequency,
    anchorTime: values.anchorTime,
    startDate: values.startDate,
    timezone: values.timezone,
    destinations: destinationsBody(values, destinations, type),
  } as SourceScreenCreateBody;
}

/** spec 2 §7: the PATCH body; `history` comes from the history dialog when destinations were added. */
export function updateSourceBody(
  values: SourceFormValues,
  destinations: readonly DestinationListItem[],
  history: { pullHistory: boolean; historicalDate: string | null } = { pullHistory: false, historicalDate: null },
): UpdateSourceBody {
  const type = values.type as SourceTypeId;
  return {
    name: values.name,
    detail: detailBody(SOURCE_DETAIL_FORMS[type], values.detail),
    frequency: values.frequency,
    anchorTime: values.anchorTime,
    timezone: values.timezone,
    destinations: destinationsBody(values, destinations, type),
    ...history,
  };
}

/**
 * Turns field errors keyed by body path ('destinations.1.detail.storeId', from the contract's
 * schemas or from the server) into form paths ('links.d7.detail.storeId').
 */
export function toFormPaths(fields: Record<string, string>, sentIds: readonly number[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^destinations\.(\d+)\.(.+)$/.exec(path);
    const id = match ? sentIds[Number(match[1])] : undefined;
    let key = path;
    if (match && id !== undefined) key = match[2] === 'id' ? DESTINATIONS_ERROR : `links.${linkKey(id)}.${match[2]}`;
    out[key] ??= message;
  }
  return out;
}

export interface SourceFormContext {
  destinations: readonly DestinationListItem[];
  /** the saved source on edit */
  saved?: SourceAnswer;
  isSystemUser: boolean;
}

/**
 * Every rule of spec 2 §5 for the source screen, from the contract (the server checks the same
 * schemas): the body schema, the destinations and their link details, the OAuth email option.
 * Source and destination forms are checked together. Answers form path → message.
 */
export function sourceFormErrors(values: SourceFormValues, context: SourceFormContext): Record<string, string> {
  const { destinations, saved, isSystemUser } = context;
  if (!isSourceTypeId(values.type)) {
    const partial = z
      .object({ name: connectorName(), startDate: historicalDateField('Start Date') })
      .safeParse({ name: values.name, startDate: values.startDate });
    return { ...(partial.success ? {} : toFieldErrors(partial.error)), type: msg.required('Source Type') };
  }
  const type = values.type;
  const sent = selectedDestinations(values, destinations);
  const sentIds = sent.map((d) => d.id);
  let fields: Record<string, string>;
  if (saved) {
    const body = updateSourceBody(values, destinations);
    const parsed = updateSourceBodySchema(type, saved.detail).safeParse(body);
    fields = parsed.success ? {} : toFieldErrors(parsed.error);
  } else {
    const body = createSourceBody(values, destinations);
    const parsed = CreateSourceBody.safeParse(body);
    fields = parsed.success ? {} : toFieldErrors(parsed.error);
    // spec 2 §5: the OAuth email option (Lightspeed, Brightpearl) must be ticked by a system user creating the source
    if (OAUTH_EMAIL_SOURCE_TYPES.includes(type)) {
      const detail = body.detail as { sendEmail?: boolean };
      fields = {
        ...prefixFieldErrors('detail', checkOAuthEmailOption(detail, { isCreate: true, isSystemUser })),
        ...fields,
      };
    }
  }
  const linkBodies = destinationsBody(values, destinations, type);
  const links = checkSourceDestinations(
    type,
    sent.map((d, index) => ({ type: d.type, detail: linkBodies[index]?.detail })),
    { requireOne: !saved },
  );
  if (!links.success) fields = { ...links.fields, ...fields };
  return toFormPaths(fields, sentIds);
}

/** A zod schema over the form values that reports sourceFormErrors, for zodResolver. */
export const sourceFormSchema = (context: SourceFormContext) =>
  z.custom<SourceFormValues>().superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(sourceFormErrors(values, context))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });

/** The destinations a source of `type` may not use (disabled and unselected, spec 2 §4). */
export const isLinkAllowed = (destination: DestinationListItem, type: SourceTypeId | '') =>
  type !== '' && isDestinationCompatible(destination.type, type);
