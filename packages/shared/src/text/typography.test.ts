import { describe, expect, it } from 'vitest';
import { typeset } from './typography.js';

const nnbsp = '\u202f';

describe('typeset', () => {
  it('puts a narrow no-break space before ? ! : ; whatever space was typed', () => {
    expect(typeset('Pourquoi ?')).toBe(`Pourquoi${nnbsp}?`);
    expect(typeset('Oups\u00a0! Voici  : la liste ; la suite')).toBe(
      `Oups${nnbsp}! Voici${nnbsp}: la liste${nnbsp}; la suite`,
    );
  });

  it('puts narrow no-break spaces inside guillemets, typed with or without spaces', () => {
    expect(typeset('Le mot « dinosaure » et «Raconte»')).toBe(
      `Le mot «${nnbsp}dinosaure${nnbsp}» et «${nnbsp}Raconte${nnbsp}»`,
    );
  });

  it('leaves times, addresses and marks without a space before them alone', () => {
    expect(typeset('À 20:30, voir https://exemple.fr/?q=1 ou Bof?!')).toBe(
      'À 20:30, voir https://exemple.fr/?q=1 ou Bof?!',
    );
  });

  it('uses one apostrophe, the straight one of the spec', () => {
    expect(typeset('L’eau d’aujourd’hui')).toBe("L'eau d'aujourd'hui");
  });

  it('changes nothing twice', () => {
    const once = typeset('« Pourquoi ? » : l’histoire !');
    expect(typeset(once)).toBe(once);
  });
});
