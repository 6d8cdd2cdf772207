/** The long text of a solution page: one kind of customer, its problems and how the platform answers them. */
export interface SolutionDetail {
  id: number;
  headline: string;
  /** Who this customer is, in a paragraph. */
  portrait: string;
  /** What gets in their way today. */
  pains: readonly { title: string; text: string }[];
  /** What they use, by product id, and why. */
  answers: readonly { productId: number; text: string }[];
  /** How the first month goes. */
  rollout: readonly { when: string; what: string }[];
  /** Typical figures after a quarter, from customers of this kind. */
  results: readonly { value: string; label: string }[];
}

export const SOLUTION_DETAILS: Record<number, SolutionDetail> = {
  1: {
    id: 1,
    headline: '精品猎头工作室：小团队，也要有完整的交付体系',
    portrait:
      '3 到 20 人的精品工作室，通常由一两位资深合伙人带着几位顾问，专注一两个行业或职能。职位来源依赖合伙人的人脉，简历散在个人邮箱和电脑里，对账靠表格。团队小，没有预算也没有人手自建系统。',
    pains: [
      { title: '职位来源单一', text: '合伙人的客户资源决定了团队的上限，淡季时顾问无单可做。' },
      { title: '简历留不住', text: '顾问离职，积累的候选人关系和简历也跟着走了。' },
      { title: '对账费时', text: '每张单的推荐时间、入职时间、保证期都要人工核对，月底总有争议。' },
    ],
    answers: [
      { productId: 1, text: '接入平台职位，订单阶段与企业同步，不再靠微信群跟进。' },
      { productId: 3, text: '所有简历统一进入公司简历库，顾问离职资产仍在公司。' },
      { productId: 7, text: '过保订单自动生成结算单，回款状态随时可查。' },
    ],
    rollout: [
      { when: '第 1 天', what: '开通公司账号，管理员创建团队与顾问账号' },
      { when: '第 1 周', what: '历史简历批量导入简历库，完成去重与完善' },
      { when: '第 2 周', what: '顾问开始推荐平台职位，熟悉推荐报告与订单阶段' },
      { when: '第 4 周', what: '查看首月业务数据，确定每人的推荐与面试目标' },
    ],
    results: [
      { value: '2.3 倍', label: '可推荐职位数量' },
      { value: '40%', label: '月底对账时间减少' },
      { value: '100%', label: '简历沉淀在公司名下' },
    ],
  },
  2: {
    id: 2,
    headline: '多城市猎头公司：分级管理，数据范围自动划分',
    portrait:
      '在北京、上海、深圳、杭州等多个城市设有团队的猎头公司，组织上有管理员、城市经理、团队长和顾问四级。管理层需要看全局，城市经理只管自己负责的团队，顾问只需要关注自己的人才和订单。',
    pains: [
      { title: '权限难管', text: '共享盘和表格做不到“各看各的”，要么全部公开，要么层层转发。' },
      { title: '跨城协作难', text: '同一候选人被不同城市的顾问重复联系，客户体验差。' },
      { title: '数据口径不一', text: '各城市各自统计业绩，汇总时口径和时间都对不齐。' },
    ],
    answers: [
      { productId: 1, text: '团队长看组内订单，城市经理看绑定团队，管理员看全部订单。' },
      { productId: 3, text: '全公司一个简历库，按手机号与邮箱去重，归属清晰。' },
      { productId: 6, text: '业务数据按同一口径统计，可按城市、团队与个人筛选。' },
    ],
    rollout: [
      { when: '第 1 天', what: '建立团队结构，设置城市经理并绑定其负责的团队' },
      { when: '第 1 周', what: '各城市导入简历，处理跨城重复人选的归属' },
      { when: '第 2 周', what: '统一使用订单协作推进职位，停止表格跟单' },
      { when: '第 4 周', what: '管理层以业务数据与排行榜召开月度经营会' },
    ],
    results: [
      { value: '0', label: '跨城市重复联系候选人' },
      { value: '1 套', label: '全公司统一的业绩口径' },
      { value: '30%', label: '团队有效推荐量提升' },
    ],
  },
  3: {
    id: 3,
    headline: '垂直行业猎头：把行业人才关系沉淀成资产',
    portrait:
      '专注互联网技术、半导体、生物医药、新能源等单一行业的猎头团队。他们的竞争力在于对行业人才的长期了解：谁在哪家公司、做过什么项目、什么时候可能考虑机会。',
    pains: [
      { title: '人才画像难沉淀', text: '候选人的项目经历、技术栈和求职意向只存在顾问的记忆和聊天记录里。' },
      { title: '找人靠人脉', text: '新职位下来，只能翻通讯录或重新在招聘网站上搜。' },
      { title: '跟进断档', text: '候选人今年不看机会，两年后已经没人记得联系他。' },
    ],
    answers: [
      { productId: 2, text: '按项目经历、曾任职公司与院校组合搜索，精准找到行业人选。' },
      { productId: 3, text: '结构化在线简历加上标签，行业人才库越用越有价值。' },
      { productId: 4, text: '每一次电话都留有记录和录音，长期跟进不断档。' },
    ],
    rollout: [
      { when: '第 1 天', what: '开通共享简历库与人才搜索' },
      { when: '第 1 周', what: '为行业人才设置标签体系，导入存量简历' },
      { when: '第 2 周', what: '以人才搜索配合职位要求建立候选人清单' },
      { when: '第 4 周', what: '复盘通话记录，形成行业话术与人选地图' },
    ],
    results: [
      { value: '1 天', label: '新职位出第一批人选' },
      { value: '3 倍', label: '可检索的行业人才数量' },
      { value: '65%', label: '推荐被审核为有效的比例' },
    ],
  },
  4: {
    id: 4,
    headline: 'RPO 与招聘外包：批量岗位，按节奏稳定交付',
    portrait:
      '为企业承接批量招聘的 RPO 与招聘外包团队，经常同时运营几十个岗位，顾问每天要完成大量电话沟通和推荐。他们关心的是交付节奏、人效与项目结算。',
    pains: [
      { title: '电话量大难管理', text: '每位顾问每天几十通电话，沟通质量无法抽查。' },
      { title: '交付进度不透明', text: '客户每周要进度报告，整理数据要花一整天。' },
      { title: '项目结算复杂', text: '按面试、按入职分别计费，核对起来费时费力。' },
    ],
    answers: [
      { productId: 4, text: '双呼外呼与通话汇总，录音可抽听，人效一目了然。' },
      { productId: 6, text: '推荐、面试、入职按日统计，周报直接导出。' },
      { productId: 7, text: '交付数据分面试与入职两类统计，结算单逐笔对应。' },
    ],
    rollout: [
      { when: '第 1 天', what: '为顾问分配外呼坐席，设置呼叫模式' },
      { when: '第 1 周', what: '把在招岗位的候选人全部纳入订单管理' },
      { when: '第 2 周', what: '团队长每天查看通话汇总与业务数据' },
      { when: '第 4 周', what: '以交付数据与结算单完成首个项目对账' },
    ],
    results: [
      { value: '45%', label: '顾问日均有效通话增加' },
      { value: '1 小时', label: '完成一份项目周报' },
      { value: '0 争议', label: '项目结算对账' },
    ],
  },
  5: {
    id: 5,
    headline: '用人企业：发布一次职位，多家猎头同时交付',
    portrait:
      '需要猎头支持的中高端岗位招聘方：业务快速扩张的互联网公司、需要稀缺技术人才的制造与新能源企业、对合规要求严格的金融机构。HR 团队希望用更少的沟通成本，获得更多高质量的推荐。',
    pains: [
      { title: '供应商管理成本高', text: '同时对接多家猎头，每家都要单独沟通职位、收简历、反馈结果。' },
      { title: '推荐质量参差', text: '简历格式五花八门，重复推荐、不匹配的人选占用大量筛选时间。' },
      { title: '费用难核对', text: '不同猎头的合同条款、保证期和付款节点各不相同。' },
    ],
    answers: [
      { productId: 1, text: '平台项目经理统一运营职位，先审核有效再推送，重复推荐自动拦截。' },
      { productId: 5, text: '职位问题由项目经理集中答复，不必逐个回复猎头。' },
      { productId: 7, text: '统一的结算规则与保证期，费用按结算单一次核对。' },
    ],
    rollout: [
      { when: '第 1 天', what: '与平台签约，确定职位、费率与保证期' },
      { when: '第 1 周', what: '项目经理整理职位介绍与推荐报告模板并发布' },
      { when: '第 2 周', what: '收到首批经过审核的推荐，安排面试' },
      { when: '第 4 周', what: '按阶段查看每个职位的推进情况' },
    ],
    results: [
      { value: '10+', label: '家猎头公司同时交付一个职位' },
      { value: '60%', label: 'HR 沟通工作量减少' },
      { value: '3 周', label: '关键岗位平均到面试' },
    ],
  },
};
