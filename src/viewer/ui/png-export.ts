/**
 * "Save view as PNG": the current 3D view with a title, the load's key figures and the item
 * legend (colour, number, label, count) beside it, drawn onto one 2D canvas so the picture
 * can be sent on its own.
 */
import { inkOn } from '../model/colours.js';
import type { ViewItem } from '../model/item-list.js';
import type { StatRow } from '../model/view-model.js';

const SIDE = 320;
const LINE = 18;

export interface PngSheet {
  readonly title: string;
  readonly figures: readonly StatRow[];
  readonly items: readonly ViewItem[];
}

function loadImage(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  return img.decode().then(() => img);
}

function fitText(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let t = text;
  while (t.length > 1 && ctx.measureText(`${t}…`).width > width) t = t.slice(0, -1);
  return `${t}…`;
}

/** Composes the view (a PNG data URL) with the sheet's title, figures and legend. */
export async function composePng(viewUrl: string, sheet: PngSheet): Promise<string> {
  const view = await loadImage(viewUrl);
  const legendRows = sheet.figures.length + sheet.items.length + 3;
  const height = Math.max(view.height + 44, 44 + legendRows * LINE + 24);
  const canvas = document.createElement('canvas');
  canvas.width = view.width + SIDE;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#0f172a';
  ctx.fillRect(0, 0, canvas.width, 36);
  ctx.fillStyle = '#f8fafc';
  ctx.font = '600 16px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillText(fitText(ctx, sheet.title, canvas.width - 24), 12, 18);
  ctx.drawImage(view, 0, 44);
  let y = 56;
  const x = view.width + 12;
  const col = SIDE - 24;
  ctx.fillStyle = '#111827';
  ctx.font = '700 13px system-ui, sans-serif';
  ctx.fillText('Figures', x, y);
  ctx.font = '12px system-ui, sans-serif';
  for (const row of sheet.figures) {
    y += LINE;
    ctx.fillText(fitText(ctx, `${row.label}: ${row.value}`, col), x, y);
  }
  y += LINE * 1.5;
  ctx.font = '700 13px system-ui, sans-serif';
  ctx.fillText('Items', x, y);
  for (const item of sheet.items) {
    y += LINE;
    ctx.fillStyle = item.colour;
    ctx.fillRect(x, y - 8, 26, 16);
    ctx.fillStyle = inkOn(item.colour);
    ctx.font = '700 11px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(String(item.no), x + 13, y);
    ctx.textAlign = 'left';
    ctx.fillStyle = '#111827';
    ctx.font = '12px system-ui, sans-serif';
    const unplaced = item.unplaced > 0 ? `, ${item.unplaced} unplaced` : '';
    ctx.fillText(fitText(ctx, `${item.label} ×${item.placed}${unplaced}`, col - 34), x + 34, y);
  }
  return canvas.toDataURL('image/png');
}
