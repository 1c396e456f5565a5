import { z } from 'zod';

/** Reading times in minutes (product.md#story-choices); 5 is the default. */
export const storyDurations = [5, 10, 15, 20] as const;
export type StoryDuration = (typeof storyDurations)[number];
export const DEFAULT_STORY_DURATION: StoryDuration = 5;
export const storyDurationSchema = z.union(storyDurations.map((minutes) => z.literal(minutes)));

export const storyTypeSchema = z.enum([
  'sleep',
  'dream',
  'adventure',
  'learn',
  'laugh',
  'courage',
  'discover',
  'imagine',
]);
export type StoryType = z.infer<typeof storyTypeSchema>;

export const storyThemeSchema = z.enum([
  'surprise',
  'party',
  'school',
  'cars',
  'planes',
  'knights_princesses',
  'fairy_princesses',
  'animals',
  'dinosaurs',
  'family',
  'unicorns',
  'space',
  'superheroes',
  'music',
  'robots',
  'nature',
  'pirates',
  'christmas',
  'jobs',
]);
export type StoryTheme = z.infer<typeof storyThemeSchema>;

export interface StoryChoice {
  label: string;
  /** One line under the label in the wizard. */
  description: string;
  /** The picture of the choice: an emoji, drawn by every phone. */
  emoji: string;
}

export const storyDurationChoices: Record<StoryDuration, StoryChoice> = {
  5: { label: '5 minutes', description: 'Une petite histoire avant de dormir', emoji: '🌙' },
  10: { label: '10 minutes', description: 'Le temps de bien se blottir', emoji: '🧸' },
  15: { label: '15 minutes', description: 'Une vraie aventure', emoji: '📖' },
  20: { label: '20 minutes', description: 'Une grande histoire, comme un livre', emoji: '📚' },
};

/** What each type asks of the story: its tone and its ending. */
export const storyTypeChoices: Record<StoryType, StoryChoice> = {
  sleep: { label: 'Pour dormir', description: 'Douce et lente, elle finit tout en calme', emoji: '😴' },
  dream: { label: 'Pour rêver', description: 'Un voyage tendre dans un monde merveilleux', emoji: '☁️' },
  adventure: { label: 'Aventure', description: 'Des découvertes et un peu de suspense', emoji: '🧭' },
  learn: { label: 'Pour apprendre', description: 'On découvre quelque chose de vrai', emoji: '🔎' },
  laugh: { label: 'Pour rire', description: 'Des situations drôles et des surprises', emoji: '😄' },
  courage: { label: 'Courage', description: 'On surmonte une peur, pas à pas', emoji: '🦁' },
  discover: { label: 'Découverte', description: 'Un lieu, un métier ou un pays à explorer', emoji: '🗺️' },
  imagine: { label: 'Imagination', description: 'Tout devient possible', emoji: '✨' },
};

export const storyThemeChoices: Record<StoryTheme, StoryChoice> = {
  surprise: { label: 'Surprise', description: 'Laissez-vous surprendre', emoji: '🎁' },
  party: { label: 'La fête', description: 'Anniversaire, ballons et gâteaux', emoji: '🎉' },
  school: { label: "L'école", description: 'La classe, la récré et les copains', emoji: '🏫' },
  cars: { label: 'Les voitures', description: 'Vroum, la route et les garages', emoji: '🚗' },
  planes: { label: 'Les avions', description: 'Décoller au-dessus des nuages', emoji: '✈️' },
  knights_princesses: { label: 'Chevaliers et princesses', description: 'Châteaux et tournois', emoji: '🏰' },
  fairy_princesses: { label: 'Fées et princesses', description: "Baguettes et poussière d'étoiles", emoji: '🧚' },
  animals: { label: 'Les animaux', description: 'De la ferme à la savane', emoji: '🦊' },
  dinosaurs: { label: 'Les dinosaures', description: 'Au temps des géants', emoji: '🦕' },
  family: { label: 'La famille', description: "Ceux qu'on aime, à la maison", emoji: '🏡' },
  unicorns: { label: 'Les licornes', description: 'Arcs-en-ciel et crinières dorées', emoji: '🦄' },
  space: { label: "L'espace", description: 'Fusées, planètes et étoiles', emoji: '🚀' },
  superheroes: { label: 'Les super-héros', description: 'Des pouvoirs pour aider les autres', emoji: '🦸' },
  music: { label: 'La musique', description: 'Chansons, instruments et danse', emoji: '🎵' },
  robots: { label: 'Les robots', description: 'Des machines gentilles et rigolotes', emoji: '🤖' },
  nature: { label: 'La nature', description: 'La forêt, la mer et les saisons', emoji: '🌳' },
  pirates: { label: 'Les pirates', description: 'Trésors, bateaux et îles', emoji: '🏴‍☠️' },
  christmas: { label: 'Noël', description: 'La neige, les lutins et les cadeaux', emoji: '🎄' },
  jobs: { label: 'Les métiers', description: 'Pompier, docteur, boulangère…', emoji: '👩‍🚒' },
};
