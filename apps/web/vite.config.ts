import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkBudget } from './build-tools/chunk-budget.ts';
import { precompress } from './build-tools/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    chunkBudget([
      { route: '/login', groups: ['src/features/auth/pages/login-page.tsx'], limitKb: 200 },
      { route: '/index/dashboard', groups: ['src/app/workspace/workspace-layout.tsx', 'src/app/module-pending-page.tsx'], limitKb: 350 },
      {
        route: '/index/messages',
        groups: ['src/app/workspace/workspace-layout.tsx', 'src/features/content/pages/messages-page.tsx'],
        limitKb: 350,
      },
    ]),
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    // antd is split by component; the budget plugin watches what each address really loads.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // antd's inputs import one context from @rc-component/form, whose package declares no
        // sideEffects, so the whole form engine (and its validator) rode along into the sign-in page.
        // Both are plain modules: drop them where nothing of theirs is used.
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
