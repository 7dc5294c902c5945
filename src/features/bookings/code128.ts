// CODE128, code set B (printable ASCII), drawn by the app itself: JsBarcode cost a 64 KB chunk and ~100-240 ms at 4× CPU per list.

/** Each symbol's 11 modules (13 for stop): 1 is a bar, 0 a space; index = symbol value. The standard's table. */
const SYMBOLS = [
  '11011001100', '11001101100', '11001100110', '10010011000', '10010001100', '10001001100', '10011001000', '10011000100', '10001100100', '11001001000',
  '11001000100', '11000100100', '10110011100', '10011011100', '10011001110', '10111001100', '10011101100', '10011100110', '11001110010', '11001011100',
  '11001001110', '11011100100', '11001110100', '11101101110', '11101001100', '11100101100', '11100100110', '11101100100', '11100110100', '11100110010',
  '11011011000', '11011000110', '11000110110', '10100011000', '10001011000', '10001000110', '10110001000', '10001101000', '10001100010', '11010001000',
  '11000101000', '11000100010', '10110111000', '10110001110', '10001101110', '10111011000', '10111000110', '10001110110', '11101110110', '11010001110',
  '11000101110', '11011101000', '11011100010', '11011101110', '11101011000', '11101000110', '11100010110', '11101101000', '11101100010', '11100011010',
  '11101111010', '11001000010', '11110001010', '10100110000', '10100001100', '10010110000', '10010000110', '10000101100', '10000100110', '10110010000',
  '10110000100', '10011010000', '10011000010', '10000110100', '10000110010', '11000010010', '11001010000', '11110111010', '11000010100', '10001111010',
  '10100111100', '10010111100', '10010011110', '10111100100', '10011110100', '10011110010', '11110100100', '11110010100', '11110010010', '11011011110',
  '11011110110', '11110110110', '10101111000', '10100011110', '10001011110', '10111101000', '10111100010', '11110101000', '11110100010', '10111011110',
  '10111101110', '11101011110', '11110101110', '11010000100', '11010010000', '11010011100', '1100011101011',
] as const;
const START_B = 104;
const STOP = 106;

/** The modules of `text` in code set B with its check symbol, start to stop; throws on characters set B lacks. */
export function code128Modules(text: string): string {
  const values = Array.from(text, (char) => {
    const value = char.charCodeAt(0) - 32;
    if (value < 0 || value > 95) throw new Error(`CODE128 set B cannot encode ${JSON.stringify(char)}`);
    return value;
  });
  const check = values.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...values, check, STOP].map((value) => SYMBOLS[value]).join('');
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
