import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The service's Prometheus metrics, one registry per app (tests build many apps in one process,
 * so nothing goes in prom-client's global registry). Routes, the pool and the jobs queue write
 * here; /metrics (routes/metrics.ts) serialises it. Names follow Prometheus conventions: seconds,
 * `_total` for counters; labels are bounded (matched route templates, lane names, endpoint names,
 * error codes), never a URL or a client.
 */

/** Latency buckets, seconds: from a health probe (ms) to a thorough plan (minutes). */
const LATENCY_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** Queue-wait buckets, seconds: up to the default 20 s queue-wait limit and beyond. */
const WAIT_BUCKETS = [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 20, 60];

/** Per-lane state read at scrape time (the pool's stats). */
export interface LaneGauges {
  readonly workers: number;
  readonly queued: number;
  readonly running: number;
  readonly completed: number;
  readonly expectedWaitMs: number;
}

/** Job counts by state (waiting, active, completed, failed, delayed...), read at scrape time. */
export type JobCounts = Readonly<Record<string, number>>;

export class ServiceMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'stowage_http_requests_total',
    help: 'Answers sent, by method, matched route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'stowage_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and matched route, seconds.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly clientErrors = new Counter({
    name: 'stowage_client_errors_total',
    help: 'Connections refused at the transport level before any route (malformed HTTP, header overflow, timeouts), by Node error code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  readonly planningErrors = new Counter({
    name: 'stowage_planning_errors_total',
    help: 'Planning answers refused or cut, by error code (compute_timeout is the watchdog cap).',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  readonly timeCapped = new Counter({
    name: 'stowage_time_capped_total',
    help: 'Plans cut by the CPU-time cap (valid, but may differ run to run), by endpoint.',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });
  readonly planCpu = new Histogram({
    name: 'stowage_plan_cpu_seconds',
    help: 'Worker-thread CPU time of each plan, by endpoint, seconds (what the cap counts).',
    labelNames: ['endpoint'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly laneWait = new Histogram({
    name: 'stowage_lane_wait_seconds',
    help: 'Time a task waited in its lane queue before a worker took it, seconds.',
    labelNames: ['lane'] as const,
    buckets: WAIT_BUCKETS,
    registers: [this.registry],
  });
  readonly laneBusy = new Counter({
    name: 'stowage_lane_busy_seconds_total',
    help: 'Worker-thread time spent on tasks, by lane, seconds; rate() over workers is the utilisation.',
    labelNames: ['lane'] as const,
    registers: [this.registry],
  });

  private lanes: () => Readonly<Record<string, LaneGauges>> = () => ({});
  private jobCounts: () => JobCounts | Promise<JobCounts> = () => ({});
  private info: () => Record<string, string> = () => ({});

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const metrics = this;
    const perLane = (name: string, help: string, value: (l: LaneGauges) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['lane'] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          for (const [lane, l] of Object.entries(metrics.lanes())) this.set({ lane }, value(l));
        },
      });
    perLane('stowage_lane_workers', 'Worker threads of the lane.', (l) => l.workers);
    perLane('stowage_lane_queued', 'Tasks waiting in the lane (queue depth).', (l) => l.queued);
    perLane('stowage_lane_running', 'Tasks running in the lane.', (l) => l.running);
    new Counter({
      name: 'stowage_lane_completed_total',
      help: 'Tasks the lane has completed since start.',
      labelNames: ['lane'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [lane, l] of Object.entries(metrics.lanes())) this.inc({ lane }, l.completed);
      },
    });
    perLane(
      'stowage_lane_expected_wait_seconds',
      'Expected wait of a new task in the lane, seconds.',
      (l) => Math.round(l.expectedWaitMs) / 1000,
    );
    perLane('stowage_lane_utilisation', 'Share of the lane’s workers running a task now (0 to 1).', (l) =>
      l.workers > 0 ? Math.min(1, l.running / l.workers) : 0,
    );
    new Gauge({
      name: 'stowage_jobs',
      help: 'Planning jobs by state (filled by the jobs queue; empty without one).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [state, n] of Object.entries(await metrics.jobCounts())) this.set({ state }, n);
      },
    });
    new Gauge({
      name: 'stowage_info',
      help: 'Versions and the Redis state, as labels (value 1).',
      labelNames: ['engine_version', 'api_version', 'redis'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        this.set(metrics.info(), 1);
      },
    });
  }

  /** Where the lane gauges are read from at scrape time (the pool's stats). */
  readLanes(from: () => Readonly<Record<string, LaneGauges>>): void {
    this.lanes = from;
  }

  /** Where `stowage_jobs{state}` is read from at scrape time (the jobs queue's counts). */
  readJobCounts(from: () => JobCounts | Promise<JobCounts>): void {
    this.jobCounts = from;
  }

  /** The labels of `stowage_info`, read at scrape time. */
  readInfo(from: () => Record<string, string>): void {
    this.info = from;
  }

  /** The pool's observer: lane queue waits and worker busy time. */
  readonly poolObserver = {
    waited: (lane: string, ms: number) => this.laneWait.observe({ lane }, ms / 1000),
    ran: (lane: string, ms: number) => this.laneBusy.inc({ lane }, ms / 1000),
  };
}
