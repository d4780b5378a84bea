import type { CmsPost } from '#contract/blog-cms/types';
import { ApiError } from '#src/lib/http/api-error';
import { backOff } from '#src/lib/http/back-off';
import type { LocalCmsDraft } from '#src/lib/offline/cms-drafts';
import type { CmsFields } from './draft-model';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'offline' }
  | { kind: 'conflict'; server: CmsPost | null }
  | { kind: 'error'; message: string };

export interface AutosaverDeps {
  delayMs: number;
  /** Saves on the server: resolves with the saved post, rejects with an ApiError. */
  save: (fields: CmsFields, baseRevision: number, postId: number | undefined) => Promise<CmsPost>;
  keep: (draft: LocalCmsDraft<CmsFields>) => Promise<void>;
  drop: (key: string, changedAt?: number) => Promise<void>;
  onState: (state: SaveState) => void;
  /**
   * A new post's screen gives way to the post's own once it is created: this saver stops there, and
   * anything typed meanwhile waits on the device under the post's id for the next screen to save.
   */
  handOverOnCreate?: boolean;
  now?: () => number;
}

/** Retries after an offline or server failure: 1 s, 2 s, 4 s … at most 30 s; the online event retries at once. */
export const retryDelayMs = backOff({ firstMs: 1000, maxMs: 30_000 });

/**
 * The editor's autosave (docs/blog-cms.md): every change is kept on the device at once, and saved
 * `delayMs` after typing stops with the revision it started from. Offline, it keeps retrying with
 * back-off and on the online event; a 409 stops it (the local copy stays) until the adviser chooses.
 * The local copy is dropped only once the server has confirmed what it holds.
 */
export class Autosaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private fields: CmsFields | null = null;
  private changedAt = 0;
  private savedChange = 0;
  private inFlight: Promise<void> | null = null;
  private attempt = 0;
  private halted = false;
  private saved: ((post: CmsPost, created: boolean) => void) | undefined;

  constructor(
    private readonly deps: AutosaverDeps,
    private postId: number | undefined,
    private revision: number,
  ) {}

  get key() {
    return this.postId ? String(this.postId) : 'new';
  }
  get dirty() {
    return this.changedAt > this.savedChange;
  }

  /** Called after every confirmed save (the first one of a new post gives it its id). Returns the undo. */
  onSaved(listener: (post: CmsPost, created: boolean) => void): () => void {
    this.saved = listener;
    return () => {
      if (this.saved === listener) this.saved = undefined;
    };
  }

  /** A change: kept on the device now, saved after the pause. */
  change(fields: CmsFields): void {
    this.fields = fields;
    this.changedAt = Math.max((this.deps.now ?? Date.now)(), this.changedAt + 1);
    void this.deps.keep({ key: this.key, baseRevision: this.revision, fields, changedAt: this.changedAt });
    if (this.halted) return;
    this.attempt = 0;
    this.schedule(this.deps.delayMs);
  }

  /** The connection is back (or the adviser asked): save what is pending now. */
  retryNow(): void {
    if (!this.halted && this.dirty) this.schedule(0);
  }

  /** After a conflict: save this text over the server's revision. */
  overwrite(serverRevision: number): void {
    this.revision = serverRevision;
    this.halted = false;
    this.attempt = 0;
    if (this.fields) this.change(this.fields);
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  /** Saves the latest fields (one request at a time; a change during it is saved after). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) return this.inFlight;
    if (!this.fields || !this.dirty || this.halted) return;
    this.inFlight = this.run(this.fields, this.changedAt).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async run(fields: CmsFields, changedAt: number) {
    const { deps } = this;
    deps.onState({ kind: 'saving' });
    const created = !this.postId;
    try {
      const post = await deps.save(fields, this.revision, this.postId);
      this.postId = post.postId;
      this.revision = post.revision;
      this.savedChange = changedAt;
      this.attempt = 0;
      if (created) await deps.drop('new');
      const handOver = created && deps.handOverOnCreate === true;
      if (handOver) this.halted = true;
      if (this.dirty) {
        // Typed while saving: keep that under the post's own key, and save it next.
        await deps.keep({
          key: this.key,
          baseRevision: this.revision,
          fields: this.fields!,
          changedAt: this.changedAt,
        });
        if (!handOver) this.schedule(0);
      } else {
        await deps.drop(this.key, changedAt);
      }
      deps.onState({ kind: 'saved', at: (deps.now ?? Date.now)() });
      this.saved?.(post, created);
    } catch (err) {
      this.failed(err);
    }
  }

  private failed(err: unknown) {
    const error = err instanceof ApiError ? err : null;
    if (error?.httpStatus === 409) {
      this.halted = true;
      const server = (error.body as { post?: CmsPost } | undefined)?.post ?? null;
      this.deps.onState({ kind: 'conflict', server });
      return;
    }
    if (!error || error.isOffline || error.retryable) {
      this.deps.onState(!error || error.isOffline ? { kind: 'offline' } : { kind: 'error', message: error.message });
      this.schedule(retryDelayMs(this.attempt++));
      return;
    }
    // Refused (4xx): the text stays here and on the device; the next change tries again.
    this.deps.onState({ kind: 'error', message: error.message });
  }
}
