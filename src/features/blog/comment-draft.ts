import { isEmbedded } from '../../lib/html/embedding';

/**
 * A comment being typed, kept in sessionStorage per post, so it survives the login prompt (which may
 * reload the page) and a reload, and is gone when the tab closes.
 */
const key = (postId: number) => `blog-comment-draft:${postId}`;

function storage(): Storage | null {
  // In the blog widget the storage belongs to the host website: the draft stays in the form.
  if (isEmbedded()) return null;
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadCommentDraft(postId: number): string {
  try {
    return storage()?.getItem(key(postId)) ?? '';
  } catch {
    return '';
  }
}

export function saveCommentDraft(postId: number, text: string): void {
  try {
    if (text) storage()?.setItem(key(postId), text);
    else storage()?.removeItem(key(postId));
  } catch {
    // Storage full or blocked: the draft lives only in the form for this visit.
  }
}

export const clearCommentDraft = (postId: number) => saveCommentDraft(postId, '');
