import type { SavedArticle } from '../../lib/offline/offline-articles';

/**
 * lib/offline/offline-articles.ts for the widget build (vite.widget.config.ts, decision 0083). On
 * another website the page, its caches and its storage belong to that website: the widget keeps no
 * saved-articles list and asks for no persistent storage (decision 0038), so every export is the
 * answer of an empty list. The app's version already returned early when embedded; this one leaves
 * its cache reading out of the widget (about 0.6 KB gzip).
 */
export type { SavedArticle };

export const PERSIST_AFTER_ARTICLES = 3;

export const listSavedArticles = async (): Promise<SavedArticle[]> => [];

export function rememberArticle(): void {}

export const maybeRequestPersistence = async (): Promise<boolean | null> => null;

export const useSavedArticles = (): SavedArticle[] | null => [];
