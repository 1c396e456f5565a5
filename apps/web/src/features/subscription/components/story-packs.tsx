import { useId, useState } from 'react';
import { formatPrice, paymentMessages, storyPackList, type StoryPackId } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { usePurchaseStoryPack } from '../api/purchase-story-pack';
import { browserLocation } from '../utils/leave-app';
import { paymentProblem } from '../utils/payment-errors';
import { PaymentAlert } from './payment-alert';

/**
 * Extra story packs, for paying parents (product.md#story-packs): 5 stories, or 12 with 2
 * offered. Buying opens the checkout page; the stories add to the month's and do not expire.
 */
export function StoryPacks() {
  const headingId = useId();
  return (
    <section className="subscription-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="subscription-section__title">
        Des histoires en plus
      </h2>
      <StoryPackList />
    </section>
  );
}

/** The packs and their buttons: on the subscription screen, and in the story-limit modal. */
export function StoryPackList() {
  const purchase = usePurchaseStoryPack();
  const [buying, setBuying] = useState<StoryPackId | null>(null);

  return (
    <>
      <p className="muted">
        Elles s'ajoutent à celles du mois et restent disponibles tant que vous ne les utilisez pas.
      </p>
      <ul className="packs plain-list">
        {storyPackList.map((pack) => (
          <li key={pack.id} className="pack">
            <h3 className="pack__name">{pack.name}</h3>
            <p className="pack__price">{formatPrice(pack.price)}</p>
            {pack.originalPrice !== null && (
              <p className="plan__detail">
                au lieu de <s>{formatPrice(pack.originalPrice)}</s>
              </p>
            )}
            {pack.freeStories > 0 && <p className="tag tag--offer">{pack.freeStories} offertes</p>}
            <p className="plan__detail">soit {formatPrice(pack.price / pack.storyCount)} l'histoire</p>
            <Button
              variant="secondary"
              block
              className="pack__buy"
              isLoading={buying === pack.id && (purchase.isPending || purchase.isSuccess)}
              loadingText="Redirection…"
              disabled={buying !== null && buying !== pack.id && purchase.isPending}
              onClick={() => {
                setBuying(pack.id);
                purchase.mutate(pack, { onSuccess: ({ checkout_url }) => browserLocation.assign(checkout_url) });
              }}
            >
              Acheter {pack.name}
            </Button>
          </li>
        ))}
      </ul>
      {purchase.isError && (
        <PaymentAlert problem={paymentProblem(purchase.error, paymentMessages.packPurchaseFailed)} />
      )}
    </>
  );
}
