/**
 * The engine's own answer to each example request, computed once per process on first use
 * (never at start) with no time cap, so the work budget alone ends it and a replica under load
 * publishes the same example as an idle one; shared by the GET documentation routes and
 * /openapi.json, so both show the same bytes.
 */
import type { EndpointName } from '../endpoints.js';
import { HANDLERS } from '../handlers/registry.js';
import { EXAMPLE_REQUESTS } from '../../examples/requests.js';

export type RunExample = (name: EndpointName, request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export class ExampleResponses {
  private readonly pending = new Map<EndpointName, Promise<Record<string, unknown> | null>>();
  private readonly done = new Map<EndpointName, Record<string, unknown> | null>();
  private readonly ms = new Map<EndpointName, number>();

  constructor(private readonly run: RunExample) {}

  /** The response without computeMs (its wall time is kept apart), or null when the endpoint has no engine yet. */
  get(name: EndpointName): Promise<Record<string, unknown> | null> {
    let p = this.pending.get(name);
    if (!p) {
      p =
        HANDLERS[name] === undefined
          ? Promise.resolve(null)
          : this.run(name, EXAMPLE_REQUESTS[name]).then(({ computeMs, ...response }) => {
              this.ms.set(name, Number(computeMs));
              return response;
            });
      p.then(
        (r) => this.done.set(name, r),
        () => this.pending.delete(name),
      );
      this.pending.set(name, p);
    }
    return p;
  }

  /** Every example, computed (one after another, so a cold start does not fill the queue). */
  async all(names: readonly EndpointName[]): Promise<void> {
    for (const name of names) await this.get(name).catch(() => null);
  }

  /** Wall time the example took, ms, once computed. */
  computeMs(name: EndpointName): number | undefined {
    return this.ms.get(name);
  }

  /** True once every one of `names` has its example (a failed run, e.g. refused under load, leaves a gap). */
  complete(names: readonly EndpointName[]): boolean {
    return names.every((name) => this.done.has(name));
  }

  /** What has been computed so far. */
  cached(name: EndpointName): Record<string, unknown> | null | undefined {
    return this.done.get(name);
  }
}
