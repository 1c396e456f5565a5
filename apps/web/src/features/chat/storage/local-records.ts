import * as z from 'zod/mini';
import { adaptiveProfileSchema, feedbackSchema, type AdaptiveProfile, type Feedback } from '@pourquoi/shared';
import { localKeys } from '@/lib/local-keys';
import { readJson, writeJson } from '@/lib/local-json';

/**
 * The chat's local storage entries (product.md#adaptive-level): the adaptive profiles (a mirror
 * of the server's), the conversation sessions, the day's statistics and the latest 50
 * chats. The server keeps the truth; these let the app show something at once, offline too.
 */
export const MAX_SESSION_MESSAGES = 50;
export const MAX_SESSIONS = 50;
export const MAX_RECENT_CHATS = 50;

const localMessageSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  childId: z.string(),
  childName: z.string(),
  timestamp: z.string(),
  complexityLevel: z.nullable(z.number()),
  category: z._default(z.string(), 'general'),
  favorite: z._default(z.boolean(), false),
  feedback: z._default(z.nullable(feedbackSchema), null),
});
export type LocalMessage = z.infer<typeof localMessageSchema>;

const sessionSchema = z.object({
  id: z.string(),
  childId: z.string(),
  childName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  messages: z.array(localMessageSchema),
  totalMessages: z.number(),
  avgComplexity: z.nullable(z.number()),
});
export type LocalSession = z.infer<typeof sessionSchema>;

const dailyStatsSchema = z.object({
  date: z.string(),
  totalQuestions: z.number(),
  childrenActive: z.array(z.string()),
  avgComplexity: z.nullable(z.number()),
  favoriteTopics: z.array(z.string()),
});
export type DailyStats = z.infer<typeof dailyStatsSchema>;

const profilesSchema = z.record(z.string(), adaptiveProfileSchema);
const sessionsSchema = z.array(sessionSchema);
const recentChatsSchema = z.array(localMessageSchema);

export const readProfiles = () => readJson(localKeys.adaptiveProfiles, profilesSchema) ?? {};
export const readSessions = () => readJson(localKeys.conversationHistory, sessionsSchema) ?? [];
export const readRecentChats = () => readJson(localKeys.recentChats, recentChatsSchema) ?? [];
export const readDailyStats = () => readJson(localKeys.dailyStats, dailyStatsSchema);

/** The server's profile after a feedback, mirrored. */
export function mirrorProfile(profile: AdaptiveProfile) {
  writeJson(localKeys.adaptiveProfiles, { ...readProfiles(), [profile.childId]: profile });
}

const mean = (values: Array<number | null>): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? Math.round((known.reduce((sum, value) => sum + value, 0) / known.length) * 10) / 10 : null;
};

/** Words too common to tell what a question is about. */
const commonWords = new Set(
  'pourquoi comment quand quoi combien est-ce estce alors aussi avec dans elles elle ils il les des une un qui que quel quelle quels quelles sont font fait faire peut peuvent leur leurs cette ces est on nous vous tout tous très plus pas pour par sur sous'.split(
    ' ',
  ),
);

/** The day's three most asked-about words: what the family is curious about today. */
function topicsOf(questions: string[]): string[] {
  const counts = new Map<string, number>();
  for (const question of questions) {
    for (const word of question.toLocaleLowerCase('fr').match(/[\p{L}-]{4,}/gu) ?? []) {
      if (!commonWords.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([word]) => word);
}

/** The device's own calendar day, YYYY-MM-DD: the family's day, wherever it is. */
const dayOf = (instant: Date) => instant.toLocaleDateString('en-CA');

export interface AnsweredQuestion {
  conversationId: string;
  messageId: string;
  childId: string;
  childName: string;
  question: string;
  answer: string;
  complexityLevel: number | null;
  at: Date;
}

/** An answered question: into its session, the latest chats and the day's statistics. */
export function recordAnswer(entry: AnsweredQuestion) {
  const message: LocalMessage = {
    id: entry.messageId,
    question: entry.question,
    answer: entry.answer,
    childId: entry.childId,
    childName: entry.childName,
    timestamp: entry.at.toISOString(),
    complexityLevel: entry.complexityLevel,
    category: 'general',
    favorite: false,
    feedback: null,
  };

  const sessions = readSessions();
  const existing = sessions.find((session) => session.id === entry.conversationId);
  const session: LocalSession = existing ?? {
    id: entry.conversationId,
    childId: entry.childId,
    childName: entry.childName,
    startTime: message.timestamp,
    endTime: message.timestamp,
    messages: [],
    totalMessages: 0,
    avgComplexity: null,
  };
  session.messages = [...session.messages, message].slice(-MAX_SESSION_MESSAGES);
  session.totalMessages += 1;
  session.endTime = message.timestamp;
  session.avgComplexity = mean(session.messages.map((kept) => kept.complexityLevel));
  writeJson(
    localKeys.conversationHistory,
    [session, ...sessions.filter((other) => other.id !== session.id)].slice(0, MAX_SESSIONS),
  );

  const recent = [message, ...readRecentChats()].slice(0, MAX_RECENT_CHATS);
  writeJson(localKeys.recentChats, recent);

  const date = dayOf(entry.at);
  const today = readDailyStats();
  const todays = recent.filter((chat) => dayOf(new Date(chat.timestamp)) === date);
  const stats: DailyStats = {
    date,
    totalQuestions: (today?.date === date ? today.totalQuestions : 0) + 1,
    childrenActive: [...new Set([...(today?.date === date ? today.childrenActive : []), entry.childId])],
    avgComplexity: mean(todays.map((chat) => chat.complexityLevel)),
    favoriteTopics: topicsOf(todays.map((chat) => chat.question)),
  };
  writeJson(localKeys.dailyStats, stats);
}

/** A rating, on the local copies of the message. */
export function recordFeedback(messageId: string, feedback: Feedback) {
  const rate = (message: LocalMessage) => (message.id === messageId ? { ...message, feedback } : message);
  writeJson(localKeys.recentChats, readRecentChats().map(rate));
  writeJson(
    localKeys.conversationHistory,
    readSessions().map((session) => ({ ...session, messages: session.messages.map(rate) })),
  );
}
