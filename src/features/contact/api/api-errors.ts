import { ApiError } from '#src/lib/http/api-error';

export const isOfflineError = (err: unknown) => err instanceof ApiError && err.isOffline;
