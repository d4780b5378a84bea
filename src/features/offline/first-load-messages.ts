/**
 * The offline feature's words every page may show: the offline banner and an article not saved on this
 * device (the article route's error). Spread into `offlineMessages`; the rest loads with its screens
 * (decision 0295).
 */
export const offlineFirstLoadMessages = {
  banner: 'You are offline. Articles you have opened on this device are still readable.',
  bannerLink: 'Saved for reading offline',
  savedTitle: 'Saved for reading offline',
  articleNotSaved: 'This article is not saved on this device',
  articleNotSavedBody:
    'You are offline, and this article was not opened on this device before. Articles you have opened are kept in',
};
