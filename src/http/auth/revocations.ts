import type { Redis } from 'ioredis';
import { firstConnection } from '../redis-client.js';

/** A key's id from a whole key (`stw_<id>_<mac>`) or the id itself. */
export function keyIdOf(keyOrId: string): string {
  const m = /^stw_([A-Za-z0-9_-]{22})_[A-Za-z0-9_-]{43}$/.exec(keyOrId.trim());
  return m ? m[1] : keyOrId.trim();
}

const REDIS_SET = 'stowage:revoked-keys';

/**
 * Revoked keys. Keys are signed, not stored (auth/keys.ts), so revoking one means remembering
 * its id: the configured list (REVOKED_KEYS), plus ids revoked at run time, kept in a Redis set
 * shared by every replica (with REDIS_URL) and in this process. A revoked key is served as an
 * invalid one: anonymous, with a warning. While Redis is unreachable, a replica knows the ids it
 * has seen (configured, revoked here, or read from Redis before).
 */
export class Revocations {
  private readonly known = new Set<string>();

  constructor(
    configured: readonly string[],
    private readonly redis: Redis | null,
  ) {
    for (const k of configured) this.known.add(keyIdOf(k));
  }

  async isRevoked(keyId: string): Promise<boolean> {
    if (this.known.has(keyId)) return true;
    if (!this.redis) return false;
    try {
      await firstConnection(this.redis);
      if ((await this.redis.sismember(REDIS_SET, keyId)) === 1) {
        this.known.add(keyId);
        return true;
      }
    } catch {
      // Redis down: the ids known here still apply.
    }
    return false;
  }

  /** Revokes for good (the Redis set has no expiry); throws when the shared set cannot be written. */
  async revoke(keyId: string): Promise<void> {
    this.known.add(keyId);
    if (this.redis) {
      await firstConnection(this.redis);
      await this.redis.sadd(REDIS_SET, keyId);
    }
  }
}

export const REVOKED_KEY_WARNING =
  'The API key sent has been revoked; the request was served as anonymous with anonymous rate limits. Get a new key with POST /api/keys.';
