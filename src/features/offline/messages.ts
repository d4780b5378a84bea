import { offlineFirstLoadMessages } from './first-load-messages';

/** Every string the offline feature shows, in one place. */
export const offlineMessages = {
  ...offlineFirstLoadMessages,
  savedIntro: 'Every article you have opened on this device. They open without a connection.',
  savedLoading: 'Looking for saved articles…',
  savedEmpty: 'No articles yet. Articles you open are kept here so you can read them offline.',
  premium: 'Subscribers only',
  updateAvailable: 'A new version is available',
  updateReload: 'Reload',
  updateLater: 'Not now',
  storageTitle: 'Offline storage',
  storageUsed: (used: string, quota: string) => `This site uses ${used} of ${quota} available on this device.`,
  storageUnknown: 'This browser does not report how much space the site uses.',
  storagePersisted: 'Your browser keeps this site’s offline data even when space runs low.',
  storageNotPersisted: 'Your browser may clear this site’s offline data when space runs low.',
  storageLoading: 'Measuring storage…',
};
