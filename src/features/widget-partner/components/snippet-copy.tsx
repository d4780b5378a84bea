import { useEffect, useRef, useState } from 'react';
import { Button } from '#src/components/ui/button';
import * as styles from './widget-partner.css';

/** The snippet as text, and a Copy button whose result is announced (a polite live region). */
export function SnippetCopy({ snippet }: { snippet: string }) {
  // Which snippet the message is about: a changed snippet is not yet copied.
  const [result, setResult] = useState({ message: '', of: '' });
  const setStatus = (message: string) => setResult({ message, of: snippet });
  const status = result.of === snippet ? result.message : '';
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus('Snippet copied to the clipboard.');
    } catch {
      setStatus('Copying was not allowed here: select the snippet and copy it yourself.');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus(''), 6000);
  };

  return (
    <>
      <pre className={styles.code} aria-label="Embed snippet" tabIndex={0}>
        <code>{snippet}</code>
      </pre>
      <div className={styles.row}>
        <Button type="button" onClick={() => void copy()}>
          Copy snippet
        </Button>
        <p role="status" className={styles.muted}>
          {status}
        </p>
      </div>
    </>
  );
}
