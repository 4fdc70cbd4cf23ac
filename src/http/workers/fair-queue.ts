/**
 * A lane's waiting tasks, served round-robin between clients instead of first come, first
 * served: a client that queues many tasks delays another client's task by at most one of its
 * own per turn, however many it sent.
 * Clients take turns in the order they first queued; a client whose task was just served goes
 * to the back of the rotation.
 */
export class FairQueue<T> {
  /** Per client, its waiting items in arrival order; the Map's order is the rotation. */
  private readonly byClient = new Map<string, T[]>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(client: string, item: T): void {
    const own = this.byClient.get(client);
    if (own) own.push(item);
    else this.byClient.set(client, [item]);
    this.count++;
  }

  /** The next item by rotation, or undefined when nothing waits. */
  shift(): T | undefined {
    for (const [client, own] of this.byClient) {
      const item = own.shift()!;
      this.byClient.delete(client);
      if (own.length > 0) this.byClient.set(client, own);
      this.count--;
      return item;
    }
    return undefined;
  }

  /** Removes an item that has not been served; false when it is not waiting. */
  remove(client: string, item: T): boolean {
    const own = this.byClient.get(client);
    const i = own ? own.indexOf(item) : -1;
    if (!own || i < 0) return false;
    own.splice(i, 1);
    if (own.length === 0) this.byClient.delete(client);
    this.count--;
    return true;
  }

  /**
   * The items that would be served before one more item of `client`: its own waiting items,
   * and up to one more than that from every other client (each gets a turn per round).
   */
  *ahead(client: string): Generator<T> {
    const rounds = (this.byClient.get(client)?.length ?? 0) + 1;
    for (const [other, own] of this.byClient) yield* other === client ? own : own.slice(0, rounds);
  }

  /** Every waiting item (in no particular order). */
  *[Symbol.iterator](): Generator<T> {
    for (const own of this.byClient.values()) yield* own;
  }
}
