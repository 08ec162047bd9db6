import { describe, expect, it } from 'vitest';
import { iso } from './rows.js';

describe('an instant as the read model and the API write it', () => {
  it("is toISOString's form, whether it comes as a Date, in that form already, or in another", () => {
    const instant = '2026-03-02T07:00:00.000Z';
    expect(iso(new Date(instant))).toBe(instant);
    expect(iso(instant)).toBe(instant);
    expect(iso('2026-03-02T08:00:00+01:00')).toBe(instant);
    expect(iso('2026-03-02T07:00:00Z')).toBe(instant);
  });
});
