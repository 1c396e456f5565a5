import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-mock';
import { checkPermission } from './check-permission';
import { localKeys } from './local-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const refused = (reason: string) => ({ allowed: false, reason, upgradeRequired: false });

describe('checkPermission (product.md#permissions)', () => {
  it("gives the server's answer", async () => {
    localStorage.setItem(localKeys.accessToken, 'jeton');
    const answer = {
      allowed: false,
      reason: 'Passez Premium pour poser des questions illimitées !',
      upgradeRequired: true,
    };
    const { calls } = stubFetch({ 'GET /api/monetization/check-permission': () => json(200, answer) });
    expect(await checkPermission('ask_question')).toEqual(answer);
    expect(calls[0]?.authorization).toBe('Bearer jeton');
  });

  it("refuses with the spec's reasons when the check cannot be made", async () => {
    const { calls } = stubFetch({
      'GET /api/monetization/check-permission': [
        () => json(503),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ],
    });
    expect(await checkPermission('export_data')).toEqual(refused('Non authentifié'));
    expect(calls).toHaveLength(0);
    localStorage.setItem(localKeys.accessToken, 'jeton');
    expect(await checkPermission('export_data')).toEqual(refused('Erreur de vérification'));
    expect(await checkPermission('export_data')).toEqual(refused('Erreur de connexion'));
  });
});
