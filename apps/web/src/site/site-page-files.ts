/**
 * The source file of each page of the site, for the build: its per-page JavaScript budget and
 * the preload links the prerender step writes. Without imports, so vite.config.ts can read it.
 */
export const SITE_ENTRY_FILE = 'src/site/entry-client.tsx';

export const SITE_PAGE_FILES = {
  home: 'src/site/pages/home-page.tsx',
  products: 'src/site/pages/products-page.tsx',
  product: 'src/site/pages/product-page.tsx',
  solutions: 'src/site/pages/solutions-page.tsx',
  solution: 'src/site/pages/solution-page.tsx',
  cases: 'src/site/pages/cases-page.tsx',
  research: 'src/site/pages/research-page.tsx',
  about: 'src/site/pages/about-page.tsx',
  legal: 'src/site/pages/legal-page.tsx',
  notFound: 'src/site/pages/site-not-found-page.tsx',
} as const;
