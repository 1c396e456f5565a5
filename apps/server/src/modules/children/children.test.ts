import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { children, safetyEvents, stories } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { subscribe } from '../../../test/helpers/subscription.js';

const HOUR = 60 * 60 * 1000;

describe('children', () => {
  const t = useTestApp();

  async function familyPlan(userId: string) {
    await subscribe(t.database.db, userId, { until: new Date('2027-01-01T00:00:00Z') });
  }

  it('adds a child with the age computed by the server, and lists it', async () => {
    const parent = await signedInParent(t.app);
    // The fake clock says 21 November 2026 in Paris.
    const created = await parent.call(
      'POST',
      '/api/children',
      childInput({ age: 99, birth_month: 12, birth_year: 2020 }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Léo',
      age: 5,
      birth_month: 12,
      birth_year: 2020,
      gender: 'boy',
      is_test: false,
    });
    const list = await parent.call('GET', '/api/children');
    expect(list.json()).toEqual([created.json()]);
  });

  it('answers bad input with the spec messages, and stores nothing', async () => {
    const parent = await signedInParent(t.app);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ' }, { name: 'Le prénom est requis' }],
      [{ birth_month: 13 }, { birth_month: 'Sélectionne un mois valide' }],
      [{ birth_year: 2026 }, { birth_year: "L'année doit être entre 2008 et 2025" }],
      [{ birth_year: 2007 }, { birth_year: "L'année doit être entre 2008 et 2025" }],
      [{ birth_year: 2025, birth_month: 12 }, { birth_year: "L'enfant doit avoir entre 1 et 18 ans" }],
      [{ name: 'x'.repeat(10_000) }, { name: 'Le prénom ne peut pas dépasser 50 caractères' }],
      [{ gender: 'dragon' }, { gender: 'Choisis fille, garçon ou neutre' }],
      [{ birth_year: 'deux mille' }, { birth_year: "L'année doit être entre 2008 et 2025" }],
    ];
    for (const [change, fields] of cases) {
      const response = await parent.call('POST', '/api/children', childInput(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', fields });
    }
    expect((await parent.call('POST', '/api/children', [1, 2])).statusCode).toBe(400);
    expect(await t.database.db.select().from(children)).toHaveLength(0);
  });

  it('reads gender other as neutral and defaults to neutral', async () => {
    const parent = await signedInParent(t.app);
    await familyPlan(parent.user.id);
    const other = await parent.call('POST', '/api/children', childInput({ gender: 'other' }));
    const none = await parent.call('POST', '/api/children', childInput({ name: 'Sam', gender: undefined }));
    expect(other.json().gender).toBe('neutral');
    expect(none.json().gender).toBe('neutral');
  });

  it('limits the trial to one child with the structured error', async () => {
    const parent = await signedInParent(t.app);
    expect((await parent.call('POST', '/api/children', childInput())).statusCode).toBe(201);
    const second = await parent.call('POST', '/api/children', childInput({ name: 'Lina' }));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      detail: {
        error: 'child_limit_reached',
        message: 'Passez à la formule Famille pour ajouter plus de profils enfants',
      },
      code: 'child_limit_reached',
    });
  });

  it('keeps the limit when two additions race', async () => {
    const parent = await signedInParent(t.app);
    const results = await Promise.all([
      parent.call('POST', '/api/children', childInput({ name: 'Un' })),
      parent.call('POST', '/api/children', childInput({ name: 'Deux' })),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(await t.database.db.select().from(children)).toHaveLength(1);
  });

  it('lets a Family subscriber add many children', async () => {
    const parent = await signedInParent(t.app);
    await familyPlan(parent.user.id);
    for (const name of ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq']) {
      expect((await parent.call('POST', '/api/children', childInput({ name }))).statusCode).toBe(201);
    }
    expect((await parent.call('GET', '/api/children')).json()).toHaveLength(5);
  });

  it('creates a test child of the chosen age, with defaults of 6 and boy', async () => {
    const parent = await signedInParent(t.app);
    const defaults = await parent.call('POST', '/api/children/test', {});
    expect(defaults.statusCode).toBe(201);
    expect(defaults.json()).toMatchObject({ name: 'Enfant test', age: 6, gender: 'boy', is_test: true });
    await familyPlan(parent.user.id);
    const chosen = await parent.call('POST', '/api/children/test', { age: 16, gender: 'girl' });
    expect(chosen.json()).toMatchObject({ age: 16, gender: 'girl' });
    expect((await parent.call('POST', '/api/children/test', { age: 1 })).statusCode).toBe(400);
    expect((await parent.call('POST', '/api/children/test', { age: 17 })).statusCode).toBe(400);
  });

  it('never shows, edits or deletes another family’s child: 404', async () => {
    const owner = await signedInParent(t.app);
    const stranger = await signedInParent(t.app);
    const child = (await owner.call('POST', '/api/children', childInput())).json();

    expect((await stranger.call('GET', '/api/children')).json()).toEqual([]);
    const patch = await stranger.call('PATCH', `/api/children/${child.id}`, { name: 'Volé' });
    const remove = await stranger.call('DELETE', `/api/children/${child.id}`);
    expect(patch.statusCode).toBe(404);
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ detail: 'Profil enfant non trouvé', code: 'not_found' });
    expect((await stranger.call('DELETE', '/api/children/pas-un-id')).statusCode).toBe(404);
    expect((await owner.call('GET', '/api/children')).json()[0].name).toBe('Léo');
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/children' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/children', payload: childInput() })).statusCode).toBe(401);
  });
});

describe('the 48-hour lock (product.md#d4-child-lock)', () => {
  const t = useTestApp();

  it('allows one change of who the child is, then refuses the next for 48 hours', async () => {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput())).json();
    expect((await parent.call('GET', '/api/children/modification-status')).json()).toEqual({
      can_modify: true,
      reason: null,
      hours_remaining: null,
      last_modification: null,
    });

    const renamed = await parent.call('PATCH', `/api/children/${child.id}`, { name: 'Léon' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Léon');

    t.clock.advance(47 * HOUR + 59 * 60_000);
    const status = (await parent.call('GET', '/api/children/modification-status')).json();
    expect(status).toMatchObject({ can_modify: false, hours_remaining: 1 });
    expect(status.reason).toContain('1 h');
    const locked = await parent.call('PATCH', `/api/children/${child.id}`, { birth_year: 2019 });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().code).toBe('child_modification_locked');
    // Correcting the gender is not changing who the child is.
    expect((await parent.call('PATCH', `/api/children/${child.id}`, { gender: 'girl' })).statusCode).toBe(200);

    t.clock.advance(60_000);
    expect((await parent.call('PATCH', `/api/children/${child.id}`, { birth_year: 2019 })).statusCode).toBe(200);
  });

  it('always allows deleting, then locks adding a replacement for 48 hours', async () => {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput())).json();
    expect((await parent.call('DELETE', `/api/children/${child.id}`)).statusCode).toBe(204);
    expect((await parent.call('GET', '/api/children')).json()).toEqual([]);

    const replacement = await parent.call('POST', '/api/children', childInput({ name: 'Autre' }));
    expect(replacement.statusCode).toBe(400);
    expect(replacement.json().code).toBe('child_modification_locked');

    t.clock.advance(48 * HOUR);
    expect((await parent.call('POST', '/api/children', childInput({ name: 'Autre' }))).statusCode).toBe(201);
  });

  it('lets a parent replace the test child with their own at once', async () => {
    const parent = await signedInParent(t.app);
    const tester = (await parent.call('POST', '/api/children/test', {})).json();
    expect((await parent.call('DELETE', `/api/children/${tester.id}`)).statusCode).toBe(204);
    expect((await parent.call('POST', '/api/children', childInput())).statusCode).toBe(201);
  });

  it('does not lock plans without a child limit', async () => {
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id, {
      planId: 'family_yearly',
      until: new Date('2027-06-01T00:00:00Z'),
    });
    const child = (await parent.call('POST', '/api/children', childInput())).json();
    expect((await parent.call('PATCH', `/api/children/${child.id}`, { name: 'Un' })).statusCode).toBe(200);
    expect((await parent.call('PATCH', `/api/children/${child.id}`, { name: 'Deux' })).statusCode).toBe(200);
    expect((await parent.call('DELETE', `/api/children/${child.id}`)).statusCode).toBe(204);
    expect((await parent.call('POST', '/api/children', childInput())).statusCode).toBe(201);
  });

  it('refuses unknown fields and invalid corrections', async () => {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput())).json();
    expect((await parent.call('PATCH', `/api/children/${child.id}`, { user_id: 'x' })).statusCode).toBe(400);
    const bad = await parent.call('PATCH', `/api/children/${child.id}`, { birth_month: 13 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ birth_month: 'Sélectionne un mois valide' });
  });

  it('deletes a child with its stories and safety events; a shared story stays the others’ (decision 0020)', async () => {
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id, { until: new Date('2027-01-01T00:00:00Z') });
    const add = async (name: string) => (await parent.call('POST', '/api/children', childInput({ name }))).json();
    const [lea, tom] = [await add('Léa'), await add('Tom')];
    const story = async (heroes: string[]) =>
      (
        await parent.call('POST', '/api/stories/generate', { children: heroes, story_type: 'sleep', theme: 'space' })
      ).json().id as string;
    const [leasOwn, shared, tomsOwn] = [await story([lea.id]), await story([lea.id, tom.id]), await story([tom.id])];
    for (const child of [lea, tom]) {
      await parent.call('POST', '/api/chat', { message: 'Comment fabriquer une bombe ?', child_id: child.id });
    }
    expect((await parent.call('GET', '/api/safety-events')).json()).toHaveLength(2);

    expect((await parent.call('DELETE', `/api/children/${lea.id}`)).statusCode).toBe(204);

    const left = (await parent.call('GET', '/api/stories')).json() as Array<{ id: string }>;
    expect(left.map((summary) => summary.id).sort()).toEqual([shared, tomsOwn].sort());
    expect((await parent.call('GET', `/api/stories/${leasOwn}`)).statusCode).toBe(404);
    const kept = (await t.database.db.select().from(stories).where(eq(stories.id, shared)))[0]!;
    expect(kept.heroes.map((hero) => hero.name)).toEqual(['Tom']);
    expect((await parent.call('GET', `/api/stories?child_id=${tom.id}`)).json()).toHaveLength(2);
    expect(await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.childId, lea.id))).toEqual([]);
    expect((await parent.call('GET', '/api/safety-events')).json()).toEqual([
      expect.objectContaining({ child_id: tom.id }),
    ]);
  });
});
