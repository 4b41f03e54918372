import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's pictures: a large one and a row of thumbnails that switch it. */
export function Gallery({ name, pictures, dimmed }: { name: string; pictures: string[]; dimmed?: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (pictures.length === 0) return null;
  return (
    <section aria-label={t('product.gallery', { name })}>
      <div className="overflow-hidden rounded-3xl border border-line bg-surface-muted">
        <img
          src={pictures[current]}
          alt={name}
          width={800}
          height={800}
          fetchPriority="high"
          className={`aspect-square w-full object-cover ${dimmed ? 'opacity-60 grayscale' : ''}`}
        />
      </div>
      {pictures.length > 1 ? (
        <ul className="mt-3 flex gap-3">
          {pictures.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('product.showPicture', { n: i + 1 })}
                aria-pressed={i === current}
                className={`block overflow-hidden rounded-2xl border-2 ${i === current ? 'border-brand' : 'border-transparent hover:border-line'}`}
              >
                <img src={src} alt="" width={88} height={88} loading="lazy" className="h-[72px] w-[72px] object-cover sm:h-[88px] sm:w-[88px]" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
