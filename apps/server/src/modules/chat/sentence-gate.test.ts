import { describe, expect, it } from 'vitest';
import { SentenceGate } from './sentence-gate.js';

describe('SentenceGate', async () => {
  it('lets whole sentences through as they complete', async () => {
    const gate = new SentenceGate(() => true);
    expect(await gate.push('Le ciel ')).toBe('');
    expect(await gate.push('est bleu. La ')).toBe('Le ciel est bleu. ');
    expect(await gate.push('lumière se disperse !')).toBe('');
    expect(await gate.end()).toBe('La lumière se disperse !');
    expect(gate.text).toBe('Le ciel est bleu. La lumière se disperse !');
  });

  it('stops at the first sentence that fails, and lets nothing through after', async () => {
    const gate = new SentenceGate((text) => !text.includes('arme'));
    expect(await gate.push('Bonjour. ')).toBe('Bonjour. ');
    expect(await gate.push('Voici une arme. Et ')).toBeNull();
    expect(await gate.push('la suite. ')).toBeNull();
    expect(await gate.end()).toBeNull();
    expect(gate.text).toBe('Bonjour. ');
    expect(gate.refusedText).toBe('Bonjour. Voici une arme. ');
  });

  it('waits for an asynchronous check before letting a sentence through', async () => {
    const checked: string[] = [];
    const gate = new SentenceGate(async (text) => {
      checked.push(text);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return true;
    });
    expect(await gate.push('Un. Deux. ')).toBe('Un. Deux. ');
    expect(checked).toEqual(['Un. Deux. ']);
  });

  it('screens the unfinished last sentence too', async () => {
    const gate = new SentenceGate((text) => !text.includes('secret'));
    await gate.push('Une phrase. Un secret');
    expect(await gate.end()).toBeNull();
  });

  it('checks a whole answer once when nobody reads it sentence by sentence', async () => {
    const checked: string[] = [];
    const gate = new SentenceGate(
      (text) => {
        checked.push(text);
        return !text.includes('arme');
      },
      { sentenceBySentence: false },
    );
    expect(await gate.push('Un. Deux. ')).toBe('');
    expect(await gate.push('Trois.')).toBe('');
    expect(await gate.end()).toBe('Un. Deux. Trois.');
    expect(checked).toEqual(['Un. Deux. Trois.']);

    const refusing = new SentenceGate((text) => !text.includes('arme'), { sentenceBySentence: false });
    await refusing.push('Bonjour. Voici une arme.');
    expect(await refusing.end()).toBeNull();
    expect(refusing.text).toBe('');
    expect(refusing.refusedText).toBe('Bonjour. Voici une arme.');
  });

  it('puts the names back sentence by sentence, a placeholder split across pieces included', async () => {
    const checked: string[] = [];
    const gate = new SentenceGate(
      (text) => {
        checked.push(text);
        return true;
      },
      { sentenceBySentence: true, restore: (text) => text.replaceAll('[ENFANT_1]', 'Emma') },
    );
    expect(await gate.push('Bonjour [ENF')).toBe('');
    expect(await gate.push('ANT_1]. Tu ')).toBe('Bonjour Emma. ');
    expect(await gate.push('es grande, [ENFANT')).toBe('');
    expect(await gate.end()).toBe('Tu es grande, [ENFANT');
    expect(checked).toEqual(['Bonjour Emma. ', 'Bonjour Emma. Tu es grande, [ENFANT']);
    expect(gate.text).toBe('Bonjour Emma. Tu es grande, [ENFANT');
  });
});
