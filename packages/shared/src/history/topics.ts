/** What a question is about, for the advanced statistics: the offline library's shelves. */
export const questionTopicLabels = {
  nature: 'La nature et la météo',
  plants: 'Les plantes',
  space: "L'espace, le jour et la nuit",
  animals: 'Les animaux',
  body: 'Le corps',
  everyday: 'La vie de tous les jours',
  feelings: 'Les émotions',
  science: 'Les sciences',
  machines: 'Les machines et les inventions',
  history: "L'histoire et le monde",
  words: 'Les mots, les nombres et le temps',
  society: "La société, l'argent et l'école",
  'big-questions': 'Les grandes questions',
  other: 'Autres curiosités',
} as const;
export type QuestionTopic = keyof typeof questionTopicLabels;

export function questionTopicLabel(topic: string | null): string {
  return questionTopicLabels[(topic ?? 'other') as QuestionTopic] ?? questionTopicLabels.other;
}
