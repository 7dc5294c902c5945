import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { barcodeDrawing } from '../code128';

/** CODE128 of the booking code, with wide bars and quiet zones so a phone reads it at arm's length; the code is written under the bars. */
export function BookingBarcode({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  // Drawn in the render: the card has its final size at once, with no library or layout effect in the list's commit.
  const { width, height, bars, textX, textY } = useMemo(() => barcodeDrawing(code), [code]);
  return (
    <figure className={cn('flex flex-col items-center rounded-xl border border-slate-200 bg-white p-2', className)}>
      <svg
        role="img"
        aria-label={t('bookings.view.barcodeLabel', { code })}
        className="h-auto w-full max-w-xs"
        data-code={code}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={width} height={height} fill="#ffffff" />
        <path d={bars} fill="#0f172a" />
        <text x={textX} y={textY} textAnchor="middle" fontFamily="monospace" fontSize={16} fill="#0f172a">
          {code}
        </text>
      </svg>
    </figure>
  );
}
