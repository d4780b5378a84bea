/** Whose notices a run looks for: everyone's (the job), or one user's (the e2e suite's test hook). */
export interface NoticeScope {
  userId?: number;
}

/** Whether the user is in the run's scope. */
export const inScope = (scope: NoticeScope, userId: number) => scope.userId === undefined || scope.userId === userId;
