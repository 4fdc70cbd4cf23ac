import { inputHash } from '../hashing.js';

/**
 * What the log line of a planning request says about its plan, taken from the answer in the
 * worker thread (hashing is off the event loop there):
 * - inputHash: the answer's own inputHash where the endpoint has one (at the top, or its quote's),
 *   else the SHA-256 of the request body's canonical JSON (pack, pallet-estimate, order-plan);
 * - work: the search's work units (`search.work`, `searched.work`, or the sum over approaches);
 * - stoppedBy: why the search stopped (`search`, `searched`, or the chosen approach's).
 */
export interface PlanSummary {
  readonly inputHash: string;
  readonly work?: number;
  readonly stoppedBy?: string;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function planSummary(request: unknown, body: Obj): PlanSummary {
  const search = obj(body.search) ?? obj(body.searched) ?? obj(obj(body.quote)?.search);
  const approaches = Array.isArray(body.approaches) ? body.approaches.map(obj).filter((a) => a !== undefined) : [];
  const chosen = approaches.find((a) => a.name === body.approach) ?? approaches[0];
  const work =
    num(search?.work) ??
    (approaches.length > 0 ? approaches.reduce((sum, a) => sum + (num(a.work) ?? 0), 0) : undefined);
  const stoppedBy = str(search?.stoppedBy) ?? str(chosen?.stoppedBy);
  const hash = str(body.inputHash) ?? str(obj(body.quote)?.inputHash) ?? inputHash(request);
  return { inputHash: hash, ...(work !== undefined ? { work } : {}), ...(stoppedBy ? { stoppedBy } : {}) };
}
