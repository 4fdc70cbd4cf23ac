#!/usr/bin/env node
/**
 * stowage: the planning service from the command line, on the typed client.
 *   stowage pack request.json              the plan as JSON on stdout
 *   stowage pack request.json --csv        the placements as CSV (pack, pallet-estimate)
 *   stowage order-quote - < request.json   the request from stdin
 * Options: --url (default $STOWAGE_URL or http://localhost:8080), --key (default $STOWAGE_API_KEY).
 * Exit codes: 0 planned, 1 the service refused the request (its problem on stderr), 2 bad usage.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { placementsCsv } from './csv.js';
import { ENDPOINTS, type Endpoint, StowageClient, StowageError } from './index.js';

const USAGE = `usage: stowage <endpoint> <request.json|-> [--csv] [--url URL] [--key KEY]
endpoints: ${ENDPOINTS.join(', ')}
--csv: placements as CSV (pack, pallet-estimate)`;

const isEndpoint = (name: string): name is Endpoint => ENDPOINTS.some((e) => e === name);

/** Runs one command; returns the exit code and writes to the given streams. */
export async function main(
  argv: readonly string[],
  out: (text: string) => void,
  err: (text: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(`${USAGE}\n`);
    return 0;
  }
  const [endpoint, file] = positionals;
  if (!endpoint || !file || positionals.length > 2 || !isEndpoint(endpoint)) {
    err(`${endpoint && !isEndpoint(endpoint) ? `unknown endpoint "${endpoint}"\n` : ''}${USAGE}\n`);
    return 2;
  }
  if (values.csv && endpoint !== 'pack' && endpoint !== 'pallet-estimate') {
    err(`--csv gives placements of pack and pallet-estimate, not ${endpoint}\n`);
    return 2;
  }
  let body: unknown;
  try {
    body = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
  } catch (e) {
    err(`cannot read a JSON request from ${file}: ${(e as Error).message}\n`);
    return 2;
  }
  const client = new StowageClient({
    baseUrl: values.url ?? env.STOWAGE_URL ?? 'http://localhost:8080',
    apiKey: values.key ?? env.STOWAGE_API_KEY,
  });
  try {
    const answer = await call(client, endpoint, body);
    if (values.csv && 'boxes' in answer && Array.isArray(answer.boxes)) out(placementsCsv(answer.boxes));
    else out(`${JSON.stringify(answer, null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof StowageError) {
      err(`${e.message}\n`);
      return 1;
    }
    err(`${(e as Error).message}\n`);
    return 1;
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      csv: { type: 'boolean' },
      url: { type: 'string' },
      key: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/**
 * The endpoint's method. The body is whatever the file held: the service validates it and
 * answers 400 naming the field, so the client does not check it twice.
 */
// biome-ignore lint/suspicious/noExplicitAny: a request read from a file is checked by the service, not here
function call(client: StowageClient, endpoint: Endpoint, body: any) {
  switch (endpoint) {
    case 'pack':
      return client.pack(body);
    case 'pallet-estimate':
      return client.palletEstimate(body);
    case 'order-plan':
      return client.orderPlan(body);
    case 'order-quote':
      return client.orderQuote(body);
    case 'order-options':
      return client.orderOptions(body);
    case 'consolidate':
      return client.consolidate(body);
    case 'box-catalog':
      return client.boxCatalog(body);
    case 'case-design':
      return client.caseDesign(body);
    case 'receiver-check':
      return client.receiverCheck(body);
  }
}

// Run as a command (also through npm's bin symlink), not when imported by a test.
const direct = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (direct)
  process.exitCode = await main(
    process.argv.slice(2),
    (t) => process.stdout.write(t),
    (t) => process.stderr.write(t),
  );
