import { type Feedback, ageFromBirth, applyFeedback, learningTrend, newProfile, parisDay } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/validation.js';
import type { FamilyDependencies } from '../family/index.js';
import { findChildWithProfile, findMessage, rateMessage, saveProfile } from './repository.js';

/**
 * One rating of one answer (product.md#feedback): stored on the message, and applied to the
 * child's adaptive level on the server so the next prompt uses it. A second rating of the
 * same answer changes nothing.
 */
export async function recordFeedback(
  service: Pick<FamilyDependencies, 'db' | 'clock'>,
  userId: string,
  input: { message_id: string; child_id: string; feedback: Feedback },
) {
  if (!isUuid(input.message_id) || !isUuid(input.child_id)) throw new AppError('not_found');
  const [message, found] = await Promise.all([
    findMessage(service.db, userId, input.message_id),
    findChildWithProfile(service.db, userId, input.child_id),
  ]);
  const child = found?.child;
  if (!message || !child || message.childId !== child.id || message.role !== 'assistant') {
    throw new AppError('not_found');
  }
  const now = service.clock.now();
  const age = ageFromBirth(child.birthMonth, child.birthYear, parisDay(now));
  const current = found.profile ?? newProfile(child.id, age, now);
  if (!(await rateMessage(service.db, message.id, input.feedback))) {
    return {
      recorded: false,
      current_level: current.currentLevel,
      learning_trend: learningTrend(current),
      profile: current,
    };
  }
  const next = applyFeedback(current, { messageId: message.id, feedback: input.feedback, childAge: age }, now);
  await saveProfile(service.db, next);
  return { recorded: true, current_level: next.currentLevel, learning_trend: learningTrend(next), profile: next };
}
