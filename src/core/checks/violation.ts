/** Every rule the plan checker tests; one code per rule. */
export type ViolationCode =
  | 'OUT_OF_BOUNDS'
  | 'OVERLAP'
  | 'UNSUPPORTED'
  | 'STACK_LIMIT'
  | 'ORIENTATION'
  | 'QTY_EXCEEDED'
  | 'OVERWEIGHT'
  | 'GROUP_SPLIT'
  | 'ZONE_ORDER'
  | 'DOOR_APERTURE'
  | 'BAD_DIMENSIONS'
  | 'BOTTOM_ONLY'
  | 'MAX_LAYERS';

/** One broken rule: `boxes` are indices into the checked placements (may be empty for problem-level faults). */
export interface Violation {
  readonly code: ViolationCode;
  readonly message: string;
  readonly boxes: number[];
}

/** Options of `checkPlan`. */
export interface CheckOptions {
  /** true (default): every box above the floor needs its whole base on box tops; false: support is not checked. */
  readonly fullSupport?: boolean;
}
