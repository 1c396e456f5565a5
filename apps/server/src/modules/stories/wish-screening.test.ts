import { describe, expect, it } from 'vitest';
import { unsuitableWish } from './wish-screening.js';

describe('unsuitableWish', () => {
  it.each([
    ['avec des armes et du sang partout', 'violence'],
    ['un pirate qui coupe la tête des gens', 'violence'],
    ['des zombies qui tuent tout le monde', 'violence'],
    ['ils fument de la drogue', 'drugs'],
    ['papa boit de la vodka', 'drugs'],
    ['une princesse toute nue', 'sexual'],
  ])('turns away "%s" (%s)', (wish, category) => {
    expect(unsuitableWish(wish, 6)).toBe(category);
  });

  it.each([
    'avec un chat rose',
    'Léa a peur du noir',
    'un pistolet à eau et des bulles',
    'mamie est malade et on lui fait un dessin',
    'la tête dans les nuages',
  ])('lets "%s" through', (wish) => {
    expect(unsuitableWish(wish, 6)).toBeUndefined();
  });
});
