import { type Action, DAY_MS, HISTORY_LIMIT, can, limitsOf } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/validation.js';
import { type ChildRow, childNotFound, findChild } from '../children/index.js';
import { loadFamily } from '../family/index.js';
import { listStories } from '../stories/index.js';
import type { HistoryDependencies } from './dependencies.js';
import type { ChildExport, ExportedConversation, ExportedStory } from './export.js';
import { listHistory, type HistoryFilter } from './repository.js';

/** The family's child with this id; another family's (or a malformed id) is not found. */
export async function ownChild(deps: HistoryDependencies, userId: string, childId: string): Promise<ChildRow> {
  const child = isUuid(childId) ? await findChild(deps.db, userId, childId) : undefined;
  if (!child) throw childNotFound();
  return child;
}

/** Refuses what the plan does not allow, with the spec's upgrade message. */
export async function requirePermission(deps: HistoryDependencies, userId: string, action: Action) {
  const permission = can(action, (await loadFamily(deps, userId)).state);
  if (!permission.allowed) throw new AppError('forbidden', { message: permission.reason ?? undefined });
}

/** How far back the plan lets the family read (7 days on the trial); null: everything. */
export async function historyWindowStart(deps: HistoryDependencies, userId: string): Promise<Date | null> {
  const { state } = await loadFamily(deps, userId);
  const days = limitsOf(state.status, state.planId).historyDays;
  return days === null ? null : new Date(state.now.getTime() - days * DAY_MS);
}

export async function familyHistory(
  deps: HistoryDependencies,
  userId: string,
  filter: Omit<HistoryFilter, 'since' | 'limit'>,
) {
  return listHistory(deps.db, userId, {
    ...filter,
    since: await historyWindowStart(deps, userId),
    limit: HISTORY_LIMIT,
  });
}

const EVERYTHING = 100_000;

export function exportedConversation(
  conversation: Awaited<ReturnType<typeof listHistory>>[number],
  childName: string,
): ExportedConversation {
  return {
    id: conversation.id,
    child_name: childName,
    created_at: conversation.createdAt.toISOString(),
    messages: conversation.messages.map((message) => ({
      role: message.role,
      content: message.content,
      created_at: message.createdAt.toISOString(),
      feedback: message.feedback,
      feedback_type: message.feedbackType,
      favorite: message.favorite,
    })),
  };
}

export function exportedStory(story: Awaited<ReturnType<typeof listStories>>[number]): ExportedStory {
  return {
    id: story.id,
    title: story.title,
    created_at: story.createdAt.toISOString(),
    theme: story.theme,
    story_type: story.storyType,
    duration: story.duration,
    children: story.heroes.map((hero) => hero.name),
    is_favorite: story.isFavorite,
    pages: story.pages,
  };
}

/** Everything stored about one child: its conversations and its stories (text; pictures stay online). */
export async function childExport(deps: HistoryDependencies, userId: string, child: ChildRow): Promise<ChildExport> {
  const [conversations, stories] = await Promise.all([
    listHistory(deps.db, userId, { childId: child.id, since: null, limit: EVERYTHING }),
    listStories(deps.db, userId, { childId: child.id, limit: EVERYTHING }),
  ]);
  return {
    child: { name: child.name, birth_month: child.birthMonth, birth_year: child.birthYear, gender: child.gender },
    exported_at: deps.clock.now().toISOString(),
    conversations: conversations.map((conversation) => exportedConversation(conversation, child.name)),
    stories: stories.map(exportedStory),
  };
}
