import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromoQuote } from '@contract/bookings/promos';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatPaise } from '@/lib/format';

type Props = {
  /** the code applied (checked by the server for the chosen pass), or null */
  applied: string | null;
  onApply: (code: string | null) => void;
  quote: PromoQuote | undefined;
  checking: boolean;
  error: unknown;
  /** a pass must be chosen first: a code's discount depends on it */
  disabled: boolean;
};

/** The booking form's promo code: applied, the server says what it takes off (or why not) before the member confirms. */
export function PromoCodeField({ applied, onApply, quote, checking, error, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(applied ?? '');
  const apply = () => onApply(text.trim() ? text.trim().toUpperCase() : null);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="promo-code" className="text-sm font-semibold text-slate-800">
        {t('bookings.promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), apply())}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="promo-code-status"
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono uppercase text-slate-900"
        />
        {applied ? (
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              onApply(null);
            }}
          >
            {t('bookings.promo.remove')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={apply} disabled={disabled || !text.trim()}>
            {t('bookings.promo.apply')}
          </Button>
        )}
      </div>
      <p id="promo-code-status" role="status" className="text-sm">
        {disabled && !applied && <span className="text-slate-500">{t('bookings.promo.choosePass')}</span>}
        {applied && checking && <span className="text-slate-600">{t('bookings.promo.checking')}</span>}
        {applied && quote && <span className="font-medium text-green-800">{t('bookings.promo.applied', { code: quote.code, discount: formatPaise(quote.discountPaise) })}</span>}
        {applied && !checking && error !== null && error !== undefined && <span className="font-medium text-red-700">{errorMessage(error)}</span>}
      </p>
    </div>
  );
}
