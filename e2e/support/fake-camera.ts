/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture): a badge's QR code,
 * black on white, as a Y4M (raw YUV 4:2:0) clip that Chromium plays in a loop. Drawn with lean-qr,
 * the encoder the app prints badges with.
 */
import { writeFileSync } from 'node:fs';
import { generate } from 'lean-qr';

const WIDTH = 640;
const HEIGHT = 480;

/** Writes `frames` identical frames showing `payload` as a QR code; returns the file path. */
export function writeQrVideo(path: string, payload: string, frames = 5): string {
  const code = generate(payload);
  const scale = Math.floor((HEIGHT * 0.8) / (code.size + 8));
  const side = (code.size + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + (y + 4) * scale + dy) * WIDTH + left + (x + 4) * scale;
        luma.fill(16, row, row + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return path;
}
