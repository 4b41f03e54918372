import { useTranslation } from 'react-i18next';
import { useStoreData } from '../lib/root-data';
import { useVisitor } from '../lib/visitor';
import { AppLink } from './app-link';
import { CartIcon, HeartIcon, UserIcon } from './icons';
import { SearchBox } from './search-box';
import { Logo } from './logo';
import { LanguageSwitch, ThemeSwitch } from './preference-switches';

/**
 * A header icon with its count on a badge. Its name starts with the number the badge shows ("3 items in the cart"), so a
 * voice user who says what they see reaches it (WCAG 2.5.3); with nothing counted it is just the label.
 */
function CountLink({ to, label, named, count, children }: { to: string; label: string; named: (count: number, shown: string) => string; count: number; children: React.ReactNode }) {
  const shown = count > 99 ? '99+' : String(count);
  return (
    <AppLink
      to={to}
      aria-label={count > 0 ? named(count, shown) : label}
      className="btn-icon relative"
    >
      {children}
      {count > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-[11px] font-bold leading-5 text-white">
          {shown}
        </span>
      ) : null}
    </AppLink>
  );
}

/** Default layout header: logo, search, categories, language and theme, wishlist and cart counts, login. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { categories } = useStoreData();
  const { account, cartCount, likedIds } = useVisitor();
  const wishlistCount = likedIds.length;
  const accountLabel = account ? (account.name ?? t('account.myAccount')) : t('nav.login');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-brand focus:px-3 focus:py-2 focus:text-white">
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 pt-3 md:gap-6 md:py-3">
        <Logo />
        <SearchBox className="hidden flex-1 md:block" />
        <nav aria-label={t('nav.menu')} className="ml-auto flex items-center gap-0.5 md:ml-0">
          <LanguageSwitch />
          <ThemeSwitch />
          <CountLink to="/wishlist" label={t('nav.wishlist')} named={(count, shown) => t('nav.wishlistCount', { count, shown })} count={wishlistCount}>
            <HeartIcon />
          </CountLink>
          <CountLink to="/order" label={t('nav.cart')} named={(count, shown) => t('nav.cartCount', { count, shown })} count={cartCount}>
            <CartIcon />
          </CountLink>
          {/* The label may grow with a reader's text spacing (WCAG 1.4.12): only a long name is cut short. data-private:
              the visitor tracker never reads the shopper's name off a click (app/lib/tracker/clicks.ts). */}
          <AppLink
            to="/user"
            data-private
            className="ml-1 hidden min-h-10 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:inline-flex"
          >
            <UserIcon className="h-4 w-4 shrink-0" />
            <span className="max-w-56 truncate">{accountLabel}</span>
          </AppLink>
          <AppLink to="/user" aria-label={accountLabel} className="btn-icon sm:hidden" data-private>
            <UserIcon />
          </AppLink>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-2 md:hidden">
        <SearchBox />
      </div>
      <nav aria-label={t('nav.categories')} className="mx-auto max-w-7xl">
        <ul className="no-scrollbar flex gap-1 overflow-x-auto px-4 pb-2 text-sm [mask-image:linear-gradient(to_right,black_92%,transparent)] md:pb-3">
          {categories.map((c) => (
            <li key={c._id} className="shrink-0">
              <AppLink
                to={`/category?category=${c.slug}`}
                className="inline-flex h-8 items-center rounded-full px-3 text-ink-soft hover:bg-surface-muted hover:text-ink"
              >
                {c.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
