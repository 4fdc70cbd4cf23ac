/**
 * The engine's own answer to each example request, computed once per process on first use
 * and shared by the GET documentation routes and /openapi.json, so both show the same bytes.
 */
import type { EndpointName } from '../endpoints.js';
import { HANDLERS } from '../handlers/registry.js';
import { EXAMPLE_REQUESTS } from './requests.js';

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

  /** What has been computed so far. */
  cached(name: EndpointName): Record<string, unknown> | null | undefined {
    return this.done.get(name);
  }
}
