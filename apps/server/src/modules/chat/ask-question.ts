import type { FastifyInstance } from 'fastify';
import {
  type ChatBody,
  type ChatResponse,
  FOLLOW_UPS_PER_ANSWER,
  ageFromBirth,
  can,
  hasAccess,
  limitsOf,
  newProfile,
  parisDay,
  storedGender,
  trialOverMessage,
} from '@pourquoi/shared';
import type { StatementTarget } from '../../db/statement.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/validation.js';
import { childNotFound } from '../children/service.js';
import { familyKey, toFamily, writeUnderFamilyLock } from '../family/state.js';
import { buildChatPrompt, type PromptChild } from './prompt.js';
import type { ChatProvider } from './providers/types.js';
import {
  appendMessage,
  deleteMessage,
  type FollowedConversation,
  findFollowedConversation,
  findQuestionContext,
  insertSafetyEvent,
  markModerated,
  startConversation,
  type WrittenMessage,
} from './repository.js';
import { type Safety, type Screening, gravest, stoppedAgain } from '@pourquoi/safety';
import { SentenceGate } from './sentence-gate.js';
import { questionTopic } from './topics.js';

export interface AskEvents {
  /** Screened words, ready to show. */
  onText?(text: string): void;
  /** What was shown must be replaced by this (an answer safety stopped half-way). */
  onReplace?(text: string): void;
}

export interface ChatDependencies {
  provider: ChatProvider;
  safety: Safety;
}

/**
 * A child's question, answered: checked against the plan, screened before any model sees
 * it, answered by the provider at the child's level, the answer screened sentence by
 * sentence before the child sees it, and both stored in the family's history.
 */
export async function askQuestion(
  app: FastifyInstance,
  deps: ChatDependencies,
  userId: string,
  body: ChatBody,
  events: AskEvents = {},
): Promise<ChatResponse> {
  if (!isUuid(body.child_id)) throw childNotFound();
  const now = app.clock.now();
  const family = familyKey(userId, now);
  const found = await findQuestionContext(app.db, body.child_id, family);
  if (!found) throw childNotFound();
  const { child: childRow } = found;
  const { state } = toFamily(found.family, now);
  const child: PromptChild = {
    name: childRow.name,
    age: ageFromBirth(childRow.birthMonth, childRow.birthYear, parisDay(now)),
    gender: storedGender(childRow.gender),
  };
  const followUp = body.feedback_type ? await followedConversation(app, userId, body, childRow.id) : undefined;
  const written = { userId, childId: childRow.id, role: 'user', content: body.message, createdAt: now };

  let question: WrittenMessage | undefined;
  if (followUp) {
    // A follow-up does not count against the day's questions: the plan's access is enough.
    if (!hasAccess(state.status, state.planId)) throw notAllowed(trialOverMessage);
    if (followUp.followUps >= FOLLOW_UPS_PER_ANSWER) throw new AppError('follow_up_limit');
    question = await appendMessage(app.db, {
      ...written,
      conversationId: followUp.conversationId,
      feedbackType: body.feedback_type,
    });
  } else {
    const permission = can('ask_question', state);
    if (!permission.allowed) throw notAllowed(permission.reason ?? trialOverMessage);
    // A daily limit is checked again as the question is written, under the family's lock: two
    // questions at once cannot both take the last one of the day. Without one, there is
    // nothing two questions could both take, and nothing to wait for.
    const { questionsPerDay } = limitsOf(state.status, state.planId);
    const start = (on: StatementTarget) =>
      startConversation(on, { ...written, topic: questionTopic(body.message), questionsPerDay, day: family.day });
    question = await (questionsPerDay === null ? start(app.db) : writeUnderFamilyLock(app, userId, start));
    if (!question) {
      const taken = can('ask_question', { ...state, questionsToday: questionsPerDay ?? state.questionsToday });
      throw notAllowed(taken.reason ?? trialOverMessage);
    }
  }
  const conversationId = question.conversationId;

  const profile = found.profile ?? newProfile(childRow.id, child.age, now);
  const screening = await screenAsked(deps.safety, body.message, followUp, child).catch(async (error: unknown) => {
    // Unscreened, unanswered: the question does not count.
    await deleteMessage(app.db, question.id);
    throw error;
  });
  const recordEvent = (verdict: string, category: string) =>
    insertSafetyEvent(app.db, {
      userId,
      childId: childRow.id,
      conversationId,
      messageId: question.id,
      stage: 'question',
      verdict,
      category,
      createdAt: now,
    });
  if (screening.verdict === 'refuse' || screening.verdict === 'distress') {
    await markModerated(app.db, question.id);
    // A conversation stopped before keeps its one event: the parent reads it once.
    if (!followUp?.stopped) await recordEvent(screening.verdict, screening.category);
    events.onText?.(screening.message);
    return store(app, { userId, childId: childRow.id, conversationId, text: screening.message, now, moderated: true });
  }
  if (screening.verdict === 'sensitive') await recordEvent('sensitive', screening.topic);

  const asked = followUp?.question ?? body.message;
  const messages = buildChatPrompt({
    child,
    question: asked,
    level: profile.currentLevel,
    ...(screening.verdict === 'sensitive' && { sensitiveGuidance: screening.guidance }),
    ...(followUp && { followUp: { kind: followUp.kind, originalAnswer: followUp.lastAnswer ?? '' } }),
  });

  // Shown as it comes, an answer is screened sentence by sentence; sent whole (JSON), it is
  // screened once, whole: nobody sees it before then.
  const gate = new SentenceGate(async (text) => (await deps.safety.screenAnswer(text, child)).verdict === 'allow', {
    sentenceBySentence: Boolean(events.onText),
  });
  try {
    for await (const piece of deps.provider.stream({
      messages,
      question: asked,
      child,
      ...(followUp && { followUp: followUp.kind }),
    })) {
      const ready = await gate.push(piece);
      if (ready === null) break;
      if (ready) events.onText?.(ready);
    }
    const rest = await gate.end();
    if (rest) events.onText?.(rest);
    // An engine that wrote nothing has not answered.
    if (!gate.refusedText && !gate.text.trim()) throw new AppError('ai_unavailable');
  } catch (error) {
    // No answer: the question does not count, and nothing half-written stays.
    await deleteMessage(app.db, question.id);
    throw error;
  }

  let text = gate.text.trim();
  if (gate.refusedText) {
    const verdict = await deps.safety.screenAnswer(gate.refusedText, child).catch(() => null);
    const stopped = verdict?.verdict === 'refuse' || verdict?.verdict === 'distress' ? verdict : undefined;
    text = stopped?.message ?? fallbackAnswer;
    await insertSafetyEvent(app.db, {
      userId,
      childId: childRow.id,
      conversationId,
      messageId: question.id,
      stage: 'answer',
      verdict: 'refuse',
      category: stopped?.category ?? 'unknown',
      createdAt: now,
    });
    events.onReplace?.(text);
  }
  return store(app, {
    userId,
    childId: childRow.id,
    conversationId,
    text,
    now,
    moderated: false,
    provider: deps.provider.kind,
    level: profile.currentLevel,
    isAdditionalInfo: followUp?.kind === 'more_info',
  });
}

/** Only if the screening stops a text it then reads as safe: a defensive last word. */
const fallbackAnswer =
  "Je préfère ne pas répondre à cette question. Tu peux en parler avec un grand qui s'occupe de toi : il saura t'aider.";

function notAllowed(reason: string): AppError {
  return new AppError('question_not_allowed', { message: reason, structured: true });
}

type FollowUp = FollowedConversation & { question: string; kind: 'more_info' | 'too_hard' };

async function followedConversation(
  app: FastifyInstance,
  userId: string,
  body: ChatBody,
  childId: string,
): Promise<FollowUp> {
  if (!body.conversation_id || !isUuid(body.conversation_id)) throw new AppError('not_found');
  const conversation = await findFollowedConversation(app.db, userId, body.conversation_id);
  if (!conversation || conversation.childId !== childId) throw new AppError('not_found');
  return {
    ...conversation,
    question: conversation.question ?? body.message,
    kind: body.feedback_type as FollowUp['kind'],
  };
}

/**
 * What safety says of what is about to reach a model. A follow-up asks the model about the
 * stored question again: a conversation stopped once stays stopped (the same help message or
 * redirect), and otherwise the stored question is screened again with the follow-up's words,
 * so that no follow-up carries a stopped question to a model (issue 18).
 */
async function screenAsked(
  safety: Safety,
  message: string,
  followUp: FollowUp | undefined,
  child: PromptChild,
): Promise<Screening> {
  const context = { age: child.age };
  if (!followUp) return safety.screenQuestion(message, context);
  if (followUp.stopped) return stoppedAgain(followUp.stopped, child.age);
  const [question, words] = await Promise.all([
    safety.screenQuestion(followUp.question, context),
    safety.screenQuestion(message, context),
  ]);
  return gravest(question, words);
}

async function store(
  app: FastifyInstance,
  input: {
    userId: string;
    childId: string;
    conversationId: string;
    text: string;
    now: Date;
    moderated: boolean;
    provider?: 'offline' | 'openai';
    level?: number;
    isAdditionalInfo?: boolean;
  },
): Promise<ChatResponse> {
  // Stamped with its question's instant, which already set the conversation's last activity.
  const answer = await appendMessage(
    app.db,
    {
      conversationId: input.conversationId,
      userId: input.userId,
      childId: input.childId,
      role: 'assistant',
      content: input.text,
      provider: input.provider ?? null,
      complexityLevel: input.level ?? null,
      isAdditionalInfo: input.isAdditionalInfo ?? false,
      moderated: input.moderated,
      createdAt: input.now,
    },
    { touch: false },
  );
  return {
    response: input.text,
    conversation_id: input.conversationId,
    message_id: answer.id,
    provider: input.provider ?? 'offline',
    moderated: input.moderated,
  };
}
