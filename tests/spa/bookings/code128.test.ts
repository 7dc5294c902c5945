import { describe, expect, it } from 'vitest';
// The whole JsBarcode, as it drew the barcodes before: the reference the desk's scanner already reads.
import JsBarcode from 'jsbarcode';
import { barcodeDrawing, code128Modules } from '@/features/bookings/code128';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function jsBarcodeModules(code: string): string {
  const drawn: { encodings?: { data: string }[] } = {};
  JsBarcode(drawn, code, { format: 'CODE128B' });
  return drawn.encodings![0]!.data;
}

describe('CODE128 set B, drawn by the app', () => {
  it('encodes booking codes module for module as the whole JsBarcode does', () => {
    const codes = ['GKDEMONEXT', 'GKDEMOWEEK', 'GK23456789', 'GKZZZZZZZZ', ' ~aZ09', 'gk-booking_1'];
    for (let i = 0; i < 40; i++) codes.push(`GK${Array.from({ length: 8 }, (_, j) => CODE_ALPHABET[(i * 7 + j * 13) % CODE_ALPHABET.length]).join('')}`);
    for (const code of codes) expect(code128Modules(code), code).toBe(jsBarcodeModules(code));
  });

  it('refuses characters set B lacks rather than drawing a wrong barcode', () => {
    expect(() => code128Modules('GK\u00e9')).toThrow(/cannot encode/);
  });

  it("draws one rectangle per run of bars, in JsBarcode's layout (2 px modules, 72 px bars, 12 px quiet zone, text below)", () => {
    const drawing = barcodeDrawing('GKDEMONEXT');
    expect(drawing).toMatchObject({ width: 314, height: 114, textX: 157, textY: 102 });
    const modules = code128Modules('GKDEMONEXT');
    const rects = [...drawing.bars.matchAll(/M(\d+) 12h(\d+)v72h-(\d+)z/g)].map((m) => [(Number(m[1]) - 12) / 2, Number(m[2]) / 2]);
    const redrawn = Array.from(modules, () => '0');
    for (const [start, length] of rects) for (let i = start!; i < start! + length!; i++) redrawn[i] = '1';
    expect(redrawn.join('')).toBe(modules);
    expect(rects).toHaveLength(modules.match(/1+/g)!.length);
  });
});
