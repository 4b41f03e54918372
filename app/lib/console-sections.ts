// The console's sections and the area of the console each belongs to (core/permissions.ts): the header's links and the
// console's home list only those the staff member's role may open; the pages themselves check again (requireArea).
import { staffMay, type ConsoleArea, type StaffRole } from '../../core/permissions';
import type { TFunction } from 'i18next';

export type ConsoleSection = { to: string; label: (t: TFunction) => string; area: ConsoleArea };

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { to: '/console/orders', label: (t) => t('console.nav.orders'), area: 'orders' },
  { to: '/console/messages', label: (t) => t('messages.nav'), area: 'orders' },
  { to: '/console/buy-for-me', label: (t) => t('console.buyForMe.nav'), area: 'orders' },
  { to: '/console/survey', label: (t) => t('survey.console.nav'), area: 'orders' },
  { to: '/console/transfers', label: (t) => t('console.nav.transfers'), area: 'money' },
  { to: '/console/refunds', label: (t) => t('console.refunds.nav'), area: 'money' },
  { to: '/console/giftcards', label: (t) => t('giftCard.console.nav'), area: 'money' },
  { to: '/console/leasing', label: (t) => t('leasing.console.nav'), area: 'money' },
  { to: '/console/products', label: (t) => t('console.products.nav'), area: 'catalog' },
  { to: '/console/pricing', label: (t) => t('console.pricing.nav'), area: 'catalog' },
  { to: '/console/search', label: (t) => t('console.search.nav'), area: 'catalog' },
  { to: '/console/categories', label: (t) => t('console.structure.nav.categories'), area: 'catalog' },
  { to: '/console/brands', label: (t) => t('console.structure.nav.brands'), area: 'catalog' },
  { to: '/console/bundles', label: (t) => t('console.structure.nav.bundles'), area: 'catalog' },
  { to: '/console/stock', label: (t) => t('console.stock.nav'), area: 'catalog' },
  { to: '/console/products/import', label: (t) => t('console.priceList.nav'), area: 'catalog' },
  { to: '/console/content', label: (t) => t('console.roles.sections.content'), area: 'content' },
  { to: '/console/blocks', label: (t) => t('console.roles.sections.blocks'), area: 'content' },
  { to: '/console/redirects', label: (t) => t('console.roles.sections.redirects'), area: 'content' },
  { to: '/console/season', label: (t) => t('season.nav'), area: 'content' },
  // After the sections of each role's own work: the console opens on a role's first section.
  { to: '/console/visitors', label: (t) => t('console.visitors.nav'), area: 'visitors' },
  { to: '/console/positions', label: (t) => t('careersConsole.nav.positions'), area: 'careers' },
  { to: '/console/applications', label: (t) => t('careersConsole.nav.applications'), area: 'careers' },
  { to: '/console/staff', label: (t) => t('console.nav.staff'), area: 'staff' },
  { to: '/console/settings', label: (t) => t('console.nav.settings'), area: 'settings' },
  { to: '/console/audit', label: (t) => t('console.audit.nav'), area: 'audit' },
];

/** The sections a role may open, in the header's order. */
export function sectionsFor(role: StaffRole): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((s) => staffMay(role, s.area));
}

/** The section a page belongs to: the one whose address is the longest start of the page's. */
export function currentSection(sections: ConsoleSection[], pathname: string): ConsoleSection | undefined {
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return sections.filter((s) => within(s.to)).sort((a, b) => b.to.length - a.to.length)[0];
}
