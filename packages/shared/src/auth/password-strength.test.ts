import { describe, expect, it } from 'vitest';
import { passwordStrength, passwordStrengthLabels } from './password-strength.js';

const label = (password: string) => {
  const level = passwordStrength(password);
  return level && passwordStrengthLabels[level];
};

describe('password strength meter (ASVS 2.1.8)', () => {
  it('says nothing before anything is typed', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it('calls short, repeated and sequential passwords weak', () => {
    for (const password of [
      'abc',
      'bonjour',
      '123456',
      'aaaaaaaa',
      'abcdefghijkl',
      '987654321',
      '111111111111111111',
    ]) {
      expect(label(password), password).toBe('Faible');
    }
  });

  it('calls a mix of kinds of characters of moderate length correct', () => {
    expect(label('Bonjour1')).toBe('Correct');
    expect(label('monchat2020')).toBe('Correct');
  });

  it('calls long passphrases and varied passwords solid, accented letters included', () => {
    for (const password of ['tigre rouge lune', 'un-mot-de-passe', 'Zèbre-Cerf-9', 'correct-horse-battery']) {
      expect(label(password), password).toBe('Solide');
    }
  });

  it('grows with length, never shrinks', () => {
    const order = { weak: 0, fair: 1, strong: 2 } as const;
    let previous = 0;
    for (let length = 1; length <= 20; length += 1) {
      const level = order[passwordStrength('kx7qm2vr9tw4bn8zp3hd'.slice(0, length))!];
      expect(level).toBeGreaterThanOrEqual(previous);
      previous = level;
    }
  });
});
