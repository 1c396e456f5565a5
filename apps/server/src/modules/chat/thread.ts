import type { StoppedBefore } from '@pourquoi/safety';
import { TOKENS_PER_FRENCH_WORD } from '../../lib/model-bounds.js';

/**
 * What a model is given of a conversation before the question (decision 0012): its latest turns,
 * at most 6 and about 1,500 tokens, the oldest dropped first. Enough for « et pourquoi il
 * devient rouge le soir ? » to reach the sky it speaks of, and a bounded cost per question.
 */
export const CONTEXT_TURNS = 6;
export const CONTEXT_TOKENS = 1_500;

/** A stored message, as a thread reads it. */
export interface ThreadMessage {
  id: string;
  role: string;
  content: string;
  /** Set on a follow-up request (« Trop difficile », « Dis-m'en plus »): not a question of its own. */
  feedbackType: string | null;
  /** Safety answered instead of the engine. */
  moderated: boolean;
}

/** What safety stopped in a conversation: one of its safety events (refuse or distress). */
export interface ThreadStop extends StoppedBefore {
  messageId: string | null;
}

export interface Thread {
  conversationId: string;
  childId: string;
  /** In order. */
  messages: ThreadMessage[];
  /** Distress first, then oldest first. */
  stops: ThreadStop[];
}

/** A question and what followed it until the next one: its follow-up requests and its answers. */
export interface Turn {
  question: ThreadMessage;
  followUps: ThreadMessage[];
  answers: ThreadMessage[];
  /** Safety refused it or answered with help somewhere in it: never sent to a model again. */
  stopped: boolean;
}

export function turnsOf(thread: Thread): Turn[] {
  const stopped = new Set(thread.stops.map((stop) => stop.messageId));
  const turns: Turn[] = [];
  for (const message of thread.messages) {
    const isQuestion = message.role === 'user' && message.feedbackType === null;
    if (isQuestion) turns.push({ question: message, followUps: [], answers: [], stopped: false });
    // Messages before the first question read back (a long thread's oldest) belong to no turn.
    const turn = turns.at(-1);
    if (!turn) continue;
    if (!isQuestion) (message.role === 'user' ? turn.followUps : turn.answers).push(message);
    if (message.moderated || stopped.has(message.id)) turn.stopped = true;
  }
  return turns;
}

/** An earlier turn as a model reads it: the question, and every answer it got, in order. */
export interface ContextTurn {
  question: string;
  answer: string;
}

const tokensOf = (text: string) => Math.ceil(text.split(/\s+/).filter(Boolean).length * TOKENS_PER_FRENCH_WORD);

/** The latest turns within the budget, oldest first: a turn that does not fit ends the reading back. */
export function latestWithin<T extends ContextTurn>(
  turns: readonly T[],
  limits: { turns: number; tokens: number } = { turns: CONTEXT_TURNS, tokens: CONTEXT_TOKENS },
): T[] {
  const kept: T[] = [];
  let tokens = 0;
  for (let index = turns.length - 1; index >= 0 && kept.length < limits.turns; index -= 1) {
    const turn = turns[index]!;
    tokens += tokensOf(turn.question) + tokensOf(turn.answer);
    if (tokens > limits.tokens) break;
    kept.unshift(turn);
  }
  return kept;
}

/** What a model may read of these turns: the answered ones safety never stopped, within the budget. */
export function contextOf(turns: readonly Turn[]): ContextTurn[] {
  return latestWithin(
    turns
      .filter((turn) => !turn.stopped && turn.answers.length > 0)
      .map((turn) => ({
        question: turn.question.content,
        answer: turn.answers.map((answer) => answer.content).join('\n\n'),
      })),
  );
}

/** Distress anywhere in a conversation keeps all of it on the help path (product.md#d16-child-safety-first). */
export const distressIn = (thread: Thread): ThreadStop | undefined =>
  thread.stops.find((stop) => stop.verdict === 'distress');

/** What a follow-up (« Trop difficile », « Dis-m'en plus ») reads: the conversation's latest turn. */
export interface FollowedTurn {
  /** The turn's question, as stored: what the model is asked again. */
  question: string;
  /** Its latest answer, as stored: never the client's copy. */
  lastAnswer: string | undefined;
  followUps: number;
  /** Distress in the conversation, or a stop in this turn: the follow-up gets it again. */
  stopped: StoppedBefore | undefined;
  /** The turns before it. */
  earlier: Turn[];
}

export function followedTurn(thread: Thread): FollowedTurn | undefined {
  const turns = turnsOf(thread);
  const turn = turns.at(-1);
  if (!turn) return undefined;
  const inTurn = new Set([turn.question, ...turn.followUps, ...turn.answers].map((message) => message.id));
  return {
    question: turn.question.content,
    lastAnswer: turn.answers.at(-1)?.content,
    followUps: turn.followUps.length,
    stopped: distressIn(thread) ?? thread.stops.find((stop) => stop.messageId !== null && inTurn.has(stop.messageId)),
    earlier: turns.slice(0, -1),
  };
}
