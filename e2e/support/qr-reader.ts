/**
 * Reads a QR code from a PNG with the engine of the app's own reader: the events remote's scanner
 * is barcode-detector's ponyfill over zxing-wasm, loaded here from the same installed package, its
 * wasm read from disk (no CDN).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const fromEvents = createRequire(resolve(__dirname, '../../remote-events/package.json'));
const fromDetector = createRequire(fromEvents.resolve('barcode-detector/ponyfill'));

interface Reader {
  prepareZXingModule: (options: { overrides: { wasmBinary: ArrayBuffer }; fireImmediately: boolean }) => Promise<unknown>;
  readBarcodes: (image: Uint8Array, options: { formats: string[] }) => Promise<Array<{ text: string }>>;
}

let ready: Promise<Reader> | null = null;

function reader(): Promise<Reader> {
  ready ??= (async () => {
    const zxing = fromDetector('zxing-wasm/reader') as Reader;
    const wasm = readFileSync(fromDetector.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    await zxing.prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
    return zxing;
  })();
  return ready;
}

/** The text of the first QR code in the PNG, or null. */
export async function readQr(png: Buffer): Promise<string | null> {
  const results = await (await reader()).readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return results[0]?.text ?? null;
}
