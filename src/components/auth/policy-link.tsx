import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Terms or privacy from a consent checkbox: a new tab, so reading them does not lose the form. */
export function PolicyLink({ doc, children }: { doc: 'terms' | 'privacy'; children?: ReactNode }) {
  return (
    <Link to={paths[doc]} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
      {children}
    </Link>
  );
}
