import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/** CODE128 of the booking code, with wide bars and quiet zones so a phone reads it at arm's length. */
export function BookingBarcode({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const ref = useRef<SVGSVGElement>(null);
  // Before the paint: the bars set the drawing's size, and a card drawn first without them would grow under the reader's eyes.
  useLayoutEffect(() => {
    if (ref.current) JsBarcode(ref.current, code, { format: 'CODE128', width: 2, height: 72, margin: 12, fontSize: 16, background: '#ffffff', lineColor: '#0f172a' });
  }, [code]);
  return (
    <figure className={cn('flex flex-col items-center rounded-xl border border-slate-200 bg-white p-2', className)}>
      <svg ref={ref} role="img" aria-label={t('bookings.view.barcodeLabel', { code })} className="h-auto w-full max-w-xs" data-code={code} />
    </figure>
  );
}
