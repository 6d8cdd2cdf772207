/**
 * The public site's addresses and the main heading each must show (spec 001 §2): the contract
 * the journeys hold the site to, written out here rather than imported from the web app.
 */
export const SITE_PAGES: readonly { path: string; heading: RegExp; title: RegExp }[] = [
  { path: '/index', heading: /^猎头公司的职位、人才与订单协作平台$/, title: /^猎头协作平台 - / },
  { path: '/products', heading: /^七项核心能力，一个工作台$/, title: /^产品 - 猎头协作平台$/ },
  ...['订单协作', '人才搜索', '简历库', '外呼', '聊天', '数据与排行', '结算'].map((name, i) => ({
    path: `/product/${i + 1}`,
    heading: new RegExp(`^${name}：`),
    title: new RegExp(`^${name} - 产品 - 猎头协作平台$`),
  })),
  { path: '/solutions', heading: /^不同规模、不同行业，各有各的用法$/, title: /^解决方案 - 猎头协作平台$/ },
  ...[
    ['精品猎头工作室', '精品猎头工作室'],
    ['多城市猎头公司', '多城市猎头公司'],
    ['垂直行业猎头', '垂直行业猎头'],
    ['RPO 与招聘外包', 'RPO 与招聘外包团队'],
    ['用人企业', '用人企业'],
  ].map(([heading, name], i) => ({
    path: `/solution/${i + 1}`,
    heading: new RegExp(`^${heading}：`),
    title: new RegExp(`^${name} - 解决方案 - 猎头协作平台$`),
  })),
  { path: '/cases', heading: /^客户案例$/, title: /^客户案例 - 猎头协作平台$/ },
  { path: '/research', heading: /^猎头协作平台研究院$/, title: /^研究院 - 猎头协作平台$/ },
  { path: '/about', heading: /^让猎头合作更透明、更高效$/, title: /^关于我们 - 猎头协作平台$/ },
];
