/**
 * The public site's addresses (spec 001 §2): exact paths only. One table serves the
 * prerender step (which page to render and its title and description), the site's own entry
 * (which page to hydrate) and the workspace app (which renders the same pages client-side
 * when it is the one that meets the address, e.g. in development).
 */
import { PRODUCTS, SOLUTIONS } from './content/catalog';
import { LEGAL_DOCS } from './content/legal';
import { SITE_NAME } from './site-info';

export type SitePageKey =
  | 'home'
  | 'products'
  | 'product'
  | 'solutions'
  | 'solution'
  | 'cases'
  | 'research'
  | 'about'
  | 'legal'
  | 'notFound';

export interface SiteRoute {
  /** The exact path, or null for the fallback page. */
  path: string | null;
  page: SitePageKey;
  /** The product or solution number of /product/n and /solution/n. */
  param?: number;
  /** The short name (the header's and the workspace's title). */
  name: string;
  /** The document title. */
  title: string;
  description: string;
}

const titled = (name: string) => `${name} - ${SITE_NAME}`;

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/index',
    page: 'home',
    name: '首页',
    title: `${SITE_NAME} - 猎头公司的职位、人才与订单协作平台`,
    description:
      '猎头协作平台连接用人企业与猎头公司：平台职位、订单协作、人才搜索、简历库、外呼、在线聊天、业务数据与结算，一套系统完成从推荐到回款的全部交付。',
  },
  {
    path: '/products',
    page: 'products',
    name: '产品',
    title: titled('产品'),
    description: '七项核心能力：订单协作、人才搜索、简历库、外呼、聊天、数据与排行、结算，覆盖猎头交付的每一个环节。',
  },
  ...PRODUCTS.map(
    (p): SiteRoute => ({
      path: `/product/${p.id}`,
      page: 'product',
      param: p.id,
      name: p.name,
      title: titled(`${p.name} - 产品`),
      description: p.description,
    }),
  ),
  {
    path: '/solutions',
    page: 'solutions',
    name: '解决方案',
    title: titled('解决方案'),
    description: '为精品猎头工作室、多城市猎头公司、垂直行业猎头、RPO 团队与用人企业分别设计的落地方案。',
  },
  ...SOLUTIONS.map(
    (s): SiteRoute => ({
      path: `/solution/${s.id}`,
      page: 'solution',
      param: s.id,
      name: s.name,
      title: titled(`${s.name} - 解决方案`),
      description: s.description,
    }),
  ),
  {
    path: '/cases',
    page: 'cases',
    name: '案例',
    title: titled('客户案例'),
    description: '猎头工作室、多城市猎头公司、行业猎头与招聘外包团队如何用猎头协作平台提升交付效率：背景、做法与结果。',
  },
  {
    path: '/research',
    page: 'research',
    name: '研究院',
    title: titled('研究院'),
    description: '猎头协作平台研究院：基于平台数据的行业报告、技术人才流动观察、合作规则实务，以及面向顾问的培训课程。',
  },
  {
    path: '/about',
    page: 'about',
    name: '关于我们',
    title: titled('关于我们'),
    description: '关于猎头协作平台：我们的使命、发展历程、服务团队与联系方式。工作日 9:00-18:00 为您安排产品介绍与演示。',
  },
  ...LEGAL_DOCS.map(
    (d): SiteRoute => ({ path: d.path, page: 'legal', param: d.id, name: d.name, title: titled(d.name), description: d.lead }),
  ),
];

export const SITE_NOT_FOUND: SiteRoute = {
  path: null,
  page: 'notFound',
  name: '页面不存在',
  title: titled('页面不存在'),
  description: '您访问的页面不存在或已被移除。',
};

/** The route of an exact path, or undefined (the fallback page's business). */
export function matchSiteRoute(pathname: string): SiteRoute | undefined {
  return SITE_ROUTES.find((r) => r.path === pathname);
}

/** The six entries of the public menu (spec 001 §2), and which pages light each up. */
export const SITE_MENU: readonly { label: string; href: string; pages: readonly SitePageKey[] }[] = [
  { label: '首页', href: '/index', pages: ['home'] },
  { label: '产品', href: '/products', pages: ['products', 'product'] },
  { label: '解决方案', href: '/solutions', pages: ['solutions', 'solution'] },
  { label: '案例', href: '/cases', pages: ['cases'] },
  { label: '研究院', href: '/research', pages: ['research'] },
  { label: '关于我们', href: '/about', pages: ['about'] },
];
