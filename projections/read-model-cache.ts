import { LRUCache } from 'lru-cache';
import type { ProjectionRunner } from './runner.js';

/**
 * Values read from read models, kept until this process's projection runner sees one of those read models change
 * (`ProjectionRunner.onChanged`): a firm's dimensions or a person's booking settings change seldom, and every tag or
 * booking read them again. A read under way is shared, and one that began before a change is dropped with the rest,
 * so nothing read before a change is kept after it. The runner tells of a change before it answers anyone waiting
 * for the change's position: read-your-writes sees it. Another process's change shows once this process's runner
 * has passed it, as its read models do for a caller waiting on the position.
 */
export class ReadModelCache<V> {
  private readonly values: LRUCache<string, Promise<V>>;
  private readonly unsubscribe: Array<() => void>;

  constructor(runner: Pick<ProjectionRunner, 'onChanged'>, readModels: readonly string[], max: number) {
    this.values = new LRUCache<string, Promise<V>>({ max });
    this.unsubscribe = readModels.map((readModel) => runner.onChanged(readModel, () => this.values.clear()));
  }

  /** The value kept for `key`, else what `load` reads (kept unless it fails). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.values.get(key);
    if (kept) return kept;
    const loading = load();
    this.values.set(key, loading);
    loading.catch(() => {
      if (this.values.get(key) === loading) this.values.delete(key);
    });
    return loading;
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
  }
}
