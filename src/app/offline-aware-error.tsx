import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ApiError } from '../lib/http/api-error';
import { ArticleNotSaved } from '../features/offline/components/article-not-saved';

/**
 * An article route's error screen: with no connection and no saved copy, the reader is told the
 * article is not on this device (with the way to what is); any other failure keeps its own screen.
 */
export function offlineAwareArticleError(Fallback: ComponentType<ErrorComponentProps>) {
  return function ArticleErrorOrOffline(props: ErrorComponentProps) {
    if (props.error instanceof ApiError && props.error.isOffline) return <ArticleNotSaved />;
    return <Fallback {...props} />;
  };
}
