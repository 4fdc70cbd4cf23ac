/**
 * Item numbers on box faces: one canvas texture holds the numbers 1..n in a grid, and a
 * small addition to the Lambert shader prints an instance's number, square and centred,
 * on each face of its box, in dark or light ink by the face colour.
 */
import { CanvasTexture, LinearMipmapLinearFilter, type MeshLambertMaterial } from 'three';

/** Pixels per number: sharp up to 16 × 16 numbers in a 2048 px texture, smaller beyond. */
const cellSize = (grid: number) => (grid <= 16 ? 128 : 64);

export interface NumberAtlas {
  readonly texture: CanvasTexture;
  /** Cells per row (and per column) of the grid. */
  readonly grid: number;
}

export function numberAtlas(count: number): NumberAtlas {
  const grid = Math.max(1, Math.ceil(Math.sqrt(count)));
  const CELL = cellSize(grid);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = grid * CELL;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let n = 1; n <= count; n++) {
    const digits = String(n).length;
    ctx.font = `700 ${Math.round(CELL * (digits > 2 ? 0.42 : digits > 1 ? 0.56 : 0.7))}px system-ui, sans-serif`;
    const col = (n - 1) % grid;
    const row = Math.floor((n - 1) / grid);
    ctx.fillText(String(n), col * CELL + CELL / 2, row * CELL + CELL / 2 + CELL * 0.04);
  }
  const texture = new CanvasTexture(canvas);
  texture.minFilter = LinearMipmapLinearFilter;
  return { texture, grid };
}

const VERTEX_HEAD = `
attribute float itemNo;
varying vec2 vFaceAt;
varying vec2 vFaceSize;
varying float vItemNo;
`;

// a unit cube's uv runs 0..1 on every face: scale it by the instance's size on that face
const VERTEX_BODY = `
#include <uv_vertex>
vec3 boxSize = vec3(length(instanceMatrix[0].xyz), length(instanceMatrix[1].xyz), length(instanceMatrix[2].xyz));
vFaceSize = abs(normal.x) > 0.5 ? boxSize.zy : (abs(normal.y) > 0.5 ? boxSize.xz : boxSize.xy);
vFaceAt = uv * vFaceSize;
vItemNo = itemNo;
`;

const FRAGMENT_HEAD = `
uniform sampler2D numberAtlas;
uniform float atlasGrid;
varying vec2 vFaceAt;
varying vec2 vFaceSize;
varying float vItemNo;
`;

// sampled outside any branch: texture lookups need screen-space derivatives, which are
// undefined inside non-uniform control flow (SwiftShader then picks random mip levels)
const FRAGMENT_BODY = `
#include <color_fragment>
float side = min(vFaceSize.x, vFaceSize.y) * 0.7;
vec2 local = (vFaceAt - 0.5 * vFaceSize) / side + 0.5;
float inside = step(0.5, vItemNo) * step(0.0, local.x) * step(0.0, local.y) * step(local.x, 1.0) * step(local.y, 1.0);
vec2 inCell = clamp(local, 0.0, 1.0);
// an interpolated 3.0 may arrive as 2.9999: round to the cell before splitting it into row and column
float cell = max(floor(vItemNo - 0.5), 0.0);
float row = floor((cell + 0.5) / atlasGrid);
vec2 at = vec2(cell - row * atlasGrid, row);
vec2 atlasUv = vec2((at.x + inCell.x) / atlasGrid, 1.0 - (at.y + 1.0 - inCell.y) / atlasGrid);
float ink = texture2D(numberAtlas, atlasUv).a * inside;
float lum = dot(diffuseColor.rgb, vec3(0.2126, 0.7152, 0.0722));
// the same rule as inkOn in model/colours.ts: dark ink above the WCAG crossover luminance
diffuseColor.rgb = mix(diffuseColor.rgb, lum > 0.179 ? vec3(0.01) : vec3(1.0), ink * 0.9);
`;

/** Teaches `material` (used by an InstancedMesh with an `itemNo` attribute) to print numbers. */
export function printNumbers(material: MeshLambertMaterial, atlas: NumberAtlas): void {
  material.onBeforeCompile = (shader) => {
    shader.uniforms.numberAtlas = { value: atlas.texture };
    shader.uniforms.atlasGrid = { value: atlas.grid };
    shader.vertexShader = VERTEX_HEAD + shader.vertexShader.replace('#include <uv_vertex>', VERTEX_BODY);
    shader.fragmentShader = FRAGMENT_HEAD + shader.fragmentShader.replace('#include <color_fragment>', FRAGMENT_BODY);
  };
  material.customProgramCacheKey = () => 'box-numbers';
}
