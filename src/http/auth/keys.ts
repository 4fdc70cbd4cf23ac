import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * API keys are signed, not stored: `stw_<id>_<mac>` where mac = HMAC-SHA256(secret, id).
 * Any replica holding the secret can verify a key without a shared database.
 */
const PREFIX = 'stw_';
const KEY_PATTERN = /^stw_([A-Za-z0-9_-]{22})_([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('base64url');

export function issueKey(secret: string): { key: string; keyId: string } {
  const keyId = randomBytes(16).toString('base64url');
  return { key: `${PREFIX}${keyId}_${mac(secret, keyId)}`, keyId };
}

/** The key's id when the key is genuine, otherwise null. */
export function verifyKey(secret: string, key: string): string | null {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, m[1]));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? m[1] : null;
}

/** The configured secret, or one generated once and kept in the data directory so keys survive restarts. */
export function loadKeySecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'key-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
