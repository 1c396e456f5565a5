import type { AccountDeletion } from '@pourquoi/shared';

const nouns: Record<keyof AccountDeletion['deleted'], [string, string]> = {
  children: ['enfant', 'enfants'],
  conversations: ['conversation', 'conversations'],
  messages: ['message', 'messages'],
  stories: ['histoire', 'histoires'],
  illustrations: ['illustration', 'illustrations'],
  sessions: ['session', 'sessions'],
};

/** "3 enfants, 12 conversations, 40 messages, 2 histoires, 10 illustrations et 1 session". */
export function deletedCounts(deleted: AccountDeletion['deleted']): string {
  const parts = (Object.keys(nouns) as Array<keyof typeof nouns>).map((key) => {
    const count = deleted[key];
    const [singular, plural] = nouns[key];
    return `${count} ${count >= 2 ? plural : singular}`;
  });
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}
