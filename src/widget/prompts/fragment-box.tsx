import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { FragmentKind } from '../../lib/fragments/fragments';
import * as fragmentStyles from '../../features/auth/components/fragment-view.css';
import { useWidget } from '../widget-context';
import { prepareFragment, remoteFragmentQuery } from './remote-fragment';

interface FragmentBoxProps {
  kind: FragmentKind;
  next?: string;
  /** CSS selector of the parts to show; all of it when absent. */
  keep?: string;
  loadingLabel: string;
  errorMessage: string;
  retryLabel: string;
  /** An element with data-action was clicked. */
  onAction?: (action: string, event: MouseEvent) => void;
}

/** A visitor page from the brand's site, loaded and shown in a prompt: spinner, then it, or a retry. */
export function FragmentBox({ kind, next, keep, loadingLabel, errorMessage, retryLabel, onAction }: FragmentBoxProps) {
  const { brand, brandOrigin } = useWidget();
  const query = useQuery(remoteFragmentQuery(brandOrigin, brand, kind, next));
  const ref = useRef<HTMLDivElement>(null);
  const html = query.data;

  useLayoutEffect(() => {
    if (html !== undefined) ref.current?.replaceChildren(prepareFragment(html, brandOrigin, keep));
  }, [html, brandOrigin, keep]);

  if (query.isError && !query.isFetching) {
    return (
      <div>
        <Alert variant="error">{errorMessage}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  if (html === undefined) return <Spinner label={loadingLabel} />;
  return (
    <div
      ref={ref}
      className={fragmentStyles.fragment}
      data-fragment-box={kind}
      onClick={(e) => {
        const target = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-action]') : null;
        if (target?.dataset.action && target.tagName !== 'A') onAction?.(target.dataset.action, e);
      }}
    />
  );
}
