import { useId, useRef, useState, type FormEvent } from 'react';
import { useBrand } from '#src/lib/navigation';
import { useStore } from 'jotai';
import { Button } from '#src/components/ui/button';
import { ApiError } from '#src/lib/http/api-error';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { VALIDATION_MESSAGES } from '#contract/validation-messages';
import { needsLogin, useAddCommentMutation } from '../api/blog-mutations';
import { clearCommentDraft, loadCommentDraft, saveCommentDraft } from '../comment-draft';
import { COMMENT_MAX_LENGTH } from '#contract/blog';
import { BLOG_MESSAGES as M } from '../messages';
import * as styles from './comments.css';

/**
 * 'Add a comment'. What is typed is kept per post in sessionStorage, so a visitor sent to the login
 * prompt comes back to the article with it; empty gives 'Required field'; an error keeps the text.
 */
export function CommentForm({ postId }: { postId: number }) {
  const id = useId();
  const store = useStore();
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  const [text, setText] = useState(() => loadCommentDraft(postId));
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
    if (comment.length > COMMENT_MAX_LENGTH) return fail(M.commentTooLong(COMMENT_MAX_LENGTH));
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
          fail(err instanceof ApiError && err.httpStatus === 400 ? err.message : M.commentFailed);
      },
    });
  };

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {M.addComment}
      </label>
      <textarea
        id={id}
        ref={field}
        className={styles.textarea}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          saveCommentDraft(postId, e.target.value);
          if (error) setError(null);
        }}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? M.postingComment : M.postComment}
        </Button>
      </div>
    </form>
  );
}
