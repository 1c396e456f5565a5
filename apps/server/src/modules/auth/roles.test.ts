import { describe, expect, it } from 'vitest';
import { effectiveRole } from './roles.js';

const lists = { adminEmails: ['chef@example.com'], supportEmails: ['aide@example.com', 'chef@example.com'] };
const confirmed = new Date('2026-11-21T09:00:00Z');
const account = (email: string, role = 'user', emailVerifiedAt: Date | null = confirmed) => ({
  email,
  role,
  emailVerifiedAt,
});

describe('the role an account acts with (product.md#d15-verified-staff)', () => {
  it('gives a listed address its role once the address is confirmed, and never before', () => {
    expect(effectiveRole(account('chef@example.com'), lists)).toBe('admin');
    expect(effectiveRole(account('aide@example.com'), lists)).toBe('support');
    expect(effectiveRole(account('chef@example.com', 'user', null), lists)).toBe('user');
    expect(effectiveRole(account('aide@example.com', 'user', null), lists)).toBe('user');
  });

  it('keeps a role granted by an operator, taking the higher of granted and listed', () => {
    expect(effectiveRole(account('marie@example.com', 'admin'), lists)).toBe('admin');
    expect(effectiveRole(account('marie@example.com', 'support'), lists)).toBe('support');
    expect(effectiveRole(account('aide@example.com', 'admin'), lists)).toBe('admin');
    expect(effectiveRole(account('chef@example.com', 'support'), lists)).toBe('admin');
  });

  it('drops every staff role while the address is unconfirmed, granted or listed', () => {
    expect(effectiveRole(account('marie@example.com', 'admin', null), lists)).toBe('user');
  });

  it('drops a listed role as soon as the address leaves the list', () => {
    expect(effectiveRole(account('chef@example.com'), { adminEmails: [], supportEmails: [] })).toBe('user');
  });

  it('reads an unknown stored role as a parent', () => {
    expect(effectiveRole(account('marie@example.com', 'superuser'), lists)).toBe('user');
  });
});
