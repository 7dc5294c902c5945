import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the box comes near the window (IntersectionObserver), `placeholder` until then: a heavy
 * widget below the fold (the owner's chart, ~0.5 s of a phone's main thread) costs nothing while the page loads.
 * Without IntersectionObserver it renders at once.
 */
export function WhenVisible({ children, placeholder, className }: { children: ReactNode; placeholder?: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin: '200px' });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={box} className={className}>
      {visible ? children : placeholder}
    </div>
  );
}
