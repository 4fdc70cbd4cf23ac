import type { Caller } from '../auth/tier.js';
import type { EndpointName } from '../endpoints.js';

/** A job's state: waiting for a replica, planning, or finished one way or the other. */
export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** What a replica needs to run a job (kept with the job, so that any replica can run it). */
export interface JobInput {
  readonly id: string;
  readonly endpoint: EndpointName;
  readonly body: unknown;
  /** SHA-256 of the endpoint and canonical body: an Idempotency-Key reused for another request is refused. */
  readonly fingerprint: string;
  /** The caller at submission (its tier goes into the result as in the synchronous answer). */
  readonly caller: Caller;
  /** Where to POST the signed completion notice, if anywhere. */
  readonly webhook?: string;
  readonly submittedAt: number;
}

/** How a job ended: the synchronous answer's bytes, or its problem (status and body). */
export type JobOutcome =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly status: number; readonly problem: Record<string, unknown> };

export interface JobRecord {
  readonly input: JobInput;
  readonly status: JobStatus;
  /** 0 queued, 10 running, 100 finished (the engines do not report finer progress across threads). */
  readonly progress: number;
  readonly startedAt?: number;
  readonly finishedAt?: number;
  /** Runs started (more than one when a replica died mid-job and another took it over). */
  readonly attempts: number;
  readonly outcome?: JobOutcome;
}

export interface JobQueue {
  /** Adds the job, or returns the one already under its id (an Idempotency-Key's job) with created false. */
  submit(input: JobInput): Promise<{ record: JobRecord; created: boolean }>;
  get(id: string): Promise<JobRecord | null>;
  /** Jobs by state, for the `stowage_jobs{state}` gauge (read at scrape time). */
  counts(): Promise<Record<JobStatus, number>>;
  close(): Promise<void>;
}

/** Runs one job to its outcome (retrying while the pool is overloaded); never throws. */
export type JobRunner = (input: JobInput) => Promise<JobOutcome>;
