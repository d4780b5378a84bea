import { BrokerSignInAgain } from '../features/brokers/components/broker-sign-in-again';
import { NoticesWatcher } from '../features/notices/components/notices-watcher';
import { UpdatePrompt } from '../features/offline/components/update-prompt';

/**
 * What the root layout mounts once the page is live: none of it shows anything the server renders
 * (a broker's sign-in asked for again, unread notices, a new version waiting), so its code loads after
 * hydration, not with the first load (decision 0295).
 */
export default function RootLater() {
  return (
    <>
      <BrokerSignInAgain />
      <NoticesWatcher />
      <UpdatePrompt />
    </>
  );
}
