import {
  type AdvancedStats,
  type ChildStats,
  questionTopicLabel,
  questionTopicLabels,
  startingLevel,
  startOfParisDay,
  startOfParisWeek,
  ageFromBirth,
  parisDay,
  DAY_MS,
} from '@pourquoi/shared';
import { findUserById } from '../auth/index.js';
import { loadProfile } from '../chat/index.js';
import { type ChildRow, listChildren } from '../children/index.js';
import type { HistoryDependencies } from './dependencies.js';
import { childAnswerLevels, childQuestions, favoriteMessageCounts, questionCounts, storyHeroes } from './repository.js';

export const STATS_WEEKS = 8;
const LEVEL_POINTS = 50;

/** The history's per-child card: questions in total and today, stories and favourites. */
export async function familyStats(deps: HistoryDependencies, userId: string): Promise<ChildStats[]> {
  const now = deps.clock.now();
  const [children, questions, favorites, storyRows] = await Promise.all([
    listChildren(deps.db, userId),
    questionCounts(deps.db, userId, startOfParisDay(now)),
    favoriteMessageCounts(deps.db, userId),
    storyHeroes(deps.db, userId),
  ]);
  return children.map((child) => {
    const asked = questions.find((row) => row.childId === child.id);
    const own = storyRows.filter((story) => story.heroes.some((hero) => hero.id === child.id));
    return {
      child_id: child.id,
      child_name: child.name,
      total_questions: asked?.total ?? 0,
      questions_today: asked?.today ?? 0,
      stories: own.length,
      favorites:
        (favorites.find((row) => row.childId === child.id)?.total ?? 0) +
        own.filter((story) => story.isFavorite).length,
    };
  });
}

/** Per child: subjects, questions per week over 8 weeks (fewer for a newer account), and the level answers were written at. */
export async function advancedStats(
  deps: HistoryDependencies,
  userId: string,
  child: ChildRow,
): Promise<AdvancedStats> {
  const now = deps.clock.now();
  const [questions, account] = await Promise.all([
    childQuestions(deps.db, userId, child.id),
    findUserById(deps.db, userId),
  ]);
  const byTopic = new Map<string, number>();
  for (const question of questions)
    byTopic.set(question.topic ?? 'other', (byTopic.get(question.topic ?? 'other') ?? 0) + 1);
  const topics = [...byTopic.entries()]
    .map(([topic, count]) => ({
      topic: topic in questionTopicLabels ? topic : 'other',
      label: questionTopicLabel(topic),
      count,
    }))
    .sort((a, b) => b.count - a.count);

  // Up to eight Paris weeks, oldest first, none before the account's first: each from its Monday
  // to the next one (the last bound, next Monday, always stays).
  const firstWeek = startOfParisWeek(account?.createdAt ?? now);
  const starts = Array.from({ length: STATS_WEEKS + 1 }, (_, index) =>
    startOfParisWeek(new Date(now.getTime() - (STATS_WEEKS - 1 - index) * 7 * DAY_MS)),
  ).filter((start) => start >= firstWeek);
  const weeks = starts.slice(0, -1).map((start, index) => ({
    week_start: start.toISOString(),
    count: questions.filter((question) => question.createdAt >= start && question.createdAt < starts[index + 1]!)
      .length,
  }));

  const levels = (await childAnswerLevels(deps.db, userId, child.id, LEVEL_POINTS)).map((row) => ({
    at: row.createdAt.toISOString(),
    level: row.level ?? 0,
  }));
  const profile = await loadProfile(deps.db, child.id);
  const age = ageFromBirth(child.birthMonth, child.birthYear, parisDay(now));
  return {
    child_id: child.id,
    child_name: child.name,
    topics,
    weeks,
    levels,
    current_level: profile?.currentLevel ?? startingLevel(age),
  };
}
