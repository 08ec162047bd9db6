// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import type { AuditEntry } from '../providers/domain.js';
import AuditList from './AuditList.js';

afterEach(cleanup);

const admin = testUser({ role: 'admin', is_admin: true, is_manager: true });
const entries: AuditEntry[] = [
  {
    id: '2',
    at: '2026-11-23T09:15:00Z',
    action: 'role_changed',
    actor: { id: admin.id, name: 'Sanne Bakker' },
    subject: { id: '00000000-0000-4000-8000-00000000da00', name: 'Daan Visser' },
    details: { from: 'user', to: 'manager' },
    ip: '192.0.2.7',
    request: 'req_1',
  },
  { id: '1', at: '2026-11-23T09:00:00Z', action: 'sign_in_failed', actor: null, subject: null, details: { email: 'nobody@example.test' }, ip: '198.51.100.4', request: 'req_0' },
];

describe('the audit log (/audit)', () => {
  it('lists the firm’s entries newest first, with who did what to whom and from where', async () => {
    const calls: URL[] = [];
    const api: FakeApi = (url) => {
      calls.push(url);
      if (url.pathname === '/v1/audit') return entries;
      throw new Error(`Unexpected call ${url.pathname}`);
    };
    await renderScreen(<AuditList />, { path: '/audit', at: '/audit', user: admin, api });

    expect(await screen.findByText('Role changed')).toBeTruthy();
    expect(screen.getByText('Failed sign-in')).toBeTruthy();
    expect(screen.getByText('Daan Visser')).toBeTruthy();
    expect(screen.getByText('from: user · to: manager')).toBeTruthy();
    expect(screen.getByText('198.51.100.4')).toBeTruthy();
    expect(JSON.parse(calls[0]!.searchParams.get('sort') ?? '[]')).toEqual(['at', 'DESC']);
  });
});
