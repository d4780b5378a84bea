import { tabStorage } from '#src/lib/html/embedding';

/**
 * A comment being typed, kept in sessionStorage per post, so it survives the login prompt (which may
 * reload the page) and a reload, and is gone when the tab closes.
 */
const key = (postId: number) => `blog-comment-draft:${postId}`;

export function loadCommentDraft(postId: number): string {
  try {
    return tabStorage()?.getItem(key(postId)) ?? '';
  } catch {
    return '';
  }
}

export function saveCommentDraft(postId: number, text: string): void {
  try {
    if (text) tabStorage()?.setItem(key(postId), text);
    else tabStorage()?.removeItem(key(postId));
  } catch {
    // Storage full or blocked: the draft lives only in the form for this visit.
  }
}

export const clearCommentDraft = (postId: number) => saveCommentDraft(postId, '');
