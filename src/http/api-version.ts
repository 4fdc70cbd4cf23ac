/**
 * The version of the HTTP contract (the OpenAPI document's `info.version`, and the `API-Version`
 * header on every answer), separate from the engine version (`engineVersion` in bodies): an
 * engine release that changes plans does not change the contract, and a contract change does
 * not wait for an engine release. Semantic versioning: a field or endpoint added is a minor
 * step, anything a client could break on is a major one (docs/versioning in docs/errors.md).
 */
export const API_VERSION = '1.1.0';
