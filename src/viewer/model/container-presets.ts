/**
 * Container presets the API accepts, so the viewer can draw a container the request named
 * only by preset. Interior and door in cm (research/domain.md, consensus values).
 */
export interface ContainerPreset {
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly door: { readonly w: number; readonly h: number };
}

export const CONTAINER_PRESETS: Readonly<Record<string, ContainerPreset>> = {
  '20gp': { l: 590, w: 235, h: 239, door: { w: 234, h: 228 } },
  '40gp': { l: 1203, w: 235, h: 239, door: { w: 234, h: 228 } },
  '40hq': { l: 1203, w: 235, h: 269, door: { w: 234, h: 258 } },
};
