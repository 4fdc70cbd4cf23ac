/**
 * A read-only share link: the endpoint and request, compressed with the browser's own
 * CompressionStream (deflate-raw) into the URL fragment, so nothing is stored anywhere and
 * the fragment never reaches a server log. Opening the link plans the request again; the
 * service's answer is deterministic, so the same request gives the same plan.
 */

const PREFIX = '#plan=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export interface SharedRequest {
  readonly endpoint: string;
  readonly request: unknown;
}

/** The page's address with the request in its fragment. */
export async function shareLink(
  shared: SharedRequest,
  base = `${location.origin}${location.pathname}`,
): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(shared));
  return `${base}${PREFIX}${toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))}`;
}

/** The shared request in a fragment, or null when the fragment holds none; throws on a damaged link. */
export async function readShareLink(hash: string): Promise<SharedRequest | null> {
  if (!hash.startsWith(PREFIX)) return null;
  const bytes = await pipe(fromBase64Url(hash.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
  const data = JSON.parse(new TextDecoder().decode(bytes)) as Partial<SharedRequest>;
  if (typeof data.endpoint !== 'string' || data.request === undefined) throw new Error('the link holds no request');
  return { endpoint: data.endpoint, request: data.request };
}
