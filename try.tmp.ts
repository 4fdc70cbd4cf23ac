import { caseDesignHandler } from './src/http/handlers/case-design.js';
import { EXAMPLE_REQUESTS } from './src/http/examples/requests.js';
const t = performance.now();
const r: any = caseDesignHandler(EXAMPLE_REQUESTS['case-design'], { isTimeUp: () => false });
console.log('ms', (performance.now() - t).toFixed(0));
const c = r.candidates[0];
console.log(JSON.stringify({ ...r, candidates: r.candidates.map((c: any) => ({ ...c, pallet: c.pallet && { ...c.pallet, layerPattern: { ...c.pallet.layerPattern, rects: c.pallet.layerPattern.rects.length } }, container: c.container && { ...c.container, floorLoaded: c.container.floorLoaded && { ...c.container.floorLoaded, floorPattern: c.container.floorLoaded.floorPattern.rects.length }, palletised: c.container.palletised && { ...c.container.palletised, floorPattern: c.container.palletised.floorPattern.rects.length } } })).slice(0, 2) }, null, 1).slice(0, 6000));
console.log(JSON.stringify(r).length);
