import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The reading width and padding of a public page (the home page runs full width instead). */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14', className)}>{children}</div>;
}
