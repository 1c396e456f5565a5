import { describe, expect, it } from 'vitest';
import { adminMessages } from '@pourquoi/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { initialEndDate, editOf } from '../components/edit-user-dialog';
import { canCreate, draftPreview, emptyDraft, usageLimitOf } from '../hooks/use-discount-code-form';
import { aCode, anAdminUser, anEntry } from '../testing';
import { adminCounters, isCodeActive } from './counters';
import { endDateInput, endDateText } from './dates';
import { auditText } from './audit-wording';
import { adminErrorMessage } from './errors';
import { planName, planTone } from './plans';

describe('console rules', () => {
  it('counts premium accounts and running trials without the contact account', () => {
    const trial = { is_premium: false, subscription_plan: 'free_trial', subscription_status: 'trial' } as const;
    const users = [
      anAdminUser({ id: '1' }),
      anAdminUser({ id: '2', is_contact: true }),
      anAdminUser({ id: '3', ...trial }),
      anAdminUser({ id: '4', ...trial, is_contact: true }),
      // Not premium and no trial end date: neither.
      anAdminUser({ id: '5', is_premium: false, trial_end_date: null }),
      // A trial that ended and a plan that lapsed keep their trial end date: not on a trial (decision 0016).
      anAdminUser({ id: '6', ...trial, subscription_status: 'expired' }),
      anAdminUser({ id: '7', is_premium: false, subscription_status: 'expired' }),
    ];
    const codes = [
      aCode({ valid_until: null }),
      aCode({ valid_until: '2026-11-22' }), // its last day is today: still active
      aCode({ valid_until: '2026-11-21' }),
      aCode({ times_used: 100, usage_limit: 100 }),
    ];
    expect(adminCounters(users, codes, '2026-11-22')).toEqual({ users: 7, premium: 1, trial: 1, activeCodes: 2 });
    expect(isCodeActive(aCode({ valid_until: '2026-11-22' }), '2026-11-23')).toBe(false);
  });

  it('says in the audit log when an edit changed the address', () => {
    const moved = anEntry({
      details: {
        before: { email: 'lea@example.fr' },
        after: { subscription_plan: 'free_trial', subscription_end_date: null, email: 'leane@example.fr' },
      },
    });
    expect(auditText(moved, () => 'leane@example.fr')).toBe(
      `Formule de leane@example.fr : ${planName('free_trial')} (adresse changée, avant lea@example.fr)`,
    );
    expect(auditText(anEntry(), () => 'lea@example.fr')).toBe(
      "Formule de lea@example.fr : Famille jusqu'au 31 janvier 2027",
    );
    const keyAdded = anEntry({
      actor_email: 'admin@pourquoi.fr',
      action: 'staff.mfa.key_add',
      target: 'me-admin',
      details: { email: 'admin@pourquoi.fr', name: 'Clé USB bleue', first: true },
    });
    expect(auditText(keyAdded, () => undefined)).toBe(
      'Clé de sécurité « Clé USB bleue » ajoutée par admin@pourquoi.fr',
    );
    expect(auditText({ ...keyAdded, action: 'staff.mfa.key_remove' }, () => undefined)).toBe(
      'Clé de sécurité « Clé USB bleue » retirée par admin@pourquoi.fr',
    );
  });

  it('colours plans as the spec says', () => {
    expect(planTone('free_trial')).toBe('trial');
    expect(planTone('family_yearly')).toBe('family');
    expect(planTone('essential_monthly')).toBe('essential');
    expect(planTone('legacy_gold')).toBe('other');
  });

  it('reads an end instant as the last day it covers, in Paris', () => {
    expect(endDateInput('2027-01-31T23:00:00.000Z')).toBe('2027-01-31');
    expect(endDateText('2027-07-31T22:00:00.000Z')).toBe('31 juillet 2027');
    expect(endDateInput('2026-12-06T09:00:00.000Z')).toBe('2026-12-06');
  });

  it('pre-fills the edit modal and derives premium from the plan', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(initialEndDate(anAdminUser(), now)).toBe('2027-01-31');
    expect(initialEndDate(anAdminUser({ subscription_end_date: null }), now)).toBe('2026-11-22');
    expect(
      initialEndDate(
        anAdminUser({
          subscription_plan: 'free_trial',
          subscription_end_date: null,
          trial_end_date: '2026-11-25T09:00:00.000Z',
        }),
        now,
      ),
    ).toBe('2026-11-25');
    expect(editOf('free_trial', '')).toEqual({
      subscription_plan: 'free_trial',
      subscription_end_date: null,
      is_premium: false,
    });
    expect(editOf('essential_yearly', '2027-01-01').is_premium).toBe(true);
  });

  it("keeps the new-code form's rules", () => {
    expect(emptyDraft()).toEqual({
      code: '',
      type: 'percentage',
      value: '0',
      validUntil: '',
      usageLimit: '1',
      description: '',
      onePerUser: true,
    });
    expect(canCreate({ ...emptyDraft(), code: 'A' })).toBe(false);
    expect(canCreate({ ...emptyDraft(), value: '5' })).toBe(false);
    expect(canCreate({ ...emptyDraft(), code: 'A', value: '5' })).toBe(true);
    expect(draftPreview({ ...emptyDraft('amount'), code: 'CADEAU', value: '4,5' })).toBe('CADEAU : -4,50 €');
    expect(draftPreview({ ...emptyDraft('months'), code: 'HIVER', value: '3' })).toBe('HIVER : 3 mois offerts');
    expect(draftPreview({ ...emptyDraft('months'), code: 'HIVER', value: '0' })).toBeNull();
    expect([usageLimitOf(''), usageLimitOf('0'), usageLimitOf('-3'), usageLimitOf('2.7'), usageLimitOf('40')]).toEqual([
      1, 1, 1, 2, 40,
    ]);
  });

  it("shows the server's detail, else Erreur inconnue", () => {
    const refused = new ApiError(400, 'validation_error', 'Ce code existe déjà', { detail: 'Ce code existe déjà' });
    expect(adminErrorMessage(refused)).toBe('Ce code existe déjà');
    expect(adminErrorMessage(new ApiError(500, undefined, 'Erreur 500', undefined))).toBe(adminMessages.unknownError);
    expect(adminErrorMessage(new Error('boom'))).toBe(adminMessages.unknownError);
    expect(adminErrorMessage(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, undefined))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });
});
