import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GuardCheck, type GuardVerdict, GUARD_TIMEOUT_MS, withGuard } from './guard.js';
import type { LocalRules } from './local.js';
import { distressMessage, refusalMessage } from './messages.js';
import type { Screening } from './types.js';

/** Local rules that say what the test needs, so these tests follow the composition, not the rules. */
const localSaying = (question: Screening, answer: Screening = { verdict: 'allow' }): LocalRules => ({
  screenQuestion: () => question,
  screenAnswer: () => answer,
});

const allowed: Screening = { verdict: 'allow' };
const sensitive: Screening = { verdict: 'sensitive', topic: 'death', guidance: 'Parle de la mort avec douceur.' };

/** A fake guard: always the same verdict, and a record of what it was asked. */
function guardSaying(verdict: GuardVerdict) {
  const asked: string[] = [];
  const check: GuardCheck = async (text) => {
    asked.push(text);
    return verdict;
  };
  return { check, asked };
}

/** A guard that never answers: it only stops when its request is aborted. */
function silentGuard() {
  const aborted: boolean[] = [];
  const check: GuardCheck = (_text, _context, signal) =>
    new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => {
        aborted.push(true);
        reject(new Error('aborted'));
      });
    });
  return { check, aborted };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withGuard (MODERATION=local+guard)', () => {
  it('keeps the local verdict when the guard says safe, a sensitive topic’s guidance included', async () => {
    const guard = guardSaying({ verdict: 'safe' });
    expect(
      await withGuard(guard.check, {}, localSaying(allowed)).screenQuestion('Pourquoi il pleut ?', { age: 6 }),
    ).toEqual(allowed);
    expect(
      await withGuard(guard.check, {}, localSaying(sensitive)).screenQuestion('Pourquoi on meurt ?', { age: 6 }),
    ).toEqual(sensitive);
    expect(guard.asked).toEqual(['Pourquoi il pleut ?', 'Pourquoi on meurt ?']);
  });

  it('refuses what the guard calls unsafe, in the local words for the child’s age', async () => {
    const guard = guardSaying({ verdict: 'unsafe', category: 'drugs' });
    const safety = withGuard(guard.check, {}, localSaying(allowed));
    expect(await safety.screenQuestion('une question', { age: 8 })).toEqual({
      verdict: 'refuse',
      category: 'drugs',
      message: refusalMessage('drugs', 8),
    });
  });

  it('gives the help message when the guard sees distress, even over a sensitive topic', async () => {
    const guard = guardSaying({ verdict: 'distress', category: 'abuse' });
    const screening = await withGuard(guard.check, {}, localSaying(sensitive)).screenQuestion('une question', {
      age: 9,
    });
    expect(screening).toEqual({ verdict: 'distress', category: 'abuse', message: distressMessage('abuse', 9) });
    expect(screening).toMatchObject({ message: expect.stringMatching(/3114[\s\S]*119|119[\s\S]*3114/) });
  });

  it('hears a child in danger even when the guard calls it merely unsafe', async () => {
    const guard = guardSaying({ verdict: 'unsafe', category: 'self_harm' });
    const screening = await withGuard(guard.check, {}, localSaying(allowed)).screenQuestion('une question', {
      age: 12,
    });
    expect(screening).toMatchObject({ verdict: 'distress', category: 'self_harm' });
  });

  it('never asks the guard about what the local rules refuse or find in distress', async () => {
    const guard = guardSaying({ verdict: 'safe' });
    const refused: Screening = { verdict: 'refuse', category: 'violence', message: refusalMessage('violence', 7) };
    const distress: Screening = {
      verdict: 'distress',
      category: 'self_harm',
      message: distressMessage('self_harm', 7),
    };
    expect(await withGuard(guard.check, {}, localSaying(refused)).screenQuestion('x', { age: 7 })).toEqual(refused);
    expect(await withGuard(guard.check, {}, localSaying(distress)).screenQuestion('x', { age: 7 })).toEqual(distress);
    expect(guard.asked).toEqual([]);
  });

  it('fails the question when the guard fails: nothing unscreened passes', async () => {
    const failing: GuardCheck = async () => {
      throw new Error('guard down');
    };
    await expect(withGuard(failing, {}, localSaying(allowed)).screenQuestion('x', { age: 7 })).rejects.toThrow(
      'guard down',
    );
  });

  it('keeps the local verdict when the guard is too slow, says so, and aborts its request', async () => {
    const guard = silentGuard();
    const onTimeout = vi.fn();
    const safety = withGuard(guard.check, { timeoutMs: 20, onTimeout }, localSaying(sensitive));
    expect(await safety.screenQuestion('x', { age: 5, purpose: 'story' })).toEqual(sensitive);
    expect(onTimeout).toHaveBeenCalledWith({ age: 5, purpose: 'story' });
    expect(guard.aborted).toEqual([true]);
  });

  it('waits 2 seconds for the guard by default', async () => {
    vi.useFakeTimers();
    expect(GUARD_TIMEOUT_MS).toBe(2_000);
    const guard = silentGuard();
    let settled = false;
    const screening = withGuard(guard.check, {}, localSaying(allowed))
      .screenQuestion('x', { age: 7 })
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await screening).toEqual(allowed);
    expect(guard.aborted).toEqual([true]);
  });

  it('leaves answers to the local rules', async () => {
    const guard = guardSaying({ verdict: 'unsafe', category: 'violence' });
    const refusedAnswer: Screening = { verdict: 'refuse', category: 'violence', message: 'repli' };
    expect(await withGuard(guard.check, {}, localSaying(allowed)).screenAnswer('Il pleut.', { age: 7 })).toEqual(
      allowed,
    );
    expect(await withGuard(guard.check, {}, localSaying(allowed, refusedAnswer)).screenAnswer('x', { age: 7 })).toEqual(
      refusedAnswer,
    );
    expect(guard.asked).toEqual([]);
  });

  it('runs the real local rules by default', async () => {
    const guard = guardSaying({ verdict: 'safe' });
    const screening = await withGuard(guard.check).screenQuestion('je veux mourir', { age: 10 });
    expect(screening).toMatchObject({ verdict: 'distress' });
    expect(guard.asked).toEqual([]);
  });
});
