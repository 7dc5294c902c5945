import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways (a wide table). It takes focus, so a keyboard can scroll it with the arrow keys
 * when nothing inside can be focused (WCAG 2.1.1); `label` names it, usually the table's caption.
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
