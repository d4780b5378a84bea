import { Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { basketWords as m } from '../basket-words';
import * as styles from './basket-page-pending.css';

const Block = ({ size }: { size: keyof typeof styles.skeleton }) => <div className={styles.skeleton[size]} />;

/**
 * The basket page's skeleton while its basket loads: the page's shape (story and facts), so nothing
 * jumps when it arrives. It stays in the first load with the route, apart from the page's own code.
 */
export function BasketPagePending() {
  return (
    <Page hold>
      <Spinner label={m.loadingBasket} />
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.column}>
          <Block size="short" />
          <Block size="tall" />
          <Block size="medium" />
        </div>
        <div className={styles.column}>
          <Block size="medium" />
          <Block size="short" />
        </div>
      </div>
    </Page>
  );
}
