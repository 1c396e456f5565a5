import { describe, expect, it } from 'vitest';
import { screenQuestion } from './screen.js';

const asWish = (wish: string) => screenQuestion(wish, { age: 6, purpose: 'story' });

describe('a story wish', () => {
  it.each([
    ['avec des armes et du sang partout', 'violence'],
    ['un pirate qui coupe la tête des gens', 'violence'],
    ['des zombies qui tuent tout le monde', 'violence'],
    ['ils fument de la drogue', 'drugs'],
    ['papa boit de la vodka', 'drugs'],
    ['une princesse toute nue', 'sexual'],
  ])('turns away "%s" (%s)', (wish, category) => {
    expect(asWish(wish)).toMatchObject({ verdict: 'refuse', category });
  });

  it.each([
    'avec un chat rose',
    'Léa a peur du noir',
    'un pistolet à eau et des bulles',
    'mamie est malade et on lui fait un dessin',
    'la tête dans les nuages',
  ])('lets "%s" through', (wish) => {
    expect(['allow', 'sensitive']).toContain(asWish(wish).verdict);
  });

  it('is screened as a question too: a child in distress gets help, not a story', () => {
    expect(asWish('une histoire où je veux mourir')).toMatchObject({ verdict: 'distress' });
  });
});
