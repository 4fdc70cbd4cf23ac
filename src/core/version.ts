/**
 * Version of the planning engines. Same input and same version give the same plan;
 * bump it whenever a change to the core can change any plan.
 */
export const ENGINE_VERSION = '0.23.1';
