import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';

/** A few top categories as chips: where to go next from a dead end (404, under construction). */
export function CategoryChips({ categories }: { categories: { _id: string; slug: string; name: string }[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('nav.categories')} className="mt-10">
      <ul className="flex flex-wrap justify-center gap-2">
        {categories.slice(0, 8).map((c) => (
          <li key={c._id}>
            <AppLink to={`/category?category=${c.slug}`} className="chip">
              {c.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
