import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { ScreenerDialog } from '../components/ui/screener-dialog';
import { AuthDialogs } from '../features/auth/components/auth-dialogs';
import { BrokerRedirectDialog } from '../features/brokers/components/broker-redirect-dialog';
import { BrokerSignInAgain } from '../features/brokers/components/broker-sign-in-again';
import { PlanDialog } from '../features/subscriptions/components/plan-dialog';
import { openSubscribe } from '../lib/session/prompts';
import { FEATURED_BASKETS_SEARCH } from './destinations';
import { NoticesWatcher } from '../features/notices/components/notices-watcher';
import { UpdatePrompt } from '../features/offline/components/update-prompt';

/**
 * What the root layout mounts once the page is live: none of it shows anything the server renders
 * (a broker's sign-in asked for again, unread notices, a new version waiting; since decision 0305 the
 * app-wide dialogs, which open on a press or a status rule's answer, and the session's sync with the
 * server), so its code loads after hydration, not with the first load (decision 0295). A dialog asked
 * for before it is in (its atom set) opens as soon as it mounts.
 */
export default function RootLater() {
  const navigate = useNavigate();
  const store = useStore();
  return (
    <>
      <AuthDialogs />
      <PlanDialog />
      <BrokerRedirectDialog />
      <ScreenerDialog
        onGoToFeatured={() => void navigate({ to: '/featured/all/', search: FEATURED_BASKETS_SEARCH })}
        onSubscribe={(b) => openSubscribe(store, { basket: b.basket_hash, from: `/baskets/${b.basket_hash}/` })}
      />
      <BrokerSignInAgain />
      <NoticesWatcher />
      <UpdatePrompt />
    </>
  );
}
