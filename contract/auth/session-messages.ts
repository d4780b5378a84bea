/**
 * Every message the request layer and the session rules show (docs/session.md, "One request client, one table of
 * rules"; ours where marked).
 */
export const SESSION_MESSAGES = {
  /** Spec §4, §8: head.status '100', '110' and HTTP 403. */
  sessionTimedOut: 'Session Timed Out!',
  /** Ours: a head.status 6 redirect to a host that is not allowed. */
  redirectBlocked: 'This redirect was blocked for your safety.',
  /** Ours: the call that answered with an allowed redirect (the browser is leaving). */
  redirecting: 'Redirecting…',
  /** Spec §2: the blocking dialog's title and button. */
  screenerTitle: 'Subscriber exclusive screener',
  screenerAction: 'Go to Featured Baskets',
  /** Ours: what the screener dialog explains. */
  screenerBody: 'This basket uses a screener that only subscribers can see. Browse the featured baskets instead.',
  /** Ours: when the refusal names the basket and its adviser, the way in beside the spec's button. */
  screenerLocked: (basket: string, adviser: string) => `${basket} is curated by ${adviser}. Their plans include it.`,
  screenerSubscribe: (adviser: string) => `See ${adviser}’s plans`,
  /** Ours: after logging out. */
  loggedOut: 'You have logged out.',
} as const;
