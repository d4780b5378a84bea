// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { applyServerState, readServerState, SERVER_STATE_ID, serverStateOf, takeServerAnswer } from './server-state';

const KEY = ['blog', 'detail', 73] as const;

/** What a server render put into the page: one answered query, stamped with the server's clock. */
function serverState(data: unknown, serverClock: number) {
  const server = new QueryClient();
  server.setQueryData(KEY, data, { updatedAt: serverClock });
  return JSON.parse(JSON.stringify(serverStateOf(server))) as ReturnType<typeof serverStateOf>;
}

/** What the device had saved (lib/offline/persist.ts restores it the same way, through hydrate). */
function restore(client: QueryClient, data: unknown, savedAt: number) {
  const saved = new QueryClient();
  saved.setQueryData(KEY, data, { updatedAt: savedAt });
  hydrate(client, dehydrate(saved));
}

describe('the server’s data in the page', () => {
  it('wins over what the device restored, even when the server’s clock is behind', () => {
    const now = Date.now();
    const client = new QueryClient();
    restore(client, 'saved yesterday', now - 60_000);
    applyServerState(client, serverState('from the server', now - 10 * 60_000), now);
    expect(client.getQueryData(KEY)).toBe('from the server');
  });

  it('is not replaced by a restore that finishes after it', () => {
    const now = Date.now();
    const client = new QueryClient();
    applyServerState(client, serverState('from the server', now + 5 * 60_000), now);
    restore(client, 'saved a minute ago', now - 60_000);
    expect(client.getQueryData(KEY)).toBe('from the server');
    expect(client.getQueryState(KEY)?.dataUpdatedAt).toBe(now);
  });

  it('lets a loader take an answer that came with the page once', () => {
    const client = new QueryClient();
    applyServerState(client, serverState('premium body', Date.now()));
    expect(takeServerAnswer(client, ['blog', 'detail', 74])).toBe(false);
    expect(takeServerAnswer(client, [...KEY])).toBe(true);
    expect(takeServerAnswer(client, [...KEY])).toBe(false);
    expect(takeServerAnswer(new QueryClient(), [...KEY])).toBe(false);
  });

  it('is read from the page’s data block; a page without one (the shell) has none', () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(readServerState(doc)).toBeNull();
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = SERVER_STATE_ID;
    block.textContent = 'not json';
    doc.body.append(block);
    expect(readServerState(doc)).toBeNull();
    block.textContent = JSON.stringify(serverState('x', 1));
    expect(readServerState(doc)?.queries).toHaveLength(1);
  });
});
