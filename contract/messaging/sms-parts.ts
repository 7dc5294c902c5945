// How many parts an SMS is sent (and billed) as. GSM-7 text: 160 septets in one part, 153 a part when split (the rest
// carries the header that joins them); the extension characters (^{}\[~]|€ and form feed) take two septets. Any other
// character (₹, Hindi, Tamil, an emoji) sends the whole text as UCS-2: 70 code units in one part, 67 a part when split.

const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export const SMS_GSM_SINGLE = 160;
export const SMS_GSM_PART = 153;
export const SMS_UNICODE_SINGLE = 70;
export const SMS_UNICODE_PART = 67;

/** The text's length in GSM-7 septets, or null when a character is outside GSM-7. */
function septets(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) length += 1;
    else if (GSM_EXTENSION.has(char)) length += 2;
    else return null;
  }
  return length;
}

/** The number of parts `text` goes as by SMS (at least one). */
export function smsParts(text: string): number {
  const gsm = septets(text);
  // UCS-2 counts UTF-16 code units: a character beyond the BMP (an emoji) takes two.
  const [length, single, part] = gsm === null ? [text.length, SMS_UNICODE_SINGLE, SMS_UNICODE_PART] : [gsm, SMS_GSM_SINGLE, SMS_GSM_PART];
  return length <= single ? 1 : Math.ceil(length / part);
}
