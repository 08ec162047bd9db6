import { describe, expect, it } from 'vitest';
import { modulePath, parseModule } from './module.js';

describe('the connect routes', () => {
  it('name a kind and one of its systems, both ways', () => {
    expect(parseModule('external-crm-harvest')).toEqual({ kind: 'crm', system: 'harvest' });
    expect(parseModule('external-ticket-jira')).toEqual({ kind: 'ticket', system: 'jira' });
    expect(modulePath('crm', 'xero')).toBe('/integrations/external-crm-xero');
  });

  it('know nothing of systems of another kind or not connected here', () => {
    expect(parseModule('external-crm-jira')).toBeUndefined();
    expect(parseModule('external-ticket-zendesk')).toBeUndefined();
    expect(parseModule('settings')).toBeUndefined();
    expect(parseModule(undefined)).toBeUndefined();
  });
});
