import { z } from 'zod';
import {
  BLUESHIFT_TEST_EVENTS,
  DEFAULT_BLUESHIFT_TEST_EVENT,
  type DestinationTypeId,
  isDestinationTypeId,
} from '../domain/connectors.ts';
import { DESTINATION_DETAIL_SCHEMAS, destinationDetailUpdateSchema } from '../validation/destinations.ts';
import { requiredCredential, text } from '../validation/sources.ts';
import { bodyId, idParams, variantTypeMessage } from './common.ts';
import { connectorName } from './sources.ts';

const Detail = z.record(text(), z.unknown());
const Id = bodyId();

export const DestinationParams = idParams('accountId', 'id');

// ---------------------------------------------------------------- create (POST /destinations/{accountId}/)

const createVariant = <T extends DestinationTypeId>(type: T) =>
  z.object({ name: connectorName(), type: z.literal(type), detail: DESTINATION_DETAIL_SCHEMAS[type] });

/** spec 2 §7: POST /destinations/{accountId}/ body {name, type, detail}, detail checked per type. */
export const CreateDestinationBody = z.discriminatedUnion(
  'type',
  [
    createVariant(1),
    createVariant(2),
    createVariant(4),
    createVariant(5),
    createVariant(6),
    createVariant(7),
    createVariant(8),
  ],
  { error: variantTypeMessage('Destination Type') },
);
export type CreateDestinationBody = z.output<typeof CreateDestinationBody>;
export type CreateDestinationInput = z.input<typeof CreateDestinationBody>;

// ---------------------------------------------------------------- update (PATCH /destinations/{accountId}/{id})

/**
 * spec 2 §5, §7: PATCH body {name, detail} for a saved destination of `type` (the type cannot
 * change); `previousDetail` is the stored detail (public key locked, list fields kept).
 */
export const updateDestinationBodySchema = <T extends DestinationTypeId>(
  type: T,
  previousDetail: Record<string, unknown>,
) => z.object({ name: connectorName(), detail: destinationDetailUpdateSchema(type, previousDetail) });

/** The same body with `detail` unchecked, for the route before it knows the type (and for OpenAPI). */
export const UpdateDestinationBody = z.object({ name: text('Name'), detail: Detail });
export type UpdateDestinationBody = z.infer<typeof UpdateDestinationBody>;

// ---------------------------------------------------------------- answers (spec 2 §3 Destination)

export const DestinationTypeField = z.number().int().refine(isDestinationTypeId, 'Unknown destination type');

/** spec 2 §3 Destination: GET /destinations/{accountId}/{id}. Secret detail fields are masked. */
export const DestinationAnswer = z.object({
  id: Id,
  name: z.string(),
  destinationTypeName: z.string(),
  sourceCount: z.number().int().nonnegative(),
  type: DestinationTypeField,
  detail: Detail,
  startDate: z.string().nullable(),
  loadingHistory: z.boolean(),
});
export type DestinationAnswer = z.infer<typeof DestinationAnswer>;

/** spec 2 §2: a row of the dashboard's Destinations list (name, type name, source count). */
export const DestinationListItem = DestinationAnswer.pick({
  id: true,
  name: true,
  type: true,
  destinationTypeName: true,
  sourceCount: true,
});
export type DestinationListItem = z.infer<typeof DestinationListItem>;
export const DestinationListAnswer = z.array(DestinationListItem);
export type DestinationListAnswer = z.infer<typeof DestinationListAnswer>;

// ---------------------------------------------------------------- helper calls (spec 2 §7)

/** GET /destinations/uqube/databases */
export const UqubeDatabasesAnswer = z.array(z.object({ databaseName: z.string() }));
export type UqubeDatabasesAnswer = z.infer<typeof UqubeDatabasesAnswer>;

/**
 * POST /destinations/blueshift/createTestEvent. On a saved destination the form holds the masked
 * key: it sends the destination's id too (and the account in the query), so the stored key is used.
 */
export const BlueshiftTestEventBody = z.object({
  eventKey: requiredCredential('Event Key'),
  event: z.enum(BLUESHIFT_TEST_EVENTS).default(DEFAULT_BLUESHIFT_TEST_EVENT),
  destinationId: Id.optional(),
});
export type BlueshiftTestEventBody = z.infer<typeof BlueshiftTestEventBody>;

/**
 * Customer-data platform lists (path not shown): takes the privateKey. On a source screen the
 * key is masked, so the saved destination's id may be sent instead.
 */
export const ZaiusListsBody = z.union([
  z.object({ privateKey: requiredCredential('Private Key') }),
  z.object({ destinationId: Id }),
]);
export type ZaiusListsBody = z.infer<typeof ZaiusListsBody>;

export const ZaiusList = z.object({ list_id: z.string(), name: z.string() });
export const ZaiusListsAnswer = z.object({ lists: z.array(ZaiusList) });
export type ZaiusListsAnswer = z.infer<typeof ZaiusListsAnswer>;
