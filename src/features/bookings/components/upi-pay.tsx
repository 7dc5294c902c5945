import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPaise } from '@/lib/format';

type QrDrawing = { size: number; path: string };

/** The dark modules of a QR code as one SVG path (1 unit a module, 4 units of quiet zone): no canvas, so it prints and scales sharp. */
async function drawQr(text: string): Promise<QrDrawing> {
  // Loaded with the first UPI code shown, not with the bookings screen.
  const QRCode = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const margin = 4;
  let path = '';
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) path += `M${x + margin} ${y + margin}h1v1h-1z`;
  return { size: modules.size + margin * 2, path };
}

/** A pay-at-gym booking's UPI QR and link: any UPI app opens with the gym, the amount and the booking code filled in. */
export function UpiPay({ link, code, amountPaise }: { link: string; code: string; amountPaise: number }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let stale = false;
    void drawQr(link).then((drawing) => !stale && setQr(drawing));
    return () => void (stale = true);
  }, [link]);
  return (
    <section aria-label={t('bookings.upi.title')} className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <p className="text-sm font-semibold text-slate-900">{t('bookings.upi.title')}</p>
      {qr ? (
        <svg role="img" aria-label={t('bookings.upi.qrLabel', { amount: formatPaise(amountPaise), code })} data-link={link} className="h-auto w-full max-w-[12rem]" viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
          <rect width={qr.size} height={qr.size} fill="#ffffff" />
          <path d={qr.path} fill="#0f172a" />
        </svg>
      ) : (
        <div aria-hidden className="aspect-square w-full max-w-[12rem] rounded bg-slate-100" />
      )}
      <a href={link} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
        {t('bookings.upi.payWithApp')}
      </a>
      <p className="text-center text-xs text-slate-600">{t('bookings.upi.hint', { amount: formatPaise(amountPaise), code })}</p>
    </section>
  );
}
