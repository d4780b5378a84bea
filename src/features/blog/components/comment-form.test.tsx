// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../../brands/registry';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { saveCommentDraft } from '../comment-draft';
import { COMMENT_MESSAGES as C } from '../comment-messages';
import { CommentForm } from './comment-form';

vi.mock('#src/lib/navigation', () => ({ useBrand: () => brands[0] }));

const POST = 70;
const form = () => (
  <Provider store={createStore()}>
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider client={{} as ApiClient}>
        <CommentForm postId={POST} />
      </ApiProvider>
    </QueryClientProvider>
  </Provider>
);
afterEach(() => sessionStorage.clear());

describe('the comment box on a page the server rendered', () => {
  it('hydrates the server’s empty box without a mismatch, then shows the draft the tab kept', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // The server has no draft: it writes an empty box and the limit.
    const html = renderToString(form());
    expect(html).toContain(C.commentLimit(2000));
    // This tab kept a draft (the login prompt reloaded the page).
    saveCommentDraft(POST, 'Typed before logging in');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const reports: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, form(), { onRecoverableError: (error) => reports.push(error) });
    });
    expect(reports).toEqual([]);
    expect(container.querySelector('textarea')!.value).toBe('Typed before logging in');
    expect(container.textContent).toContain(C.commentCharsLeft(2000 - 'Typed before logging in'.length));
    container.remove();
  });
});
