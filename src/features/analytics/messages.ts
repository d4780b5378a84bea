/** Every string the analytics consent shows, in one place (ours, not the spec's: docs/analytics.md). */
export const ANALYTICS_MESSAGES = {
  bannerTitle: 'Can we count your visits?',
  bannerBody: (brandName: string) =>
    `${brandName} would like to use Google Analytics to count page views and learn which pages help readers. Nothing is sent unless you accept. You can change your choice at any time under ‘Analytics settings’ at the foot of every page.`,
  currentGranted: 'You have accepted analytics on this device.',
  currentDenied: 'You have rejected analytics on this device.',
  accept: 'Accept analytics',
  reject: 'Reject analytics',
  settings: 'Analytics settings',
};
