import {
  type ChatBody,
  type ChatResponse,
  FOLLOW_UPS_PER_ANSWER,
  can,
  limitsOf,
  newProfile,
  trialOverMessage,
} from '@pourquoi/shared';
import type { StatementTarget } from '../../db/statement.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/validation.js';
import {
  type ChildNames,
  type KnownChild,
  childNotFound,
  familyNames,
  knownChild,
  listChildren,
} from '../children/index.js';
import { type FamilyDependencies, familyKey, toFamily, writeUnderFamilyLock } from '../family/index.js';
import { buildChatPrompt, type PromptChild } from './prompt.js';
import type { ChatProvider } from './providers/types.js';
import {
  appendMessage,
  continueConversation,
  discardQuestion,
  findLatestConversationId,
  findQuestionContext,
  findThread,
  insertSafetyEvent,
  type LimitedQuestion,
  markModerated,
  markUnanswered,
  startConversation,
  type WrittenMessage,
} from './repository.js';
import { type Safety, type Screening, gravest, stoppedAgain } from '@pourquoi/safety';
import { screeningWithoutNames } from './screening-without-names.js';
import { SentenceGate } from './sentence-gate.js';
import { type FollowedTurn, type Thread, contextOf, distressIn, followedTurn, turnsOf } from './thread.js';
import { questionTopic } from './topics.js';

export interface AskEvents {
  /** Screened words, ready to show. */
  onText?(text: string): void;
  /** What was shown must be replaced by this (an answer safety stopped half-way). */
  onReplace?(text: string): void;
  /** Aborted when the client went away: the provider's call stops, and nothing is kept. */
  signal?: AbortSignal;
}

export interface ChatDependencies {
  provider: ChatProvider;
  safety: Safety;
}

/**
 * A child's question, answered: checked against the plan, screened before any model sees
 * it, answered by the provider at the child's level, the answer screened sentence by
 * sentence before the child sees it, and both stored in the family's history. No child's
 * name leaves for a provider: they carry placeholders, and the answer gets the names back
 * sentence by sentence as it is screened (decision 0020). A question that continues a
 * conversation comes after its earlier turns, and the model reads those safety let through
 * (decision 0012).
 */
export async function askQuestion(
  service: FamilyDependencies,
  deps: ChatDependencies,
  userId: string,
  body: ChatBody,
  events: AskEvents = {},
): Promise<ChatResponse> {
  if (!isUuid(body.child_id)) throw childNotFound();
  const now = service.clock.now();
  const family = familyKey(userId, now);
  const [found, siblings] = await Promise.all([
    findQuestionContext(service.db, body.child_id, family),
    listChildren(service.db, userId),
  ]);
  if (!found) throw childNotFound();
  const { child: childRow } = found;
  const { state } = toFamily(found.family, now);
  const child = knownChild(childRow, now);
  const names = familyNames([child], siblings, now);
  const safety = screeningWithoutNames(deps.safety, names);
  const thread = await threadToContinue(service, userId, body, childRow.id);
  const followUp = body.feedback_type ? followUpIn(thread, body) : undefined;
  const written = { userId, childId: childRow.id, role: 'user', content: body.message, createdAt: now };
  // The turns before this one that safety let through: a model reads them, the offline engine their questions.
  const context = contextOf(followUp?.earlier ?? (thread ? turnsOf(thread) : []));
  const earlierQuestions = context.map((turn) => turn.question);

  let question: WrittenMessage | undefined;
  if (followUp) {
    // A follow-up does not count against the day's questions, in the free version too (decision 0010).
    if (followUp.followUps >= FOLLOW_UPS_PER_ANSWER) throw new AppError('follow_up_limit');
    question = await appendMessage(service.db, {
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
    const asked: LimitedQuestion = {
      ...written,
      topic: questionTopic(body.message, earlierQuestions),
      questionsPerDay,
      day: family.day,
    };
    const write = (on: StatementTarget) =>
      thread
        ? continueConversation(on, { ...asked, conversationId: thread.conversationId })
        : startConversation(on, asked);
    question = await (questionsPerDay === null ? write(service.db) : writeUnderFamilyLock(service, userId, write));
    if (!question) {
      const taken = can('ask_question', { ...state, questionsToday: questionsPerDay ?? state.questionsToday });
      throw notAllowed(taken.reason ?? trialOverMessage);
    }
  }
  const conversationId = question.conversationId;

  const profile = found.profile ?? newProfile(childRow.id, child.age, now);
  // Unscreened or unanswered, a question does not count, and no empty conversation stays.
  const discard = () => discardQuestion(service.db, question, { firstQuestion: !thread });
  const asking = { followUp, thread, before: earlierQuestions.at(-1) };
  const { screening, newStop } = await screenAsked(safety, body.message, asking, child).catch(
    async (error: unknown) => {
      await discard();
      throw error;
    },
  );
  const recordEvent = (verdict: string, category: string) =>
    insertSafetyEvent(service.db, {
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
    await markModerated(service.db, question.id);
    // A conversation stopped before keeps its one event: the parent reads it once.
    if (newStop) await recordEvent(newStop.verdict, newStop.category);
    events.onText?.(screening.message);
    return store(service, {
      userId,
      childId: childRow.id,
      conversationId,
      text: screening.message,
      now,
      moderated: true,
    });
  }

  const asked = followUp?.question ?? body.message;
  const messages = buildChatPrompt({
    ...promptChildren(names, [...earlierQuestions, asked].join('\n')),
    question: names.hide(asked),
    level: profile.currentLevel,
    ...(screening.verdict === 'sensitive' && { sensitiveGuidance: screening.guidance }),
    ...(followUp && { followUp: { kind: followUp.kind, originalAnswer: names.hide(followUp.lastAnswer ?? '') } }),
    earlier: context.map((turn) => ({ question: names.hide(turn.question), answer: names.hide(turn.answer) })),
  });

  // Shown as it comes, an answer is screened sentence by sentence; sent whole (JSON), it is
  // screened once, whole: nobody sees it before then.
  const gate = new SentenceGate(async (text) => (await safety.screenAnswer(text, child)).verdict === 'allow', {
    sentenceBySentence: Boolean(events.onText),
    restore: names.restore,
  });
  let unanswered = false;
  let knownQuestions: string[] = [];
  try {
    for await (const piece of deps.provider.stream({
      messages,
      question: asked,
      earlier: earlierQuestions,
      child,
      ...(followUp && { followUp: followUp.kind }),
      ...(events.signal && { signal: events.signal }),
      onNoAnswer: (offered) => {
        unanswered = true;
        knownQuestions = offered;
      },
    })) {
      // An engine that does not listen to the signal (the offline one) stops here.
      events.signal?.throwIfAborted();
      const ready = await gate.push(piece);
      if (ready === null) break;
      if (ready) events.onText?.(ready);
    }
    events.signal?.throwIfAborted();
    const rest = await gate.end();
    if (rest) events.onText?.(rest);
    // An engine that wrote nothing has not answered.
    if (!gate.refusedText && !gate.text.trim()) throw new AppError('ai_unavailable');
  } catch (error) {
    // No answer (the provider failed, or the client left half-way): nothing half-written is
    // kept as an answer, and the question does not count, so the family may ask it again.
    await discard();
    throw error;
  }
  // Recorded with the answer it shaped: a question left unanswered leaves no event.
  if (screening.verdict === 'sensitive') await recordEvent('sensitive', screening.topic);
  // « Je ne sais pas encore » is kept in the conversation, but the day's questions are not spent on it.
  if (unanswered && !followUp) await markUnanswered(service.db, question.id);

  let text = gate.text.trim();
  if (gate.refusedText) {
    const verdict = await safety.screenAnswer(gate.refusedText, child).catch(() => null);
    const stopped = verdict?.verdict === 'refuse' || verdict?.verdict === 'distress' ? verdict : undefined;
    text = stopped?.message ?? fallbackAnswer;
    await insertSafetyEvent(service.db, {
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
  return store(service, {
    userId,
    childId: childRow.id,
    conversationId,
    text,
    now,
    moderated: false,
    provider: deps.provider.kind,
    level: profile.currentLevel,
    isAdditionalInfo: followUp?.kind === 'more_info',
    // « Je connais la réponse à… »: what the library knows near a question it does not.
    ...(unanswered && !gate.refusedText && knownQuestions.length > 0 ? { knownQuestions } : {}),
  });
}

/** Only if the screening stops a text it then reads as safe: a defensive last word. */
const fallbackAnswer =
  "Je préfère ne pas répondre à cette question. Tu peux en parler avec un grand qui s'occupe de toi : il saura t'aider.";

function notAllowed(reason: string): AppError {
  return new AppError('question_not_allowed', { message: reason, structured: true });
}

/** The child spoken to, and the family's other children the question speaks of, by placeholder. */
function promptChildren(names: ChildNames, question: string): { child: PromptChild; others: PromptChild[] } {
  const [spoken, ...rest] = names.children.map((known) => ({
    placeholder: known.placeholder,
    age: known.age,
    gender: known.gender,
  }));
  const mentioned = new Set(names.mentionedIn(names.hide(question)).map((known) => known.placeholder));
  return { child: spoken!, others: rest.filter((other) => mentioned.has(other.placeholder)) };
}

/**
 * The conversation a question continues (decision 0012): the one it names (another family's or
 * another child's is not found), or with `continue_conversation` alone the child's latest;
 * none, and the question starts a new one.
 */
async function threadToContinue(
  service: FamilyDependencies,
  userId: string,
  body: ChatBody,
  childId: string,
): Promise<Thread | undefined> {
  if (body.conversation_id === undefined) {
    if (!body.continue_conversation) return undefined;
    const latest = await findLatestConversationId(service.db, userId, childId);
    return latest ? findThread(service.db, userId, latest) : undefined;
  }
  const thread = isUuid(body.conversation_id) ? await findThread(service.db, userId, body.conversation_id) : undefined;
  if (!thread || thread.childId !== childId) throw new AppError('not_found');
  return thread;
}

type FollowUp = FollowedTurn & { conversationId: string; kind: 'more_info' | 'too_hard' };

/** A follow-up is about the latest turn of the conversation it names. */
function followUpIn(thread: Thread | undefined, body: ChatBody): FollowUp {
  const turn = thread && followedTurn(thread);
  if (!thread || !turn) throw new AppError('not_found');
  return { ...turn, conversationId: thread.conversationId, kind: body.feedback_type as FollowUp['kind'] };
}

const isStop = (screening: Screening): screening is Extract<Screening, { verdict: 'refuse' | 'distress' }> =>
  screening.verdict === 'refuse' || screening.verdict === 'distress';

/**
 * What safety says of what is about to reach a model, and the stop to record for the parent
 * (none when it repeats one already recorded).
 * - A follow-up asks the model about the stored question again: a turn stopped once (or a
 *   conversation in distress) stays stopped, with the same help message or redirect;
 *   otherwise the stored question is screened again with the follow-up's words, so that no
 *   follow-up carries a stopped question to a model (decision 0019).
 * - A new question is screened on its own and, in a thread, after the question before it
 *   (« et comment on en fabrique ? » is read with what « en » stands for). In a conversation
 *   where the child showed distress it gets the help message again, whatever it asks
 *   (product.md#d16-child-safety-first).
 */
async function screenAsked(
  safety: Safety,
  message: string,
  { followUp, thread, before }: { followUp: FollowUp | undefined; thread: Thread | undefined; before?: string },
  child: KnownChild,
): Promise<{ screening: Screening; newStop: { verdict: string; category: string } | undefined }> {
  const context = { age: child.age };
  const own = (screening: Screening) => ({ screening, newStop: isStop(screening) ? screening : undefined });
  if (followUp?.stopped) return { screening: stoppedAgain(followUp.stopped, child.age), newStop: undefined };
  if (followUp) {
    const [question, words] = await Promise.all([
      safety.screenQuestion(followUp.question, context),
      safety.screenQuestion(message, context),
    ]);
    return own(gravest(question, words));
  }
  const asked = before === undefined ? [message] : [message, `${before}\n${message}`];
  const screened = own(gravest(...(await Promise.all(asked.map((text) => safety.screenQuestion(text, context))))));
  const distress = thread && distressIn(thread);
  return distress ? { ...screened, screening: stoppedAgain(distress, child.age) } : screened;
}

async function store(
  service: FamilyDependencies,
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
    knownQuestions?: string[];
  },
): Promise<ChatResponse> {
  // Stamped with its question's instant, which already set the conversation's last activity.
  const answer = await appendMessage(
    service.db,
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
    ...(input.knownQuestions && { known_questions: input.knownQuestions }),
  };
}
