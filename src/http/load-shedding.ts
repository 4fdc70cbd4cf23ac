import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { apiError } from './errors.js';

/** Never shed: a load balancer must still see liveness, readiness and metrics under pressure. */
const NEVER_SHED = /^\/(healthz|readyz|metrics)(\?|$)/;

/**
 * Load shedding with @fastify/under-pressure: while the event loop lags more than `maxDelayMs`
 * (SHED_EVENT_LOOP_DELAY_MS; 0 = off), new requests are answered 503 `overloaded` with
 * `Retry-After` at once, instead of queuing behind a loop that cannot serve them. Planning runs
 * in worker threads, so a lagging main loop means something pathological (huge bodies to parse or
 * answers to serialise, a flood): the lanes' own bounded queues remain the everyday admission control.
 */
export async function registerLoadShedding(app: FastifyInstance, maxDelayMs: number): Promise<void> {
  if (maxDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    pressureHandler: async (req, _reply, type, value) => {
      if (NEVER_SHED.test(req.url)) return;
      throw apiError(
        'overloaded',
        `this instance is overloaded (${type}: ${Math.round(Number(value))}); retry in a few seconds or on another replica`,
        undefined,
        { 'retry-after': '5' },
      );
    },
  });
}
