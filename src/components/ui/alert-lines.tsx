import { Alert } from './alert';
import { note } from './section.css';

/**
 * A refusal said in several lines, the one way every screen shows one: the first as the error alert, the rest under
 * it as notes (a special session's own hours, when the next window opens). Nothing when there are no lines.
 */
export function AlertLines({ lines, testId }: { lines: readonly string[]; testId?: string }) {
  if (!lines.length) return null;
  return (
    <div data-testid={testId}>
      <Alert variant="error">{lines[0]}</Alert>
      {lines.slice(1).map((line) => (
        <p key={line} className={note}>
          {line}
        </p>
      ))}
    </div>
  );
}
