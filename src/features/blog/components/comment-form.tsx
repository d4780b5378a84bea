import { useId, useRef, useState, type FormEvent } from 'react';
import { useBrand } from '#src/lib/navigation';
import { useStore } from 'jotai';
import { Button } from '#src/components/ui/button';
import { ApiError } from '#src/lib/http/api-error';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { useHydrated } from '#src/lib/ssr/use-hydrated';
import { VALIDATION_MESSAGES } from '#contract/forms/validation-messages';
import { needsLogin, useAddCommentMutation } from '../api/blog-mutations';
import { clearCommentDraft, loadCommentDraft, saveCommentDraft } from '../comment-draft';
import { COMMENT_MAX_LENGTH } from '#contract/blog/types';
import { commentLength } from '../comment-length';
import { COMMENT_MESSAGES as C } from '../comment-messages';
import { CommentCounter } from './comment-counter';
import * as styles from './comments.css';

/**
 * 'Add a comment'. What is typed is kept per post in sessionStorage, so a visitor sent to the login
 * prompt comes back to the article with it; empty gives 'Required field'; an error keeps the text.
 * Nothing typed or pasted is cut: a counter gives the limit, and a longer comment is refused.
 */
export function CommentForm({ postId }: { postId: number }) {
  const id = useId();
  const store = useStore();
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  // The draft is the device's: read once React has hydrated the server's empty box (decision 0070),
  // so the first render matches the server's HTML; what is typed from then on is the text.
  const hydrated = useHydrated();
  const [typed, setText] = useState<string>();
  const text = typed ?? (hydrated ? loadCommentDraft(postId) : '');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const mutation = useAddCommentMutation(postId);

  const fail = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const comment = text.trim();
    if (!comment) return fail(VALIDATION_MESSAGES.required);
    if (commentLength(comment) > COMMENT_MAX_LENGTH) return fail(C.commentTooLong(COMMENT_MAX_LENGTH));
    setError(null);
    saveCommentDraft(postId, text);
    if (!isLoggedIn) return openLoginPrompt(store, brand);
    mutation.mutate(comment, {
      onSuccess: () => {
        setText('');
        clearCommentDraft(postId);
      },
      onError: (err) => {
        if (needsLogin(err)) openLoginPrompt(store, brand);
        else if (!(err instanceof ApiError && err.handled))
          fail(err instanceof ApiError && err.httpStatus === 400 ? err.message : C.commentFailed);
      },
    });
  };

  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const over = commentLength(text) > COMMENT_MAX_LENGTH;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {C.addComment}
      </label>
      <textarea
        id={id}
        ref={field}
        className={styles.textarea}
        value={text}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(e) => {
          setText(e.target.value);
          saveCommentDraft(postId, e.target.value);
          if (error) setError(null);
        }}
      />
      <CommentCounter id={counterId} text={text} />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? C.postingComment : C.postComment}
        </Button>
      </div>
    </form>
  );
}
