import { describe, expect, it } from 'vitest';
import { findNamedElements } from './wish-names.js';

const heroes = ['Nina', 'Paul'];
const named = (wish: string, plural = false) => findNamedElements(wish, heroes, plural);
/** Each wish gives exactly these names, in order. */
const expectNames = (cases: Array<[wish: string, names: string[]]>) => {
  for (const [wish, names] of cases)
    expect(
      named(wish).map((element) => element.name),
      wish,
    ).toEqual(names);
};

describe('findNamedElements', () => {
  it('finds a pet, a toy, a person and a thing by name, with the words that say what they are', () => {
    expect(named('avec sa chienne Biscotte')).toEqual([
      { name: 'Biscotte', description: 'sa chienne', kind: 'animal', gender: 'f', prop: 'dog' },
    ]);
    expect(named('emmène sa peluche girafe Sophie')).toEqual([
      { name: 'Sophie', description: 'sa peluche girafe', kind: 'toy', gender: 'f', prop: 'teddy' },
    ]);
    expect(named('et son cousin Jean-Baptiste')).toEqual([
      { name: 'Jean-Baptiste', description: 'son cousin', kind: 'person', gender: 'm', prop: undefined },
    ]);
    expect(named('sur sa trottinette bleue Zigzag')[0]).toMatchObject({ name: 'Zigzag', kind: 'thing' });
  });

  it('keeps a title that is how the child says it, and names after « qui s’appelle » or « nommé »', () => {
    expect(named('chez Tonton Hervé')[0]).toMatchObject({ name: 'Tonton Hervé', kind: 'person', gender: 'm' });
    expect(named("un hamster qui s'appelle Noisette")[0]).toMatchObject({
      name: 'Noisette',
      description: 'un hamster',
      kind: 'animal',
    });
    expect(named('une chouette nommée Plume')[0]).toMatchObject({ name: 'Plume', prop: 'owl', gender: 'f' });
    expect(named('Gaston, le doudou')[0]).toMatchObject({ name: 'Gaston', kind: 'toy' });
    // Typed in lower case after a title, a first name is one all the same.
    expect(named('avec tonton jules et tata chérie')).toMatchObject([{ name: 'Tonton Jules', kind: 'person' }]);
  });

  it('finds a first name typed in lower case after its noun or « s’appelle », never a word that describes', () => {
    expect(named('avec son chat biscuit')).toMatchObject([
      { name: 'Biscuit', description: 'son chat', kind: 'animal' },
    ]);
    expect(named('son doudou lapin pompon et sa copine ines')).toMatchObject([
      { name: 'Pompon', kind: 'toy' },
      { name: 'Ines', description: 'sa copine', kind: 'person', gender: 'f' },
    ]);
    expect(named("un hérisson qui s'appelle piquant")[0]).toMatchObject({ name: 'Piquant' });
    expectNames([
      ['avec son chat noir', []],
      ['son chien labrador et sa sœur jumelle', []],
      ['son papa pompier à Lyon', []],
      ['on a adopté un chaton hier', []],
      ["son ami imaginaire qui s'appelle Zouzou", ['Zouzou']],
      ['son chien regarde la mer', []],
    ]);
  });

  it('reads a lower-case name after an article, before « le cousin », or after « s’appelle » even when a noun', () => {
    expect(named('le lapin gris caramel est malade')).toMatchObject([
      { name: 'Caramel', kind: 'animal', prop: 'rabbit' },
    ]);
    expect(named('hugo le voisin vient jouer')).toMatchObject([{ name: 'Hugo', kind: 'person' }]);
    expect(named("son doudou s'appelle girafe")).toMatchObject([{ name: 'Girafe' }]);
    expect(named('le chat des voisins pistache miaule')).toMatchObject([{ name: 'Pistache', kind: 'animal' }]);
    expectNames([
      ['Demain on joue à sa Switch et au robot Lego', []],
      ["ils adorent la Pat' Patrouille", []],
      ['retrouver le doudou perdu au parc', []],
      ['Kenji son copain japonais', ['Kenji']],
    ]);
  });

  it('reads teachers, nannies, lists and names said apart, in lower case too', () => {
    expect(named('la nounou sabine vient ce soir')).toMatchObject([{ name: 'Nounou Sabine', kind: 'person' }]);
    expect(named('avec la maîtresse mme garnier')).toMatchObject([{ name: 'Mme Garnier', kind: 'person' }]);
    expect(named('son chihuahua pepito dort')).toMatchObject([{ name: 'Pepito', kind: 'animal', prop: 'dog' }]);
    expect(named("sa trottinette s'appelle fusée")).toMatchObject([{ name: 'Fusée' }]);
    expect(named('ses cousins, hugo et lina, arrivent demain').map((element) => element.name)).toEqual([
      'Hugo',
      'Lina',
    ]);
    expect(named("son copain noa l'a aidé")).toMatchObject([{ name: 'Noa', kind: 'person' }]);
    expect(named('Notre chien Rex').map((element) => element.name)).toEqual(['Rex']);
    expect(named('Dites que tata Nadia attend un bébé').map((element) => element.name)).toEqual(['Tata Nadia']);
    expect(named('il a eu une Barbie, merci lol')).toEqual([]);
  });

  it('names a boat or a car that an article names after its noun, and not an acronym', () => {
    expect(named("son vélo l'Éclair")).toMatchObject([{ name: 'Éclair', description: 'son vélo', kind: 'thing' }]);
    expect(named('la voiture de tonton, la Fusée')).toMatchObject([{ name: 'Fusée', kind: 'thing' }]);
    expect(named('sa copine Rose de CE1 qui va à la SNCF').map((element) => element.name)).toEqual(['Rose']);
    expect(named('avec la maîtresse Mme N’Guyen')[0]).toMatchObject({ name: 'Mme N’Guyen', kind: 'person' });
  });

  it('says « son » for the hero when the parent wrote as the child, « leur » for several heroes', () => {
    expect(named('avec mon lapin Réglisse')[0]!.description).toBe('son lapin');
    expect(named('avec ma mamie Odette')[0]!.description).toBe('sa mamie');
    expect(named('avec notre chat Moustache', true)[0]!.description).toBe('leur chat');
  });

  it('finds several in order, never the heroes, places, feasts or words capitalised by habit', () => {
    expect(named('Nina et Paul avec Papy Roger et leur chien Pixel').map((element) => element.name)).toEqual([
      'Papy Roger',
      'Pixel',
    ]);
    expect(named('un voyage à Marseille puis en Bretagne pour Noël')).toEqual([]);
    expect(named('voir la tour Eiffel et le mont Blanc')).toEqual([]);
    expect(named("au jardin des Plantes puis au château de Versailles, près de l'île de Ré")).toEqual([]);
    expect(named('sa voisine Aiko qui vient du Japon, et Kofi arrivé de Ghana')).toMatchObject([
      { name: 'Aiko' },
      { name: 'Kofi' },
    ]);
    expect(named('le Père Noël et la Petite Souris')).toEqual([]);
    expect(named('avec sa copine de l’école Jade')[0]).toMatchObject({
      name: 'Jade',
      description: 'sa copine de l’école',
    });
    // Only words go into the story: anything else between them leaves the description out, not the name.
    for (const wish of ['avec son <b>chien</b> Rex', 'avec son 💩 chien Rex', 'avec son chien... ; roux Rex']) {
      expect(named(wish)).toMatchObject([{ name: 'Rex', description: null }]);
    }
    expect(named('Une Histoire Avec Des Pirates Et Un Trésor')).toEqual([]);
    expect(named('Dragon et licorne dans la forêt')).toEqual([]);
    // A common noun capitalised mid-wish is a name; commas keep names apart.
    expect(named('et sa tortue Flèche')[0]).toMatchObject({ name: 'Flèche', prop: undefined, kind: 'animal' });
    expect(named('avec ses copines Maëlle, Anaïs et Zoé').map((element) => element.name)).toEqual([
      'Maëlle',
      'Anaïs',
      'Zoé',
    ]);
    expect(named('')).toEqual([]);
    expect(named(`avec ${'A'.repeat(400)} et son chat Tigrou`).map((element) => element.name)).toEqual(['Tigrou']);
    expect(named(null as unknown as string)).toEqual([]);
  });
});
