/**
 * Where the ZXing reader's WebAssembly is served from: our own build (webpack emits it next to the
 * remote's chunks as zxing_reader.<hash>.wasm, see webpack.config.js), never the library's default
 * CDN. Imported only with the polyfill, when the browser has no native BarcodeDetector.
 */
export const ZXING_READER_WASM_URL: string = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;
