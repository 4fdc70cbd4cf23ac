/** Flat text labels in the scene ("DOOR", "Drop 1"), drawn once onto a canvas texture. */
import { CanvasTexture, LinearFilter, Sprite, SpriteMaterial } from 'three';

/** A sprite showing `text`, `height` world units (cm) tall, always facing the camera. */
export function textSprite(
  text: string,
  height: number,
  colour = '#1f2937',
  background = 'rgba(255,255,255,0.85)',
): Sprite {
  const px = 48;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  const width = Math.ceil(ctx.measureText(text).width) + px;
  canvas.width = width;
  canvas.height = Math.ceil(px * 1.5);
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = colour;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, px / 2, canvas.height / 2);
  const texture = new CanvasTexture(canvas);
  texture.minFilter = LinearFilter;
  const sprite = new Sprite(new SpriteMaterial({ map: texture, depthTest: false, transparent: true }));
  sprite.scale.set((height * canvas.width) / canvas.height, height, 1);
  sprite.renderOrder = 10;
  return sprite;
}
