// The long tier's run of fuzz.test.ts: the same tests at 10000 cases per endpoint (npm run test:long).
process.env.FUZZ_RUNS ??= '10000';
await import('./fuzz.test.js');
