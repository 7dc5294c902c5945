// CODE128 set B by JsBarcode's own encoder, drawn by the app as one SVG path: the whole JsBarcode (every format and a
// canvas to measure text) was a 64 KB chunk and ~100-240 ms at 4× CPU per list.
// A named import: the default of this CommonJS module unwraps differently in Node and in the bundle.
import { CODE128B } from 'jsbarcode/bin/barcodes/CODE128/index.js';

/** The modules of `text` in code set B with its check symbol, start to stop (1 a bar, 0 a space); throws on characters set B lacks. */
export function code128Modules(text: string): string {
  const encoder = new CODE128B(text, {});
  if (!encoder.valid()) throw new Error(`CODE128 set B cannot encode ${JSON.stringify(text)}`);
  return encoder.encode().data;
}

export type BarcodeDrawing = { width: number; height: number; bars: string; textX: number; textY: number };

/**
 * An SVG path of the bars (one rectangle per run of bars) and the drawing's size, in JsBarcode's layout the desk knows:
 * 2 px modules, 72 px bars, 12 px quiet zone, the code in 16 px under them.
 */
export function barcodeDrawing(text: string, { module = 2, barHeight = 72, margin = 12, fontSize = 16, textMargin = 2 } = {}): BarcodeDrawing {
  const modules = code128Modules(text);
  const bars: string[] = [];
  for (const run of modules.matchAll(/1+/g)) bars.push(`M${margin + run.index * module} ${margin}h${run[0].length * module}v${barHeight}h${-run[0].length * module}z`);
  const width = modules.length * module + 2 * margin;
  return { width, height: barHeight + textMargin + fontSize + 2 * margin, bars: bars.join(''), textX: width / 2, textY: margin + barHeight + textMargin + fontSize };
}
