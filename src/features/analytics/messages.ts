/** Every string the analytics consent shows, in one place (ours, not the spec's: docs/analytics.md). */
export const ANALYTICS_MESSAGES = {
  bannerTitle: 'Can we count your visits?',
  bannerBody: (brandName: string) =>
    `${brandName} would like to count page views with Google Analytics. Nothing is sent unless you accept. Change your choice any time under ‘Analytics settings’ in the footer.`,
  currentGranted: 'You have accepted analytics on this device.',
  currentDenied: 'You have rejected analytics on this device.',
  accept: 'Accept',
  reject: 'Reject',
  settings: 'Analytics settings',
};
