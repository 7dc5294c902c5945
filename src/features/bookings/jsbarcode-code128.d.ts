// JsBarcode's CODE128 encoders on their own (the package types only its entry, which brings every format and the canvas renderer).
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128B {
    constructor(text: string, options: object);
    valid(): boolean;
    encode(): { text: string; data: string };
  }
}
