import type { QuestionTopic } from '@pourquoi/shared';
import type { Topic } from '../topic.js';
import { animalFactTopics } from './animal-facts.js';
import { animalQuestionTopics } from './animal-questions.js';
import { animalTopics } from './animals.js';
import { bigQuestionTopics } from './big-questions.js';
import { bodyFoodTopics } from './body-and-food.js';
import { bodyQuestionTopics } from './body-questions.js';
import { bodyTopics } from './body.js';
import { dailyLifeTopics } from './daily-life.js';
import { earthTopics } from './earth.js';
import { everydayTopics } from './everyday.js';
import { feelingQuestionTopics } from './feeling-questions.js';
import { feelingTopics } from './feelings.js';
import { healthTopics } from './health.js';
import { historyQuestionTopics } from './history-questions.js';
import { historyTopics } from './history.js';
import { homeQuestionTopics } from './home-questions.js';
import { machineQuestionTopics } from './machine-questions.js';
import { machineTopics } from './machines.js';
import { natureQuestionTopics } from './nature-questions.js';
import { natureTopics } from './nature.js';
import { plantTopics } from './plants.js';
import { scienceQuestionTopics } from './science-questions.js';
import { scienceTopics } from './science.js';
import { societyTopics } from './society.js';
import { spaceTopics } from './space.js';
import { wildlifeTopics } from './wildlife.js';
import { wordTopics } from './words.js';
import { worldQuestionTopics } from './world-questions.js';
import { worldFactTopics } from './world-facts.js';

/** Each file of the library and the shelf its topics are counted under in the statistics. */
const shelves: readonly (readonly [QuestionTopic, readonly Topic[]])[] = [
  ['nature', natureTopics],
  ['nature', earthTopics],
  ['nature', worldFactTopics],
  ['nature', natureQuestionTopics],
  ['plants', plantTopics],
  ['space', spaceTopics],
  ['science', scienceTopics],
  ['science', scienceQuestionTopics],
  ['machines', machineTopics],
  ['machines', machineQuestionTopics],
  ['animals', animalTopics],
  ['animals', wildlifeTopics],
  ['animals', animalFactTopics],
  ['animals', animalQuestionTopics],
  ['body', bodyTopics],
  ['body', healthTopics],
  ['body', bodyFoodTopics],
  ['body', bodyQuestionTopics],
  ['everyday', everydayTopics],
  ['everyday', dailyLifeTopics],
  ['everyday', homeQuestionTopics],
  ['feelings', feelingTopics],
  ['feelings', feelingQuestionTopics],
  ['history', historyTopics],
  ['history', historyQuestionTopics],
  ['society', societyTopics],
  ['society', worldQuestionTopics],
  ['big-questions', bigQuestionTopics],
  ['words', wordTopics],
];

/** Every topic the offline engine can answer, all themes together. */
export const corpus: readonly Topic[] = shelves.flatMap(([, topics]) => topics);

/** Each topic's shelf (the file it lives in): the subject of a question in the statistics. */
export const topicShelves: ReadonlyMap<string, QuestionTopic> = new Map(
  shelves.flatMap(([shelf, topics]) => topics.map((topic) => [topic.id, shelf] as const)),
);
