import { Link } from '@tanstack/react-router';
import { Page, Notice } from '#src/components/ui/page';
import { offlineFirstLoadMessages as offlineMessages } from '../first-load-messages';

/** Shown instead of an article the device never opened, when there is no connection. */
export function ArticleNotSaved() {
  return (
    <Page>
      <Notice title={offlineMessages.articleNotSaved} asPage>
        <p>
          {offlineMessages.articleNotSavedBody} <Link to="/saved/">{offlineMessages.savedTitle}</Link>.
        </p>
      </Notice>
    </Page>
  );
}
