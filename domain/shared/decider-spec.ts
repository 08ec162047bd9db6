import { expect } from 'vitest';
import { foldStream, type Decider, type DomainEvent } from './decider.js';

/** Given events, when a command, then new events or a domain error: how decider tests read. */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      const state = () => foldStream(decider, events);
      return {
        when(command: Command) {
          return {
            then(expected: Event[]) {
              expect(decider.decide(command, state())).toEqual(expected);
            },
            thenThrows(error: abstract new (...args: never[]) => Error, message?: RegExp) {
              expect(() => decider.decide(command, state())).toThrow(error);
              if (message) expect(() => decider.decide(command, state())).toThrow(message);
            },
          };
        },
      };
    },
  };
}
