// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { CmsPost } from '#contract/blog-cms/types';
import { BLOG_CMS_MESSAGES as M } from '#contract/blog-cms/rules';
import { ApiError } from '#src/lib/http/api-error';
import type { LocalCmsDraft } from '#src/lib/offline/cms-drafts';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import { CmsEditorScreen } from './cms-editor-screen';
import { EMPTY_FIELDS, type CmsFields } from './draft-model';

const device = vi.hoisted(() => new Map<string, unknown>());
vi.mock('#src/lib/offline/cms-drafts', () => ({
  keepLocalDraft: async (d: { key: string }) => void device.set(d.key, d),
  readLocalDraft: async (key: string) => device.get(key),
  dropLocalDraft: async (key: string) => void device.delete(key),
  clearLocalDrafts: async () => device.clear(),
}));
vi.mock('#src/lib/navigation', () => ({
  Link: ({ children }: { children: unknown }) => <a href="/studio/posts/">{children as string}</a>,
  useNavigate: () => () => Promise.resolve(),
}));

const saved: CmsPost = {
  postId: 12,
  slug: 'markets-today',
  status: 'draft',
  title: 'Markets today',
  shortText: '',
  body: '<p>Hello</p>',
  teaser: null,
  tag: null,
  isPremiumPost: false,
  authorId: 2,
  imageKey: null,
  imageUrl: null,
  embeddedLink: null,
  embedVideoUrl: null,
  postVideoLink: null,
  pubDate: null,
  revision: 5,
  updatedAt: '2026-11-23T05:00:00Z',
  url: '/blog/article/12/markets-today/',
};

const answers = (post: CmsPost) => ({
  get: (path: string) =>
    path === API.blogCms.postDetails
      ? { post }
      : path === API.blogCms.authors
        ? { authors: [{ id: 2, name: 'Asha Rao', url: null }] }
        : { files: [] },
});
const titleInput = () => document.querySelector<HTMLInputElement>('input[name="title"]');
const statusText = () => document.querySelector('[role="status"]')?.textContent ?? '';
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
/** Post 12's fields as this device kept them, typed over revision 5. */
function keepOnDevice(fields: Partial<CmsFields>) {
  const kept: LocalCmsDraft<CmsFields> = {
    key: '12',
    baseRevision: 5,
    fields: { ...EMPTY_FIELDS, ...fields },
    changedAt: 1,
  };
  device.set('12', kept);
}
const saves = (post: ReturnType<typeof vi.fn>) => post.mock.calls.filter((c) => c[0] === API.blogCms.save);

afterEach(() => device.clear());

describe('the post editor', () => {
  it('saves 500 ms after typing stops, naming the revision it started from', async () => {
    const view = mountWithApi(<CmsEditorScreen postId={12} />, {
      ...answers(saved),
      post: (path) => Promise.resolve((path === API.blogCms.save ? { post: { ...saved, revision: 6 } } : {}) as never),
    });
    await until(() => titleInput() !== null);
    await type(titleInput()!, 'Markets today, and tomorrow');
    expect(saves(view.post)).toHaveLength(0);
    await until(() => saves(view.post).length > 0);
    expect(saves(view.post)).toHaveLength(1);
    expect(saves(view.post)[0]![1]).toMatchObject({
      postId: 12,
      base_revision: 5,
      title: 'Markets today, and tomorrow',
    });
    await until(() => statusText().startsWith('Saved at'));
    expect(device.has('12')).toBe(false);
    view.unmount();
  });

  it('restores what was typed on this device and saves it', async () => {
    keepOnDevice({ title: 'Typed while offline', body: '<p>Kept</p>', authorId: 2 });
    const view = mountWithApi(<CmsEditorScreen postId={12} />, {
      ...answers(saved),
      post: () => Promise.resolve({ post: { ...saved, title: 'Typed while offline', revision: 6 } } as never),
    });
    await until(() => titleInput() !== null);
    expect(titleInput()!.value).toBe('Typed while offline');
    expect(document.body.textContent).toContain('Restored the changes kept on this device.');
    await until(() => saves(view.post).length > 0);
    expect(saves(view.post)[0]![1]).toMatchObject({ base_revision: 5, title: 'Typed while offline' });
    view.unmount();
  });

  it('a device copy the server already holds (its answer was lost) is dropped, not restored into a conflict', async () => {
    keepOnDevice({ title: 'Markets today', body: '<p>Hello</p>', authorId: 2 });
    const view = mountWithApi(<CmsEditorScreen postId={12} />, { ...answers({ ...saved, revision: 6 }) });
    await until(() => titleInput() !== null);
    expect(document.body.textContent).not.toContain('Restored the changes kept on this device.');
    await until(() => !device.has('12'));
    expect(device.has('12')).toBe(false);
    expect(saves(view.post)).toHaveLength(0);
    view.unmount();
  });

  it('a 409 says the post changed elsewhere and loses nothing typed', async () => {
    const view = mountWithApi(<CmsEditorScreen postId={12} />, {
      ...answers(saved),
      post: () => Promise.reject(new ApiError('stale', 409, undefined, false, { post: { ...saved, revision: 9 } })),
    });
    await until(() => titleInput() !== null);
    await type(titleInput()!, 'My version');
    await until(() => statusText() === M.conflict);
    expect(titleInput()!.value).toBe('My version');
    expect((device.get('12') as LocalCmsDraft<CmsFields>).fields.title).toBe('My version');
    expect(buttonNamed('Keep my version')).toBeDefined();
    view.unmount();
  });

  it('refuses to publish a body with nothing left once tags and &nbsp; are removed (spec §5)', async () => {
    const view = mountWithApi(<CmsEditorScreen postId={12} />, {
      ...answers({ ...saved, body: '<p>&nbsp;</p><!-- pagebreak --><p> </p>' }),
    });
    await until(() => buttonNamed('Publish now') !== undefined);
    await act(async () => buttonNamed('Publish now')!.click());
    expect(document.body.textContent).toContain(M.bodyRequired);
    expect(view.post.mock.calls.filter((c) => c[0] === API.blogCms.publish)).toHaveLength(0);
    view.unmount();
  });
});
