import { describe, expect, it } from 'vitest';
import { SentenceGate } from './sentence-gate.js';

describe('SentenceGate', () => {
  it('lets whole sentences through as they complete', () => {
    const gate = new SentenceGate(() => true);
    expect(gate.push('Le ciel ')).toBe('');
    expect(gate.push('est bleu. La ')).toBe('Le ciel est bleu. ');
    expect(gate.push('lumière se disperse !')).toBe('');
    expect(gate.end()).toBe('La lumière se disperse !');
    expect(gate.text).toBe('Le ciel est bleu. La lumière se disperse !');
  });

  it('stops at the first sentence that fails, and lets nothing through after', () => {
    const gate = new SentenceGate((text) => !text.includes('arme'));
    expect(gate.push('Bonjour. ')).toBe('Bonjour. ');
    expect(gate.push('Voici une arme. Et ')).toBeNull();
    expect(gate.push('la suite. ')).toBeNull();
    expect(gate.end()).toBeNull();
    expect(gate.text).toBe('Bonjour. ');
    expect(gate.refusedText).toBe('Bonjour. Voici une arme. ');
  });

  it('screens the unfinished last sentence too', () => {
    const gate = new SentenceGate((text) => !text.includes('secret'));
    gate.push('Une phrase. Un secret');
    expect(gate.end()).toBeNull();
  });
});
