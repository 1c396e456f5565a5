import type { QuestionTopic } from '@pourquoi/shared';
import type { Topic } from '../topic.js';
import { animalTopics } from './animals.js';
import { bodyTopics } from './body.js';
import { everydayTopics } from './everyday.js';
import { feelingTopics } from './feelings.js';
import { natureTopics } from './nature.js';
import { plantTopics } from './plants.js';
import { spaceTopics } from './space.js';

/** Every topic the offline engine can answer, all themes together. */
export const corpus: readonly Topic[] = [
  ...natureTopics,
  ...plantTopics,
  ...spaceTopics,
  ...animalTopics,
  ...bodyTopics,
  ...everydayTopics,
  ...feelingTopics,
];

/** Each topic's shelf (the file it lives in): the subject of a question in the statistics. */
export const topicShelves: ReadonlyMap<string, QuestionTopic> = new Map(
  (
    [
      ['nature', natureTopics],
      ['plants', plantTopics],
      ['space', spaceTopics],
      ['animals', animalTopics],
      ['body', bodyTopics],
      ['everyday', everydayTopics],
      ['feelings', feelingTopics],
    ] as const
  ).flatMap(([shelf, topics]) => topics.map((topic) => [topic.id, shelf] as const)),
);
