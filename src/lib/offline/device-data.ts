/**
 * What the session does to the data this device keeps, each part's code loaded only when it is used:
 * tell the saved-articles list to read the caches again, and clear the persisted query store and the CMS
 * drafts (a logout, a session that ended). Apart from those modules so that no first load carries them
 * (decision 0295).
 */

/** Fired on the window when the articles saved for reading offline may have changed. */
export const SAVED_ARTICLES_CHANGE_EVENT = 'sf-saved-articles-change';

export const notifySavedArticlesChanged = () => window.dispatchEvent(new Event(SAVED_ARTICLES_CHANGE_EVENT));

export const clearPersistedQueries = (): Promise<void> =>
  import('./persist').then((m) => m.clearPersistedQueries()).catch(() => undefined);

/** The blog CMS's device copies of unsaved posts. */
export const clearLocalDrafts = (): Promise<void> =>
  import('./cms-drafts').then((m) => m.clearLocalDrafts()).catch(() => undefined);
