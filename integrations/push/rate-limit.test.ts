import { expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

const firm = { client_id: 'firm', system: 'jira', connection_user: null };
const person = { client_id: 'firm', system: 'jira', connection_user: 'mia' };

it('names a paused or spent connection as waiting until it has a call again, then forgets it', () => {
  let now = 0;
  const limiter = new RateLimiter(() => ({ limit: 2, windowMs: 1000 }), () => now);
  limiter.pause(firm, 60_000);
  expect([limiter.tryTake(person), limiter.tryTake(person), limiter.tryTake(person)]).toEqual([true, true, false]);
  expect(limiter.waiting()).toEqual([firm, person]);
  now = 500;
  expect(limiter.waiting()).toEqual([firm]);
  now = 61_000;
  expect(limiter.waiting()).toEqual([]);
});
