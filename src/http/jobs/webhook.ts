import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord } from './job-types.js';

/**
 * Job webhooks: when a job finishes, the replica that ran it POSTs a small JSON notice (id,
 * endpoint, status, the job and result URLs; never the result itself) to the URL given at
 * submission in the `Webhook-Url` header. The notice is signed with the job's own secret (shown
 * once, in the 202 answer): `Webhook-Signature: v1=<base64url HMAC-SHA256(secret, "<Webhook-Id>.<Webhook-Timestamp>.<body>")>`,
 * so a receiver checks it came from this service, for this job, recently. Three tries, 1 s and 5 s apart.
 */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** The job's webhook secret: derived from the service secret, so any replica can sign for any job. */
export const webhookSecret = (serviceSecret: string, jobId: string) =>
  `whsec_${createHmac('sha256', serviceSecret).update(`webhook|${jobId}`).digest('base64url')}`;

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64url')}`;
}

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

const isPrivate = (ip: string) => PRIVATE.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/** Why a webhook URL is refused at submission, or null. Without allowPrivate: https, no credentials, no private address literal. */
export function webhookProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Webhook-Url is not an absolute URL';
  }
  if (raw.length > 2048) return 'Webhook-Url is longer than 2048 characters';
  if (url.username || url.password) return 'Webhook-Url must not carry credentials';
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'Webhook-Url must be http(s)';
  if (url.protocol !== 'https:') return 'Webhook-Url must use https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivate(host)) return 'Webhook-Url must not point at a private, loopback or link-local address';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'Webhook-Url must not point at localhost';
  return null;
}

export interface WebhookContext {
  readonly serviceSecret: string;
  readonly allowPrivate: boolean;
  readonly log: FastifyBaseLogger;
}

/** Delivers the finished job's notice; failures are logged, never thrown. */
export async function deliverWebhook(record: JobRecord, ctx: WebhookContext): Promise<void> {
  const target = record.input.webhook;
  if (!target) return;
  const id = record.input.id;
  const body = JSON.stringify({
    id,
    endpoint: record.input.endpoint,
    status: record.status,
    job: `/api/jobs/${id}`,
    result: `/api/jobs/${id}/result`,
  });
  if (!ctx.allowPrivate) {
    // The name is resolved now: a public name that resolves to a private address is refused.
    const host = new URL(target).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
    if (addresses.length === 0 || addresses.some((a) => isPrivate(a.address))) {
      ctx.log.warn({ job: id }, 'webhook not sent: its host does not resolve to a public address');
      return;
    }
  }
  const secret = webhookSecret(ctx.serviceSecret, id);
  for (const delayMs of [0, 1_000, 5_000]) {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const res = await fetch(target, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.id]: id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, id, timestamp, body),
        },
        body,
      });
      await res.body?.cancel();
      if (res.ok) return;
      ctx.log.info({ job: id, status: res.status }, 'webhook refused by its receiver');
    } catch (err) {
      ctx.log.info({ job: id, err: (err as Error).message }, 'webhook delivery failed');
    }
  }
  ctx.log.warn({ job: id }, 'webhook given up after three tries');
}
