import { DISPLAY_TIME_ZONE } from '#contract/locale/format';
import { BLOG_CMS_MESSAGES as M } from '#contract/blog-cms/rules';
import { Button } from '#src/components/ui/button';
import type { SaveState } from './autosaver';
import * as styles from './cms.css';

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: DISPLAY_TIME_ZONE,
});

/** The status line's words for a save state ('Saved at 10:42' in India's time). */
export function saveStatusText(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return 'Not saved yet';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${clock.format(state.at)}`;
    case 'offline':
      return 'Offline — your changes are kept on this device';
    case 'conflict':
      return M.conflict;
    case 'error':
      return `Not saved: ${state.message} Your changes are kept on this device.`;
  }
}

export interface SaveStatusProps {
  state: SaveState;
  /** After a conflict: save this text over the other change. */
  onKeepMine: () => void;
  /** After a conflict: drop this text and load the saved post. */
  onUseSaved: () => void;
}

/** The autosave's status line (a polite live region); a conflict offers the two ways out. */
export function SaveStatus({ state, onKeepMine, onUseSaved }: SaveStatusProps) {
  const problem = state.kind === 'conflict' || state.kind === 'error' || state.kind === 'offline';
  return (
    <div className={styles.status} data-problem={problem ? 'true' : undefined}>
      <p role="status" aria-live="polite" className={styles.statusText}>
        {saveStatusText(state)}
      </p>
      {state.kind === 'conflict' ? (
        <div className={styles.row}>
          <Button variant="secondary" onClick={onKeepMine}>
            Keep my version
          </Button>
          <Button variant="secondary" onClick={onUseSaved}>
            Use the saved version
          </Button>
        </div>
      ) : null}
    </div>
  );
}
