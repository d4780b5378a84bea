import { USER_CACHE_PREFIX } from '#contract/site/cache-names';

/** Deletes every per-user service-worker cache (premium bodies a subscriber read); public caches stay. */
export async function deleteUserCaches(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((n) => n.startsWith(USER_CACHE_PREFIX));
  await Promise.all(names.map((n) => caches.delete(n)));
  return names;
}
