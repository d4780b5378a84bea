import { useEffect, useState } from 'react';
import { isEmbedded } from '../html/embedding';
import type { PostDetailBody } from '#contract/blog/types';
import { BLOG_PUBLIC_CACHE, sessionCacheName } from '#contract/site/cache-names';
import { JWT_COOKIE } from '#contract/http/headers';
import { readCookie } from '../cookies';
import type { Envelope } from '#contract/http/envelope';
import { BLOG_ENDPOINTS } from '#contract/site/site-mode';
import { SAVED_ARTICLES_CHANGE_EVENT as CHANGE_EVENT } from './device-data';

/** An article this device can show offline: its details answer is in a service-worker cache. */
export interface SavedArticle {
  postId: number;
  slug: string;
  title: string;
  isPremium: boolean;
  savedAt: string;
}

/** The details call of either site mode, as the worker stored it (the request's URL path). */
const DETAILS_PATHS = Object.values(BLOG_ENDPOINTS).map((e) => `/api/${e.details}`);
const isDetailsUrl = (url: string) => DETAILS_PATHS.some((path) => new URL(url).pathname.endsWith(path));
/** After this many saved articles, ask the browser to keep our storage (navigator.storage.persist). */
export const PERSIST_AFTER_ARTICLES = 3;
const PERSIST_ASKED_KEY = 'sf-storage-persist-asked';

/** A stored answer is the server's own bytes: the envelope, read with care (it may be from an older build). */
type StoredDetails = Partial<Envelope<Partial<PostDetailBody> | undefined>>;

/**
 * Every article whose details the service worker keeps for this reader: the public cache, and the
 * cache of the session signed in here (premium bodies; named from the whole session token, so no
 * other or forged session can list it, and logout or an ended session deletes it). The caches are the truth, so
 * the list never offers what cannot open offline, and nothing of it lives in local storage.
 */
export async function listSavedArticles(): Promise<SavedArticle[]> {
  if (typeof caches === 'undefined') return [];
  const own = await sessionCacheName(readCookie(JWT_COOKIE));
  const names = (await caches.keys()).filter((n) => n === BLOG_PUBLIC_CACHE || n === own);
  const found = new Map<number, SavedArticle>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!isDetailsUrl(request.url)) continue;
      const response = await cache.match(request);
      const json = (await response?.json().catch(() => null)) as StoredDetails | null;
      const post = json?.body?.post;
      if (!post || typeof post.postId !== 'number' || typeof post.slug !== 'string' || typeof post.title !== 'string') {
        continue;
      }
      const savedAt = new Date(response?.headers.get('date') ?? Date.now()).toISOString();
      const previous = found.get(post.postId);
      if (!previous || previous.savedAt < savedAt) {
        found.set(post.postId, {
          postId: post.postId,
          slug: post.slug,
          title: post.title,
          isPremium: post.isPremiumPost === true && post.isLocked === false,
          savedAt,
        });
      }
    }
  }
  return [...found.values()].sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
}

/** An article was opened: the worker stored it; tell the lists, and maybe ask to keep storage. */
export function rememberArticle() {
  // Inside the blog widget the page and its storage belong to another website.
  if (typeof window === 'undefined' || isEmbedded()) return;
  // Give the worker a moment to write the answer before the lists look again.
  setTimeout(() => window.dispatchEvent(new Event(CHANGE_EVENT)), 300);
  void maybeRequestPersistence();
}

/** Asks once, after a few articles, that the browser keeps this site's storage under pressure. */
export async function maybeRequestPersistence(): Promise<boolean | null> {
  if (!navigator.storage?.persist || localStorage.getItem(PERSIST_ASKED_KEY)) return null;
  if ((await listSavedArticles()).length < PERSIST_AFTER_ARTICLES) return null;
  localStorage.setItem(PERSIST_ASKED_KEY, new Date().toISOString());
  return navigator.storage.persist();
}

/** The saved articles, or null while they are being read. Re-reads when articles are opened or logout clears. */
export function useSavedArticles(): SavedArticle[] | null {
  const [articles, setArticles] = useState<SavedArticle[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void listSavedArticles()
        .catch(() => [])
        .then((list) => {
          if (live) setArticles(list);
        });
    load();
    window.addEventListener(CHANGE_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(CHANGE_EVENT, load);
    };
  }, []);
  return articles;
}
