/**
 * Each page of the site is its own chunk, loaded by what mounts it (the prerender step, the
 * site's entry before it hydrates, or the workspace app), so a page only carries its own text.
 */
import type { ComponentType } from 'react';
import type { SitePageKey } from './site-routes';

export type SitePage = ComponentType<{ param?: number }>;

export const SITE_PAGE_LOADERS: Record<SitePageKey, () => Promise<SitePage>> = {
  home: () => import('./pages/home-page').then((m) => m.HomePage),
  products: () => import('./pages/products-page').then((m) => m.ProductsPage),
  product: () => import('./pages/product-page').then((m) => m.ProductPage),
  solutions: () => import('./pages/solutions-page').then((m) => m.SolutionsPage),
  solution: () => import('./pages/solution-page').then((m) => m.SolutionPage),
  cases: () => import('./pages/cases-page').then((m) => m.CasesPage),
  research: () => import('./pages/research-page').then((m) => m.ResearchPage),
  about: () => import('./pages/about-page').then((m) => m.AboutPage),
  legal: () => import('./pages/legal-page').then((m) => m.LegalPage),
  notFound: () => import('./pages/site-not-found-page').then((m) => m.SiteNotFoundPage),
};
