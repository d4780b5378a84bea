import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCachedQuery } from '#src/lib/http/cached-query';
import { useBrand } from '#src/lib/navigation';
import { useStore } from 'jotai';
import { Button } from '#src/components/ui/button';
import { useApi } from '#src/lib/http/api-context';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { blogQueries } from '../api/blog-queries';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { BLOG_MESSAGES as M } from '../messages';
import * as styles from './article.css';

/**
 * Like / unlike with the count. A visitor gets the login prompt. For a user the state comes from
 * like-status (read from the cache, asked for once the query's observer has come: decision 0306) and flips
 * at once; a refusal puts it back and says so (likeOnce). The code that likes loads with the first click
 * (decision 0305); a click while one is on its way does nothing.
 */
export function LikeButton({ postId, publicCount }: { postId: number; publicCount: number }) {
  const api = useApi();
  const store = useStore();
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  const status = useCachedQuery({ ...blogQueries.likeStatus(api, [postId]), enabled: isLoggedIn });
  const queryClient = useQueryClient();
  const login = () => openLoginPrompt(store, brand);
  const pending = useRef(false);
  const state = (isLoggedIn ? status.data?.likes[postId] : undefined) ?? {
    liked: false,
    likeCount: publicCount,
  };

  const toggle = () => {
    if (!isLoggedIn) return login();
    if (pending.current) return;
    const liked = !state.liked;
    const next = { liked, likeCount: Math.max(0, state.likeCount + (liked ? 1 : -1)) };
    const failed = () => showSnackbar(store, M.likeFailed, 'error');
    pending.current = true;
    void import('../api/blog-mutations')
      .then(({ likeOnce }) => likeOnce(api, queryClient, postId, next, { onNeedsLogin: login, onFailed: failed }))
      .catch(failed)
      .finally(() => {
        pending.current = false;
      });
  };

  return (
    <Button variant="secondary" className={styles.like} aria-pressed={state.liked} onClick={toggle}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill={state.liked ? 'currentColor' : 'none'}>
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.3 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.6 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        />
      </svg>
      <span>{M.like}</span>
      <span data-testid="like-count">{state.likeCount}</span>
    </Button>
  );
}
