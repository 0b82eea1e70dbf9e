/**
 * The QR reader of the scanner: the browser's own BarcodeDetector where it exists and reads QR
 * codes, otherwise the `barcode-detector` ponyfill (ZXing WebAssembly), loaded only then. The
 * ponyfill's wasm comes from our origin (`prepareZXingModule` + `locateFile`), so scanning works
 * offline once the service worker has it, and no request leaves for a CDN.
 */

/** What the scanner needs of a detector (the native API and the ponyfill both fit). */
export interface QrDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}

interface NativeBarcodeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function ponyfillDetector(): Promise<QrDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { ZXING_READER_WASM_URL }] = await Promise.all([
    import(/* webpackChunkName: "barcode-ponyfill" */ 'barcode-detector/ponyfill'),
    import(/* webpackChunkName: "barcode-ponyfill" */ './zxing-wasm-url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? ZXING_READER_WASM_URL : prefix + path) },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** A QR detector: native when the browser has one for QR codes, else the ponyfill. */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? ponyfillDetector();
}
