// JsBarcode's own encoder, the reference tests/spa/bookings/code128.test.ts compares the app's barcodes with (the package types only its entry).
declare module 'jsbarcode/bin/barcodes/CODE128' {
  export class CODE128B {
    constructor(text: string, options: object);
    encode(): { text: string; data: string };
  }
}
