import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GymDetail } from '@contract/gyms/gyms';
import { cn } from '@/components/ui/cn';
import { illustrationOf, photoSrcSet } from '../utils/covers';
import '../strings';

const box = 'aspect-[4/3] w-full sm:aspect-[16/9] lg:aspect-[21/9]';

/**
 * The top of a gym's profile: its photos, cover first, one per view. Phones swipe (CSS scroll
 * snapping), desktops use the arrows, the thumbnails or the arrow keys. Every box is sized before
 * its image arrives, and only the first image loads with the page.
 */
export function GymGallery({ gym }: { gym: GymDetail }) {
  if (gym.photos.length === 0) {
    return <img src={illustrationOf(gym.gymType)} alt="" width={800} height={500} fetchPriority="high" className="aspect-[3/1] w-full rounded-2xl bg-brand-100 object-cover sm:aspect-[4/1]" />;
  }
  return <Carousel gym={gym} />;
}

function Carousel({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const total = gym.photos.length;

  const show = (next: number) => {
    const target = Math.max(0, Math.min(total - 1, next));
    setIndex(target);
    const el = track.current;
    if (!el) return;
    const left = target * el.clientWidth;
    if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: 'smooth' });
    else el.scrollLeft = left;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]!);
  };

  // A swipe moves the track: the counter follows whichever photo is now in view.
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('gymPhotos.gallery.label', { name: gym.name })} className="flex flex-col gap-3">
      <div className="relative">
        <div
          ref={track}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          aria-label={t('gymPhotos.gallery.keys')}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-slate-900 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {gym.photos.map((photo, i) => (
            <figure key={photo.id} aria-roledescription="slide" aria-label={t('gymPhotos.gallery.slide', { n: i + 1, total })} className="w-full shrink-0 snap-center snap-always">
              <img
                src={photo.large}
                srcSet={photoSrcSet(photo)}
                sizes="(min-width: 1152px) 1152px, 100vw"
                width={photo.width}
                height={photo.height}
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
                className={cn(box, 'object-cover')}
              />
            </figure>
          ))}
        </div>
        {total > 1 && (
          <>
            <ArrowButton side="left" label={t('gymPhotos.gallery.previous')} disabled={index === 0} onClick={() => show(index - 1)} />
            <ArrowButton side="right" label={t('gymPhotos.gallery.next')} disabled={index === total - 1} onClick={() => show(index + 1)} />
            <p aria-live="polite" className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white">
              {t('gymPhotos.gallery.slide', { n: index + 1, total })}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="hidden gap-2 overflow-x-auto sm:flex">
          {gym.photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={t('gymPhotos.gallery.show', { n: i + 1 })}
                aria-current={i === index || undefined}
                onClick={() => show(i)}
                className={cn('block overflow-hidden rounded-lg ring-offset-2', i === index ? 'ring-2 ring-brand-600' : 'opacity-70 hover:opacity-100')}
              >
                <img src={photo.small} alt="" width={96} height={64} loading="lazy" decoding="async" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ArrowButton({ side, label, disabled, onClick }: { side: 'left' | 'right'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl font-bold text-slate-900 shadow hover:bg-white disabled:opacity-0 sm:flex',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <span aria-hidden="true">{side === 'left' ? '‹' : '›'}</span>
    </button>
  );
}
