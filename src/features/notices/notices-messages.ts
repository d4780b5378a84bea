/** What the in-app notices dialog says. */
export const noticeMessages = {
  title: 'For your attention',
  description: 'Things that changed while you were away.',
  open: 'Open',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  markFailed: 'Could not mark it as read. Try again.',
} as const;
