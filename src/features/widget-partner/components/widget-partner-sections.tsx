import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buildSnippet } from '#contract/web-widget/snippet';
import { checkDetailUrl, DETAIL_URL_MESSAGE, type WidgetPostList } from '#contract/web-widget/rules';
import { Alert } from '#src/components/ui/alert';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { useHasRole } from '#src/lib/session/roles';
import { widgetPartnerQueries } from '../api/widget-partner-queries';
import { EmbedOriginsPanel } from './embed-origins-panel';
import { SnippetCopy } from './snippet-copy';
import { SnippetSettings } from './snippet-settings';
import { WidgetPreviewFrame } from './widget-preview-frame';
import * as styles from './widget-partner.css';

const brandOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** The partner's page for the blog widget: settings, live preview, snippet, allowed websites. */
export function WidgetPartnerSections() {
  const api = useApi();
  const isAdmin = useHasRole('admin');
  const origins = useQuery(widgetPartnerQueries.origins(api));
  const snippet = useQuery(widgetPartnerQueries.snippet());
  const [postList, setPostList] = useState<WidgetPostList>('all');
  const [detailInput, setDetailInput] = useState('');

  // Empty until the server says (the same on the server's render and the first in the browser).
  const defaultDetailUrl = origins.data?.defaultDetailUrl ?? '';
  const checked = detailInput.trim() ? checkDetailUrl(detailInput) : defaultDetailUrl;
  const detailUrl = checked ?? defaultDetailUrl;
  const integrity = snippet.data?.integrity;

  return (
    <>
      <section className={styles.section} aria-labelledby="ww-settings">
        <h2 id="ww-settings" className={styles.heading}>
          Choose what to show
        </h2>
        <SnippetSettings
          postList={postList}
          onPostList={setPostList}
          detailUrl={detailInput}
          onDetailUrl={setDetailInput}
          detailError={checked === null ? DETAIL_URL_MESSAGE : undefined}
          defaultDetailUrl={defaultDetailUrl}
        />
      </section>
      <section className={styles.section} aria-labelledby="ww-preview">
        <h2 id="ww-preview" className={styles.heading}>
          Preview
        </h2>
        {origins.data ? (
          <WidgetPreviewFrame postList={postList} detailUrl={detailUrl} />
        ) : (
          <Spinner label="Loading the preview…" />
        )}
      </section>
      <section className={styles.section} aria-labelledby="ww-snippet">
        <h2 id="ww-snippet" className={styles.heading}>
          Your snippet
        </h2>
        {snippet.isPending ? <Spinner label="Loading the snippet…" /> : null}
        {snippet.isError ? (
          <Alert variant="error">The snippet could not be loaded. Reload the page to try again.</Alert>
        ) : null}
        {snippet.data && !integrity ? (
          <Alert variant="info">
            The widget has not been built on this server yet, so there is no snippet to copy.
          </Alert>
        ) : null}
        {integrity ? (
          <SnippetCopy snippet={buildSnippet({ postList, detailUrl, brandOrigin: brandOrigin(), integrity })} />
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="ww-origins">
        <h2 id="ww-origins" className={styles.heading}>
          Websites that may embed the blog
        </h2>
        {origins.isPending ? <Spinner label="Loading the allowed websites…" /> : null}
        {origins.isError ? (
          <Alert variant="error">The allowed websites could not be loaded. Reload the page to try again.</Alert>
        ) : null}
        {origins.data ? <EmbedOriginsPanel data={origins.data} isAdmin={isAdmin} /> : null}
      </section>
    </>
  );
}
