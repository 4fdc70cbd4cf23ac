import type { EndpointName } from '../endpoints.js';
import type { TaskHandler } from '../tasks/task.js';
import { packHandler } from './pack.js';

/**
 * The planning handlers that have landed. An endpoint missing here answers 501
 * with the error body, never a made-up plan.
 */
export const HANDLERS: Partial<Record<EndpointName, TaskHandler>> = {
  pack: packHandler,
};
