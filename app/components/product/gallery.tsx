import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '../../../core/images';

/** The large picture's width on the page: the full column on a phone, about half the page (up to 1280 px wide) beside the details. */
const MAIN_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw';

/**
 * The product's pictures: a large one and a row of thumbnails that switch it. `chosenId` is the chosen variant's own
 * photo: choosing that variant brings it up (the shopper may still look at the others).
 */
export function Gallery({ name, pictures, chosenId, dimmed }: { name: string; pictures: Picture[]; chosenId?: string | null; dimmed?: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(() => Math.max(0, pictures.findIndex((p) => chosenId && p.id === chosenId)));
  // A newly chosen variant with its own photo shows it (state adjusted while rendering, not in an effect: no flash).
  const [shownFor, setShownFor] = useState(chosenId);
  if (chosenId !== shownFor) {
    setShownFor(chosenId);
    const index = pictures.findIndex((p) => chosenId && p.id === chosenId);
    if (index >= 0) setCurrent(index);
  }
  if (pictures.length === 0) return null;
  const main = pictures[Math.min(current, pictures.length - 1)];
  // Photos are shown whole (a tall bottle is not cut); the square illustrations fill the frame.
  const fit = main.srcSet ? 'object-contain' : 'object-cover';
  return (
    <section aria-label={t('product.gallery', { name })}>
      <div className="overflow-hidden rounded-3xl border border-line bg-surface-muted">
        <img
          key={main.src}
          src={main.src}
          srcSet={main.srcSet ?? undefined}
          sizes={main.srcSet ? MAIN_SIZES : undefined}
          alt={name}
          width={main.width}
          height={main.height}
          fetchPriority="high"
          className={`aspect-square w-full ${fit} ${dimmed ? 'opacity-60 grayscale' : ''}`}
        />
      </div>
      {pictures.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {pictures.map((picture, i) => (
            <li key={picture.id ?? picture.src}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('product.showPicture', { n: i + 1 })}
                aria-pressed={i === current}
                className={`block overflow-hidden rounded-2xl border-2 bg-surface-muted ${i === current ? 'border-brand' : 'border-transparent hover:border-line'}`}
              >
                <img
                  src={picture.src}
                  srcSet={picture.srcSet ?? undefined}
                  sizes={picture.srcSet ? '88px' : undefined}
                  alt=""
                  width={picture.width}
                  height={picture.height}
                  loading="lazy"
                  className="h-[72px] w-[72px] object-cover sm:h-[88px] sm:w-[88px]"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
