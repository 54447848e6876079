import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';

/**
 * What an order record stands for. Every source maps its vendor's main object onto the order
 * stream (records.ts), but a race registration, a booked appointment or a loyalty-points
 * transaction is not a store sale, and a destination that names events must say which it is:
 * Blueshift takes registrations as `race_registration` (spec 2 §7, its test events), Meta takes
 * a booking as `Schedule`, and points are not money, so no destination counts them as revenue.
 */
export type OrderKind = 'sale' | 'registration' | 'appointment' | 'points';

const KINDS: Partial<Record<SourceTypeId, OrderKind>> = {
  // docs/vendors/{raceroster,runsignup,enmotive,haku}.md: a registration is an order
  [SOURCE_TYPE.raceRoster]: 'registration',
  [SOURCE_TYPE.runSignup]: 'registration',
  [SOURCE_TYPE.enMotive]: 'registration',
  [SOURCE_TYPE.haku]: 'registration',
  // docs/vendors/{appointmentplus,waitwhile,bridallive}.md: an appointment (visit) is an order
  [SOURCE_TYPE.appointmentPlus]: 'appointment',
  [SOURCE_TYPE.waitwhile]: 'appointment',
  [SOURCE_TYPE.bridalLive]: 'appointment',
  // docs/vendors/perkville.md: a points transaction is an order with total 0
  [SOURCE_TYPE.perkville]: 'points',
};

/** The kind of the orders a source type produces; every other type sells things. */
export const orderKindOf = (sourceType: SourceTypeId): OrderKind => KINDS[sourceType] ?? 'sale';
