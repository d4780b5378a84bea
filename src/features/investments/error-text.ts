import { callErrorLines, callErrorText } from '#src/lib/forms/form-errors';
import { dialogMessages as m } from './dialog-messages';

const words = { offline: m.offline, server: m.failed };

/** What a failed call says in its dialog (lib/forms/form-errors.ts callErrorText); nothing when there was no error. */
export const errorText = (error: unknown): string | null => (error ? callErrorText(error, words) : null);

/**
 * The same with what a refusal adds (callErrorLines): an order-window refusal's special-session hours and next
 * window, for components/ui/alert-lines.tsx. Empty when there was no error.
 */
export const errorLines = (error: unknown): string[] => (error ? callErrorLines(error, words) : []);
