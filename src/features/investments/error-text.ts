import { callErrorText } from '#src/lib/forms/form-errors';
import { dialogMessages as m } from './dialog-messages';

/** What a failed call says in its dialog (lib/forms/form-errors.ts callErrorText); nothing when there was no error. */
export const errorText = (error: unknown): string | null =>
  error ? callErrorText(error, { offline: m.offline, server: m.failed }) : null;
