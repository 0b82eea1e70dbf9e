#!/usr/bin/env node
// Draws the app icons (host/public/icons): a gold calendar with a check mark on navy, as PNG, with
// no image library. Run once after changing the design: node scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const NAVY = [0x0a, 0x12, 0x26];
const GOLD = [0xd4, 0xaf, 0x37];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const segDist = (px, py, ax, ay, bx, by) => {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};
const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
  const cx = Math.max(x0 + r, Math.min(x, x1 - r));
  const cy = Math.max(y0 + r, Math.min(y, y1 - r));
  return x >= x0 && x <= x1 && y >= y0 && y <= y1 && Math.hypot(x - cx, y - cy) <= r;
};

/** Colour at a point of the unit square, or null for transparent. `scale` shrinks the art (maskable safe zone). */
function shade(u, v, { maskable, scale }) {
  if (!maskable && !inRoundRect(u, v, 0, 0, 1, 1, 0.18)) return null;
  const x = 0.5 + (u - 0.5) / scale;
  const y = 0.5 + (v - 0.5) / scale;
  const outer = inRoundRect(x, y, 0.2, 0.26, 0.8, 0.8, 0.06);
  const inner = inRoundRect(x, y, 0.25, 0.4, 0.75, 0.75, 0.03);
  const ring = (cx) => inRoundRect(x, y, cx - 0.035, 0.18, cx + 0.035, 0.32, 0.03);
  const check = Math.min(segDist(x, y, 0.36, 0.58, 0.46, 0.67), segDist(x, y, 0.46, 0.67, 0.65, 0.48)) < 0.035;
  if ((outer && !inner) || ring(0.35) || ring(0.65) || check) return GOLD;
  return NAVY;
}

function render(size, options) {
  const rgba = Buffer.alloc(size * size * 4);
  const ss = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = shade((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size, options);
          if (c) { r += c[0]; g += c[1]; b += c[2]; a += 255; }
        }
      }
      const n = ss * ss, i = (py * size + px) * 4, covered = a / 255;
      rgba[i] = covered ? Math.round(r / covered) : 0;
      rgba[i + 1] = covered ? Math.round(g / covered) : 0;
      rgba[i + 2] = covered ? Math.round(b / covered) : 0;
      rgba[i + 3] = Math.round(a / n);
    }
  }
  return png(size, rgba);
}

const out = new URL('../host/public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), render(192, { maskable: false, scale: 1 }));
writeFileSync(new URL('icon-512.png', out), render(512, { maskable: false, scale: 1 }));
writeFileSync(new URL('icon-maskable-512.png', out), render(512, { maskable: true, scale: 0.8 }));
writeFileSync(new URL('apple-touch-icon.png', out), render(180, { maskable: true, scale: 0.9 }));
console.log('icons written to host/public/icons');
