import { discountLabel, type DiscountCode } from '@pourquoi/shared';
import type { CleanupResult } from '../api/cleanup-database';
import type { UserDeletion } from '../api/users';
import { plural } from '@/lib/plural';

/** "un, deux et trois". */
const listText = (parts: string[]) => `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;

/** "NOEL26 (3 mois offerts)": a code as the console's messages name it. */
export const codeSummary = (code: Pick<DiscountCode, 'code' | 'type' | 'value'>) =>
  `${code.code} (${discountLabel(code)})`;

/** "3 comptes, 12 conversations et 3 abonnements". */
export const cleanupCounts = (result: CleanupResult) =>
  listText([
    plural(result.deleted_users, 'compte', 'comptes'),
    plural(result.deleted_conversations, 'conversation', 'conversations'),
    plural(result.deleted_subscriptions, 'abonnement', 'abonnements'),
  ]);

/** "2 enfants, 14 conversations, 3 histoires, 1 abonnement, 0 modification d’enfant et 1 parrainage". */
export const deletionCounts = ({ deleted_data: data }: UserDeletion) =>
  listText([
    plural(data.children, 'enfant', 'enfants'),
    plural(data.conversations, 'conversation', 'conversations'),
    plural(data.stories, 'histoire', 'histoires'),
    plural(data.subscriptions, 'abonnement', 'abonnements'),
    plural(data.child_modifications, "modification d'enfant", "modifications d'enfant"),
    plural(data.referrals, 'parrainage', 'parrainages'),
  ]);
