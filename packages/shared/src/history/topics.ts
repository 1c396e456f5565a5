/** What a question is about, for the advanced statistics: the offline library's shelves. */
export const questionTopicLabels = {
  nature: 'La nature et la météo',
  plants: 'Les plantes',
  space: "L'espace, le jour et la nuit",
  animals: 'Les animaux',
  body: 'Le corps',
  everyday: 'La vie de tous les jours',
  feelings: 'Les émotions',
  other: 'Autres curiosités',
} as const;
export type QuestionTopic = keyof typeof questionTopicLabels;

export function questionTopicLabel(topic: string | null): string {
  return questionTopicLabels[(topic ?? 'other') as QuestionTopic] ?? questionTopicLabels.other;
}
