// The long tier's run of hostile-urls.test.ts: the same tests at 3000 cases per endpoint (npm run test:long).
process.env.HOSTILE_RUNS ??= '3000';
await import('./hostile-urls.test.js');
