// The long tier's run of fuzz-valid.test.ts: the same tests at 200 cases per endpoint (npm run test:long).
process.env.FUZZ_VALID_RUNS ??= '200';
await import('./fuzz-valid.test.js');
