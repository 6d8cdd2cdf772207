import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkBudget, type RouteBudget } from './build-tools/chunk-budget.ts';
import { contactQr } from './build-tools/contact-qr.ts';
import { precompressDir } from './build-tools/precompress.ts';
import { prerenderSite } from './build-tools/prerender-site.ts';
import { CONTACT_URL } from './src/site/site-info.ts';
import { SITE_PAGE_FILES } from './src/site/site-page-files.ts';

const OUT_DIR = path.resolve(import.meta.dirname, 'dist');
/** The server-side build of the site, read by the prerender step and removed after it. */
const SSR_OUT_DIR = path.resolve(import.meta.dirname, 'dist-ssr');

/** Each kind of public page: the site's own light entry plus that page's chunk (issue 7: ≤ 150 kB). */
const SITE_BUDGETS: RouteBudget[] = Object.entries(SITE_PAGE_FILES).map(([page, file]) => ({
  route: `site:${page}`,
  entry: 'site.html',
  groups: [file],
  limitKb: 150,
}));

export default defineConfig({
  plugins: [
    react(),
    contactQr(CONTACT_URL),
    chunkBudget([
      { route: '/login', groups: ['src/features/auth/pages/login-page.tsx'], limitKb: 200 },
      {
        route: '/index/dashboard',
        groups: ['src/app/workspace/workspace-layout.tsx', 'src/features/workbench/pages/dashboard-page.tsx'],
        limitKb: 350,
      },
      {
        route: '/index/messages',
        groups: ['src/app/workspace/workspace-layout.tsx', 'src/features/content/pages/messages-page.tsx'],
        limitKb: 350,
      },
      ...SITE_BUDGETS,
    ]),
  ],
  // The same year in the prerendered footer and in the browser that hydrates it.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true } },
  },
  /**
   * `vite build` builds two environments: the browser's (the workspace app from index.html and
   * the public site's light entry from site.html) and a server-side build of the site, which
   * renders each public page to HTML; then every text file is precompressed.
   */
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('the client and ssr build environments are both needed');
      await builder.build(client);
      await builder.build(ssr);
      const pages = await prerenderSite(OUT_DIR, SSR_OUT_DIR);
      builder.config.logger.info(`prerendered ${pages.length} public pages into dist/site`);
      const count = await precompressDir(OUT_DIR);
      builder.config.logger.info(`precompressed ${count} files (.gz) in dist`);
    },
  },
  environments: {
    client: {
      build: {
        outDir: OUT_DIR,
        emptyOutDir: true,
        target: 'es2022',
        // The prerender step reads which chunks each public page needs, to preload them.
        manifest: true,
        // Every browser we support preloads modules natively.
        modulePreload: { polyfill: false },
        // antd is split by component; the budget plugin watches what each address really loads.
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          input: { main: path.resolve(import.meta.dirname, 'index.html'), site: path.resolve(import.meta.dirname, 'site.html') },
          treeshake: {
            // antd's inputs import one context from @rc-component/form, whose package declares no
            // sideEffects, so the whole form engine (and its validator) rode along into the sign-in page.
            // Both are plain modules: drop them where nothing of theirs is used.
            moduleSideEffects: (id) => (/[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) ? false : undefined),
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        target: 'node20',
        ssr: true,
        rolldownOptions: { input: { 'render-page': path.resolve(import.meta.dirname, 'src/site/render-page.tsx') } },
      },
    },
  },
});
