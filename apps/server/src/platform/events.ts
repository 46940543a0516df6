// In-process domain events: a module announces what happened (emit) without knowing who cares;
// the modules that care subscribe (on) when the app is built. Listeners run one after another and
// are awaited, so a listener given the emitter's transaction writes inside it, and a listener
// that throws fails the emitter's work as a direct call would.

/** An event: its name (for logs) and, as a type, what it carries. */
export interface DomainEvent<T> {
  readonly name: string;
  /** Type only: the payload the event carries. */
  readonly _payload?: T;
}

/** What an event carries. */
export type PayloadOf<E> = E extends DomainEvent<infer T> ? T : never;

type Listener<T> = (payload: T) => Promise<void> | void;

/** Declares an event; the module that emits it owns and exports the declaration. */
export function defineEvent<T>(name: string): DomainEvent<T> {
  return { name };
}

/** The events of one app (`app.events`): modules subscribe when the app is built. */
export class EventBus {
  readonly #listeners = new Map<DomainEvent<unknown>, Set<Listener<unknown>>>();

  /** Subscribes a listener to an event; the returned function unsubscribes it. */
  on<T>(event: DomainEvent<T>, listener: Listener<T>): () => void {
    let set = this.#listeners.get(event as DomainEvent<unknown>);
    if (!set) {
      set = new Set();
      this.#listeners.set(event as DomainEvent<unknown>, set);
    }
    set.add(listener as Listener<unknown>);
    return () => set.delete(listener as Listener<unknown>);
  }

  /** Runs every listener of the event, in the order they subscribed, each awaited. */
  async emit<T>(event: DomainEvent<T>, payload: T): Promise<void> {
    for (const listener of this.#listeners.get(event as DomainEvent<unknown>) ?? []) await listener(payload);
  }
}
