import { useState } from 'react';
import { useDebouncedValue } from '#src/lib/forms/use-debounced-value';
import { commentLengthState } from '../comment-length';
import { COMMENT_MAX_LENGTH } from '#contract/blog/types';
import { COMMENT_MESSAGES as C } from '../comment-messages';
import * as styles from './comments.css';

/** How long typing must pause before a screen reader hears the count (it would talk over every key). */
const ANNOUNCE_AFTER_MS = 1000;

export function counterMessage(text: string): string {
  const { length, left, over } = commentLengthState(text);
  if (over > 0) return C.commentCharsOver(over);
  return length === 0 ? C.commentLimit(COMMENT_MAX_LENGTH) : C.commentCharsLeft(left);
}

/**
 * The comment's limit, counted down as it is typed and shown in the error colour past it. The field
 * is described by the visible count (`id`); a hidden live region repeats it once typing pauses, and
 * says nothing about the text the field started with (a restored draft).
 */
export function CommentCounter({ id, text }: { id: string; text: string }) {
  const [initialText] = useState(text);
  const message = counterMessage(text);
  const announced = useDebouncedValue(text === initialText ? '' : message, ANNOUNCE_AFTER_MS);
  const over = commentLengthState(text).over > 0;
  return (
    <>
      <p id={id} className={over ? styles.counterOver : styles.counter} data-testid="comment-counter">
        {message}
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announced}
      </p>
    </>
  );
}
