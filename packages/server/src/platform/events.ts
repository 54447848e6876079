import type { DomainEvent, DomainEventInput, WebhookEventType } from '@storelens/contract/domain/webhook-events';

export type { DomainEvent, DomainEventInput, WebhookEventType };

/** A subscriber to one event type; it may be async (the emitter waits for it, but never sees its error). */
export type EventHandler<T extends WebhookEventType> = (event: DomainEvent<T>) => void | Promise<void>;

/** Where a subscriber's failure is written (a pino/Fastify logger fits). */
export interface EventLog {
  error(details: object, message: string): void;
}

/**
 * Typed domain events: services emit them through one function; webhooks and alerts subscribe, so
 * the emitting feature never imports its listeners.
 */
export interface EventBus {
  /**
   * Tells every subscriber of the event's type, stamped with the time. Resolves when all have
   * finished; a subscriber that throws or rejects is logged and never breaks the emitter.
   */
  emit(event: DomainEventInput): Promise<void>;
  /** Adds a subscriber; the answer removes it. */
  on<T extends WebhookEventType>(type: T, handler: EventHandler<T>): () => void;
}

export interface EventBusOptions {
  /** where subscriber failures go; unset, they are dropped (tests that do not care) */
  log?: EventLog;
  /** the clock that stamps events */
  now?: () => Date;
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const now = options.now ?? (() => new Date());
  // handlers stored untyped by type: `on` keeps each one paired with its own type
  const handlers = new Map<WebhookEventType, Set<(event: DomainEvent) => void | Promise<void>>>();

  return {
    async emit(input) {
      const listeners = handlers.get(input.type);
      if (!listeners?.size) return;
      const event = { type: input.type, timestamp: now().toISOString(), data: input.data } as DomainEvent;
      // a copy: a subscriber that unsubscribes while it runs does not skip its neighbour
      const outcomes = await Promise.allSettled([...listeners].map(async (handler) => handler(event)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected')
          options.log?.error({ err: outcome.reason, eventType: input.type }, 'an event subscriber failed');
      }
    },
    on(type, handler) {
      let listeners = handlers.get(type);
      if (!listeners) {
        listeners = new Set();
        handlers.set(type, listeners);
      }
      const stored = handler as (event: DomainEvent) => void | Promise<void>;
      listeners.add(stored);
      return () => {
        listeners.delete(stored);
      };
    },
  };
}
