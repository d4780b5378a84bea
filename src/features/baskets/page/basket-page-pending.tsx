import { Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { basketPageMessages as m } from '../basket-page-messages';
import * as layout from './basket-page.css';
import * as styles from './parts.css';

const Block = ({ size }: { size: keyof typeof styles.skeleton }) => <div className={styles.skeleton[size]} />;

/**
 * The basket page's skeleton while its basket loads: the page's shape (story and facts), so nothing
 * jumps when it arrives. It stays in the first load with the route, apart from the page's own code.
 */
export function BasketPagePending() {
  return (
    <Page hold>
      <Spinner label={m.loading} />
      <div className={layout.layout} aria-hidden="true">
        <div className={layout.column}>
          <Block size="short" />
          <Block size="tall" />
          <Block size="medium" />
        </div>
        <div className={layout.column}>
          <Block size="medium" />
          <Block size="short" />
        </div>
      </div>
    </Page>
  );
}
