// Worker threads on Node 20 do not inherit tsx's module hooks, so when the service runs from
// its TypeScript sources (tests, `npm run dev`, benchmarks) the pool starts this file, which
// loads the TypeScript worker through tsx. The built service (dist/) never uses it.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./plan-worker.ts', import.meta.url);
export default worker.default;
