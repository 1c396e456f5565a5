import { useState } from 'react';
import { HISTORY_LIMIT, historyMessages, historySnippet, upgradeMessages, type Conversation } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SeePlansButton } from '@/features/stories';
import { useUsage } from '@/features/subscription';
import type { ConversationFilters } from '../api/history-keys';
import { useConversations } from '../api/get-conversations';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import { summarize } from '../utils/conversation';
import { countOf, formatDateTime } from '../utils/wording';
import { ConversationDialog } from './conversation-dialog';
import { FavoriteStar } from '@/components/ui/favorite-star';

export const EMPTY_CONVERSATIONS =
  'Pas encore de conversation. Les questions de vos enfants et leurs réponses vous attendront ici.';
export const EMPTY_FAVORITES =
  "Pas encore de favori. Touchez l'étoile d'une réponse qui vous a plu pour la retrouver ici.";
export const emptySearch = (q: string) => `Aucune conversation ne parle de « ${q} ». Essayez un autre mot.`;

interface ConversationListProps {
  filters: ConversationFilters;
  /** The child's age for a rating; unknown children get the fallback age. */
  ageOf: (childId: string) => number | null;
  onSeePlans?: () => void;
}

/** "L'essai garde les 7 derniers jours de conversations." */
export const historyWindowNote = (days: number) =>
  `L'essai garde les ${countOf(days, 'dernier jour', 'derniers jours')} de conversations.`;

/** The conversations tab: newest first, at most 50; the device's copy when the server is out of reach. */
export function ConversationList({ filters, ageOf, onSeePlans }: ConversationListProps) {
  const list = useConversations(filters);
  // The trial's history window (product.md#d2-limits): older conversations are kept for a paid plan.
  const historyDays = useUsage().data?.historyDays ?? null;
  const favorite = useFavoriteToggle();
  const [opened, setOpened] = useState<Conversation | null>(null);
  const conversations = list.data?.conversations ?? [];
  // The open conversation follows the cache (a star, a rating), and stays open if a filter drops it.
  const current = opened ? (conversations.find((conversation) => conversation.id === opened.id) ?? opened) : null;

  if (list.isPending) return <Spinner label="Chargement de l'historique..." className="spinner--block" />;
  if (list.isError) {
    return (
      <Alert>
        <p>Impossible de charger l'historique pour l'instant.</p>
        <Button variant="ghost" onClick={() => void list.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  }

  const empty = filters.q ? emptySearch(filters.q) : filters.favorites ? EMPTY_FAVORITES : EMPTY_CONVERSATIONS;
  return (
    <div className="conversations" aria-busy={list.isFetching || undefined}>
      {list.data.offline && (
        <Alert variant="info" className="history-offline">
          <p>{historyMessages.offlineNote}</p>
          <Button
            variant="ghost"
            onClick={() => void list.refetch()}
            isLoading={list.isFetching}
            loadingText="Nouvel essai…"
          >
            Réessayer
          </Button>
        </Alert>
      )}
      {favorite.failed && <Alert>{historyMessages.favoriteFailed}</Alert>}
      <p className="history-count" role="status">
        {conversations.length === 0 ? empty : countOf(conversations.length, 'conversation')}
      </p>
      {conversations.length > 0 && (
        <ul className="conversation-list plain-list">
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              onOpen={() => setOpened(conversation)}
              onToggleFavorite={favorite.toggle}
            />
          ))}
        </ul>
      )}
      {conversations.length >= HISTORY_LIMIT && <p className="note history-limit">{historyMessages.limitNote}</p>}
      {historyDays !== null && (
        <div className="history-window">
          <p>
            {historyWindowNote(historyDays)} {upgradeMessages.view_history}
          </p>
          {onSeePlans && <SeePlansButton onSeePlans={onSeePlans} variant="secondary" />}
        </div>
      )}
      {current && (
        <ConversationDialog conversation={current} childAge={ageOf(current.child_id)} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}

interface ConversationItemProps {
  conversation: Conversation;
  onOpen: () => void;
  onToggleFavorite: ReturnType<typeof useFavoriteToggle>['toggle'];
}

function ConversationItem({ conversation, onOpen, onToggleFavorite }: ConversationItemProps) {
  const { question, answer, moreQuestions, moreAnswers } = summarize(conversation);
  const title = question || 'Une question';
  return (
    <li className="link-card conversation-item">
      <div className="conversation-item__text">
        <p className="conversation-item__meta">
          <span className="conversation-item__child">{conversation.child_name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={conversation.created_at}>{formatDateTime(conversation.created_at)}</time>
        </p>
        <h3 className="conversation-item__question">
          {/* The whole card opens the conversation (the button's ::after covers it). */}
          <button
            type="button"
            className="link-card__open conversation-item__open"
            aria-haspopup="dialog"
            onClick={onOpen}
          >
            {title}
          </button>
        </h3>
        {answer && <p className="conversation-item__snippet">{historySnippet(answer.content)}</p>}
        {(moreQuestions > 0 || moreAnswers > 0) && (
          <p className="conversation-item__more">
            +{' '}
            {moreQuestions > 0
              ? countOf(moreQuestions, 'autre question', 'autres questions')
              : countOf(moreAnswers, 'autre réponse', 'autres réponses')}
          </p>
        )}
      </div>
      {answer && (
        <FavoriteStar
          className="conversation-item__star"
          pressed={answer.favorite}
          label={`Favori : ${title}`}
          onToggle={() => onToggleFavorite(conversation, answer)}
        />
      )}
    </li>
  );
}
