// NPCI's UPI deep link (upi://pay), which every UPI app opens with the payee, amount and note filled in.

/** Paise → rupees with two decimals, in integers only: 49_900 → "499.00", 12_345 → "123.45". */
export function rupeesWithPaise(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** upi://pay?pa=<upiId>&pn=<payee name>&am=<rupees>&cu=INR&tn=<note>, each value percent-encoded. */
export function upiPayLink({ upiId, payeeName, amountPaise, note }: { upiId: string; payeeName: string; amountPaise: number; note: string }): string {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', rupeesWithPaise(amountPaise)],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
