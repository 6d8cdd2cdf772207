# The thirty fictional people of the v3 set. Everything here is invented: names, numbers, companies, achievements.
# Universities and cities are real. Every e-mail uses a reserved example.com/.net/.org domain.
#
# Each record is the truth a careful recruiter would type (dates YYYY-MM, "至今" for a current job) plus what the
# page shows beside it (display strings, departments, descriptions). build.py renders each record in its layout and
# writes truth.json from the truth fields only.


def E(school, major, degree, start, end, shown=None, **kw):
    """An education entry. `shown` is the degree as the page writes it (e.g. MBA（非统招））."""
    return dict(school=school, major=major, degree=degree, start=start, end=end, shown=shown or degree, **kw)


def W(company, title, start, end, dept=None, desc=(), **kw):
    return dict(company=company, title=title, start=start, end=end, dept=dept, desc=list(desc), **kw)


def J(name, start, end, role=None, desc=(), **kw):
    return dict(name=name, start=start, end=end, role=role, desc=list(desc), **kw)


PEOPLE = [
    # 01 — 智联-like job-board page printed by Chromium
    dict(
        n=1, layout="zhilian", ext="pdf",
        name="周浩然", sex="男", birth=None, age=32, phone="13764281395", phone_shown="137-6428-1395",
        email="zhouhr@lab.example.com", city="上海", city_shown="上海-浦东新区", workYears=9,
        intent=dict(job="工艺研发经理", city="杭州、苏州", salary="25-35K·14薪", industry="医药/生物工程", status="在职，考虑机会"),
        summary="9年原料药与中间体工艺开发经验，熟悉GMP与工艺验证，主导过3个品种从小试到商业化放大。",
        education=[E("华东理工大学", "化学工程与工艺", "本科", "2011-09", "2015-06")],
        work=[
            W("上海赛诺生物科技有限公司", "高级工艺工程师", "2020-04", "至今", dept="工艺研发部",
              desc=["负责抗病毒原料药的工艺路线优化，收率由62%提升至78%", "带领4人小组完成两个品种的工艺验证与注册申报资料"]),
            W("江苏康弘药业有限公司", "工艺工程师", "2017-07", "2020-03", dept="技术中心",
              desc=["负责中间体车间的工艺放大与偏差调查", "编写SOP 30余份，参与新版GMP认证"]),
            W("上海华谊精细化工有限公司", "助理工程师", "2015-07", "2017-06", dept="生产技术科",
              desc=["参与反应釜工艺参数优化与日常生产技术支持"]),
        ],
        projects=[
            J("抗病毒原料药连续流工艺开发", "2022-03", "2023-08", role="项目负责人",
              desc=["将两步间歇反应改为连续流工艺，批次周期缩短40%"]),
        ],
        skills=["工艺放大", "QbD", "GMP", "Minitab", "英语CET-6"],
    ),
    # 02 — 前程无忧-like page with a side panel
    dict(
        n=2, layout="job51", ext="pdf",
        name="刘雅琴", sex="女", birth="1990-04", age=35, phone="15921837406", phone_shown="159 2183 7406",
        email="liuyaqin@finance.example.net", city="南京", city_shown="江苏省南京市鼓楼区", workYears=12,
        hometown="安徽芜湖",
        intent=dict(job="财务总监/财务经理", city="南京", salary="30-40万/年", industry="贸易/物流", status="在职，看看新机会"),
        summary="12年财务工作经验，CPA全科通过，熟悉集团合并报表、税务筹划与内控体系建设。",
        education=[
            E("南京大学", "工商管理", "硕士", "2016-09", "2019-06", shown="MBA（非统招）"),
            E("南京财经大学", "会计学", "本科", "2009-09", "2013-06"),
        ],
        work=[
            W("南京金陵商贸集团有限公司", "财务经理", "2019-07", "至今", dept="财务部",
              desc=["负责集团6家子公司的合并报表与年度审计对接", "搭建资金日报体系，年节约财务费用约120万元"]),
            W("南京新港物流有限公司", "财务主管", "2016-07", "2019-06", dept="财务部",
              desc=["负责总账、税务申报与成本核算，带领3名会计"]),
            W("江苏瑞恒会计师事务所（特殊普通合伙）", "高级审计员", "2013-07", "2016-06", dept="审计二部",
              desc=["参与上市公司年报审计及IPO财务尽调项目10余个"]),
        ],
        projects=[],
        skills=["CPA", "中级会计师", "用友NC", "SAP FICO", "Excel VBA"],
        certificates=["注册会计师（全科合格）2018年", "中级会计师 2016年"],
    ),
    # 03 — 猎聘-like page: sidebar with the basic data, date strips with durations
    dict(
        n=3, layout="liepin", ext="pdf",
        name="赵睿", sex="男", birth=None, age=38, phone="18601127745", phone_shown="+86 186 0112 7745",
        email="zhaorui@tech.example.org", city="北京", city_shown="北京", workYears=14,
        intent=dict(job="CTO/技术副总裁", city="北京、上海", salary="面议", industry="互联网/企业服务", status="在职，暂不考虑"),
        summary="14年研发与技术管理经验，带过120人研发团队，主导SaaS平台从0到1及云原生改造。",
        education=[
            E("北京航空航天大学", "计算机科学与技术", "硕士", "2009-09", "2011-03"),
            E("哈尔滨工业大学", "软件工程", "本科", "2005-09", "2009-06"),
        ],
        work=[
            W("北京极光云图科技有限公司", "技术副总裁", "2021-06", "至今", dept="研发中心",
              desc=["负责研发、测试、运维共120人团队，年研发预算8000万", "推动全面上云与微服务化，服务器成本下降35%"]),
            W("北京千帆互动科技有限公司", "技术总监", "2017-03", "2021-05", dept="技术部",
              desc=["负责电商中台技术体系，支撑日订单量从20万增长到150万"]),
            W("北京百川信息技术有限公司", "高级架构师", "2013-08", "2017-02", dept="架构组",
              desc=["设计分布式消息平台与统一鉴权服务"]),
            W("北京中科软通科技有限公司", "软件工程师", "2011-04", "2013-07", dept="金融事业部",
              desc=["参与银行核心系统外围模块开发"]),
        ],
        projects=[
            J("云图SaaS多租户平台", "2021-09", "2023-06", role="总负责人",
              desc=["设计多租户隔离与计费体系，签约客户由40家增至300家"]),
            J("千帆订单中台重构", "2018-04", "2019-10", role="技术负责人",
              desc=["拆分单体应用为28个微服务，大促峰值TPS提升6倍"]),
            J("百川统一鉴权服务", "2015-05", "2016-04", role="架构师",
              desc=["支撑集团内42个系统单点登录"]),
            J("银行信贷外围系统改造", "2012-03", "2012-12", role="开发工程师"),
        ],
        skills=["Java", "Go", "Kubernetes", "技术管理", "架构设计"],
    ),
    # 04 — BOSS-like online resume
    dict(
        n=4, layout="boss", ext="pdf",
        name="孙梦瑶", sex="女", birth=None, age=26, phone="17380624519", phone_shown="173 8062 4519",
        email="sunmengyao@example.com", city="成都", city_shown="四川成都", workYears=3,
        intent=dict(job="用户运营", city="成都", salary="9-13K", industry="游戏/社交", status="离职-随时到岗"),
        summary="3年社区与用户运营经验，擅长活动策划和数据复盘，独立负责过50万用户的社群体系。",
        education=[E("西南财经大学", "市场营销", "本科", "2017-09", "2021-06")],
        work=[
            W("成都蓝鲸互娱网络科技有限公司", "用户运营", "2022-08", "2025-04",
              desc=["负责玩家社群与KOC体系，月活跃用户提升27%", "策划周年庆线上活动，参与人数12万"]),
            W("成都悦享生活电子商务有限公司", "新媒体运营", "2021-07", "2022-07",
              desc=["负责公众号与小红书内容，粉丝从3万涨到11万"]),
            W("成都天府文旅传媒有限公司", "运营实习生", "2020-07", "2020-12",
              desc=["协助景区活动执行与线上推广"]),
        ],
        projects=[
            J("《深海纪元》周年庆用户召回", "2023-05", "2023-07", role="运营负责人",
              desc=["设计分层召回方案，7日回流用户3.2万"]),
        ],
        skills=["社群运营", "活动策划", "SQL基础", "剪映", "Excel"],
    ),
    # 05 — two-column CV template, dark sidebar on the left (contact, skills), experience on the right
    dict(
        n=5, layout="sidebar-left", ext="pdf",
        name="韩雪", sex="女", birth="1995-08", age=None, phone="13661790256", phone_shown="136 6179 0256",
        email="hanxue@studio.example.net", city="深圳", city_shown="常住：深圳", workYears=None,
        title_line="UI / 交互设计师",
        summary="专注移动端与B端产品体验设计，主导过两个百万级用户App的改版。",
        education=[
            E("伦敦艺术大学", "交互设计", "硕士", "2017-09", "2018-11", shown="MA"),
            E("广州美术学院", "视觉传达设计", "本科", "2013-09", "2017-06"),
        ],
        work=[
            W("深圳微光互动科技有限公司", "高级UI设计师", "2021-03", "至今", dept="用户体验中心",
              desc=["负责金融App 4.0视觉与交互改版，应用商店评分由3.9升至4.7", "建立设计规范与组件库，交付效率提升30%"]),
            W("深圳方寸设计顾问有限公司", "UI设计师", "2019-01", "2021-02",
              desc=["服务家电、零售等行业客户12家，负责App与小程序界面设计"]),
        ],
        projects=[
            J("微光理财App 4.0改版", "2022-02", "2022-11", role="主设计师"),
            J("智能家居控制小程序", "2019-08", "2020-03", role="UI设计师"),
        ],
        skills=["Figma", "Sketch", "After Effects", "用户研究", "设计系统"],
        languages=["英语（IELTS 7.0）", "粤语"],
    ),
    # 06 — two-column template with the sidebar on the right, bare headings 经历 / 教育
    dict(
        n=6, layout="sidebar-right", ext="pdf",
        name="郑凯文", sex="男", birth=None, age=30, phone="18817395021", phone_shown="188.1739.5021",
        email="zhengkw@invest.example.com", city="杭州", city_shown="浙江杭州", workYears=8,
        title_line="投资经理 · 消费与医疗",
        summary="8年一级与二级市场研究投资经验，覆盖消费、医疗赛道，主导投资项目9个。",
        education=[E("浙江大学", "金融学", "本科", "2013-09", "2017-06")],
        work=[
            W("杭州锦程资本管理有限公司", "投资经理", "2021-09", "至今",
              desc=["负责消费与医疗赛道项目的寻源、尽调与投后管理", "主导投资项目5个，累计投资额3.2亿元"]),
            W("浙江汇鑫证券有限公司", "行业研究员", "2017-07", "2021-08", dept="研究所",
              desc=["覆盖食品饮料行业，撰写深度报告20余篇"]),
        ],
        projects=[],
        skills=["财务建模", "行业研究", "Wind", "CFA三级"],
        certificates=["CFA三级候选人", "基金从业资格"],
    ),
    # 07 — English-only two-column resume
    dict(
        n=7, layout="english", ext="pdf",
        name="Wenjie Li", sex="男", birth=None, age=None, phone="13424871930", phone_shown="+86 134 2487 1930",
        email="wenjie.li@ml.example.org", city="深圳", city_shown="Shenzhen, China", workYears=7,
        title_line="Senior Machine Learning Engineer",
        summary="Machine learning engineer with 7 years of experience in computer vision and on-device inference.",
        education=[
            E("University of Edinburgh", "Computer Science", "硕士", "2016-09", "2017-11", shown="MSc"),
            E("South China University of Technology", "Electronic Engineering", "本科", "2012-09", "2016-06", shown="B.Eng."),
        ],
        work=[
            W("Horizon Vision Technology Co., Ltd.", "Senior Machine Learning Engineer", "2021-04", "至今",
              desc=["Lead a team of 5 building real-time detection models for retail cameras",
                    "Cut model latency on edge devices by 45% with quantisation and pruning"]),
            W("Pearl River Data Co., Ltd.", "Machine Learning Engineer", "2018-01", "2021-03",
              desc=["Built OCR and document classification pipelines serving 2M pages per day"]),
        ],
        projects=[
            J("Shelf Monitoring Vision System", "2022-01", "2023-03", role="Tech Lead"),
            J("Invoice OCR Platform", "2019-02", "2020-06", role="Core Developer"),
        ],
        skills=["Python", "PyTorch", "TensorRT", "C++", "MLOps"],
        languages=["Mandarin (native)", "English (fluent)", "Cantonese"],
    ),
    # 08 — timeline layout (vertical line with dots, dates on the left)
    dict(
        n=8, layout="timeline", ext="pdf",
        name="陈静怡", sex="女", birth="1985-11", age=None, phone="13922871046", phone_shown="139 2287 1046",
        email="chenjingyi@hr.example.com", city="广州", city_shown="广东省广州市天河区", workYears=16,
        title_line="人力资源总监",
        summary="16年人力资源管理经验，其中8年HRD经历，擅长组织发展、薪酬绩效与并购整合。",
        education=[
            E("中山大学", "工商管理", "硕士", "2012-09", "2015-06", shown="硕士（在职）"),
            E("暨南大学", "人力资源管理", "本科", "2005-09", "2009-06"),
        ],
        work=[
            W("广州汇美时尚集团有限公司", "人力资源总监", "2020-03", "至今",
              desc=["管理20人HR团队，支撑员工规模由1800人增至3200人", "主导两次收购后的组织与薪酬整合"]),
            W("广州南粤食品有限公司", "人力资源经理", "2016-05", "2020-02",
              desc=["搭建任职资格体系与绩效管理制度"]),
            W("佛山美联电器有限公司", "招聘主管", "2013-02", "2016-04",
              desc=["年招聘量600人以上，建立校园招聘品牌"]),
            W("广州博雅咨询有限公司", "人事专员", "2010-08", "2013-01"),
            W("广州天河城百货有限公司", "人事助理", "2009-07", "2010-07"),
        ],
        projects=[],
        skills=["组织发展", "薪酬绩效", "劳动关系", "HRBP"],
        certificates=["一级人力资源管理师"],
    ),
    # 09 — job-board page with icon glyphs before every heading; a student (应届) with internships
    dict(
        n=9, layout="icons", ext="pdf",
        name="杨帆", sex="男", birth="2000-03", age=25, phone="15091736248", phone_shown="150-9173-6248",
        email="yangfan2000@stu.example.org", city="西安", city_shown="陕西西安", workYears=0,
        intent=dict(job="算法工程师（通信方向）", city="西安、成都、深圳", salary="20-28K", industry="通信/电子", status="应届毕业生"),
        summary="信号处理与深度学习交叉方向，发表EI会议论文1篇，熟悉5G物理层。",
        education=[
            E("西安电子科技大学", "信息与通信工程", "硕士", "2022-09", "2025-06"),
            E("长安大学", "电子信息工程", "本科", "2018-09", "2022-06"),
        ],
        work=[
            W("陕西秦云数据科技有限公司", "算法实习生", "2024-06", "2024-09", dept="智能算法部",
              desc=["负责信道估计模型的训练与评测"]),
            W("西安创联信息技术有限公司", "嵌入式开发实习生", "2021-07", "2021-09",
              desc=["基于STM32的采集终端驱动开发"]),
        ],
        projects=[
            J("基于深度学习的5G信道估计", "2023-10", "2024-12", role="主要完成人"),
            J("毫米波雷达手势识别系统", "2023-03", "2023-09", role="算法负责人"),
            J("校园LoRa环境监测网络", "2020-09", "2021-05", role="队长"),
        ],
        campus=["2023.09 - 2024.06  研究生会学术部部长", "2019.07 - 2019.08  暑期社会实践：秦岭山区电商助农调研"],
        skills=["Python", "PyTorch", "MATLAB", "C", "5G NR"],
    ),
    # 10 — bilingual job-board page (Chinese + English headings), right-aligned date strips
    dict(
        n=10, layout="bilingual", ext="pdf",
        name="吴嘉豪", name_en="Jiahao Wu", sex="男", birth="1991-05", age=34, phone="13013865472",
        phone_shown="(+86) 130-1386-5472", email="jiahao.wu@scm.example.net", city="苏州", city_shown="苏州市工业园区",
        workYears=10,
        intent=dict(job="供应链经理 Supply Chain Manager", city="苏州、上海", salary="35-45万", industry="汽车零部件", status="在职"),
        summary="10年外资制造业供应链经验，负责计划、采购与物流，熟悉SAP与精益供应链。",
        education=[
            E("西交利物浦大学", "供应链管理", "硕士", "2013-09", "2014-11", shown="硕士（MSc）"),
            E("苏州大学", "物流管理", "本科", "2009-09", "2013-06"),
        ],
        work=[
            W("博泰汽车电子（苏州）有限公司", "供应链经理", "2020-01", "至今", dept="供应链部",
              desc=["负责年采购额6亿元的物料计划与供应商交付", "库存周转天数由48天降至31天"]),
            W("苏州凯斯特精密部件有限公司", "采购主管", "2017-04", "2019-12",
              desc=["管理电子类供应商40家，年度降本4.5%"]),
            W("苏州华鼎物流有限公司", "物流计划员", "2014-12", "2017-03"),
        ],
        projects=[
            J("VMI供应商管理库存项目", "2021-03", "2021-12", role="项目经理"),
        ],
        skills=["SAP MM/PP", "精益生产", "英语（商务流利）"],
    ),
    # 11 — 前程无忧-style "Word" download: HTML tables, gb2312, named .doc
    dict(
        n=11, layout="html-doc-51", ext="doc",
        name="许志强", sex="男", birth="1983-02", age=42, phone="13602036647", phone_shown="13602036647",
        email="xuzhiqiang@plant.example.com", city="天津", city_shown="天津-滨海新区", workYears=22,
        landline="022-65831207", hometown="河北沧州",
        intent=dict(job="设备经理/维修经理", city="天津", salary="1.5-2万/月", industry="机械制造", status="目前正在找工作"),
        summary="22年设备管理与维修经验，精通TPM，熟悉西门子、三菱PLC。",
        education=[
            E("天津大学", "工程管理", "硕士", "2019-09", "2022-06", shown="硕士（非全日制）"),
            E("天津理工大学", "机械工程", "本科", "2008-03", "2011-01", shown="本科（成人高考·专升本）"),
            E("天津轻工职业技术学院", "机电一体化", "大专", "2000-09", "2003-07"),
        ],
        work=[
            W("天津滨海重型机械有限公司", "设备经理", "2016-08", "至今", dept="设备部",
              desc=["负责全厂800余台设备的维护保养计划与备件管理", "推行TPM，设备综合效率由71%提升到85%"]),
            W("天津津港包装机械有限公司", "维修主管", "2010-03", "2016-07",
              desc=["带领12人维修班组，负责生产线设备故障抢修"]),
            W("天津宏达汽车配件厂", "维修电工", "2005-05", "2010-02"),
            W("天津市北辰五金制品有限公司", "设备操作工", "2003-07", "2005-04"),
        ],
        projects=[],
        training=["2014.05 - 2014.06  西门子PLC高级编程培训  天津西门子培训中心"],
        skills=["PLC", "TPM", "AutoCAD", "电工证（高压）"],
    ),
    # 12 — 智联-style "Word" download: HTML, gb2312, named .doc
    dict(
        n=12, layout="html-doc-zl", ext="doc",
        name="林晓燕", sex="女", birth=None, age=29, phone="18659273015", phone_shown="186 5927 3015",
        email="linxiaoyan@edu.example.com", city="厦门", city_shown="福建厦门", workYears=7,
        intent=dict(job="初中语文教师", city="厦门", salary="8001-10000元/月", industry="教育/培训", status="在职，急寻新工作"),
        summary="7年初中语文教学经验，区级优秀教师，带班中考语文平均分连续两年全区前三。",
        education=[E("福建师范大学", "汉语言文学", "本科", "2014-09", "2018-06")],
        work=[
            W("厦门英才学校", "初中语文教师", "2020-09", "至今", dept="初中部",
              desc=["担任两个班语文教学及班主任工作", "2023年获思明区优质课比赛一等奖"]),
            W("厦门启明星教育咨询有限公司", "语文教研老师", "2018-07", "2020-08",
              desc=["负责初中语文课程研发与教师培训"]),
        ],
        projects=[],
        awards=["2023年 思明区优质课比赛一等奖", "2017年 福建师范大学优秀学生干部"],
        skills=["教师资格证（初中语文）", "普通话二级甲等"],
    ),
    # 13 — 猎聘-style "Word" download: HTML, gb2312, named .doc, long career
    dict(
        n=13, layout="html-doc-lp", ext="doc",
        name="胡振宇", sex="男", birth="1979-07", age=None, phone="13916620483", phone_shown="139-1662-0483",
        email="hu.zhenyu@med.example.org", city="上海", city_shown="上海市徐汇区", workYears=24,
        intent=dict(job="销售副总裁/大区总监", city="上海", salary="120-150万", industry="医疗器械", status="在职"),
        summary="24年医疗器械销售与管理经验，其中10年全国销售管理，团队规模最大260人。",
        education=[
            E("中欧国际工商学院", "工商管理", "硕士", "2014-04", "2016-03", shown="EMBA"),
            E("上海交通大学", "生物医学工程", "本科", "1997-09", "2001-07"),
        ],
        work=[
            W("上海联影瑞康医疗科技有限公司", "销售副总裁", "2019-01", "至今",
              desc=["负责全国影像设备销售，年销售额由9亿元增至21亿元"]),
            W("迈瑞康泰医疗器械（上海）有限公司", "华东大区总监", "2013-06", "2018-12",
              desc=["管理华东六省一市销售团队120人"]),
            W("百特伦医疗设备（中国）有限公司", "区域销售经理", "2008-03", "2013-05",
              desc=["负责江浙沪超声产品线"]),
            W("上海康桥医疗科技有限公司", "高级销售代表", "2006-06", "2008-02"),
            W("上海恒瑞达医疗器械有限公司", "销售代表", "2004-02", "2006-05"),
            W("上海第六制药厂", "技术员", "2001-07", "2004-01"),
        ],
        projects=[],
        skills=["战略销售", "渠道管理", "招投标", "团队建设"],
    ),
    # 14 — 51job-like MHTML download (quoted-printable HTML + an inline image), named .doc
    dict(
        n=14, layout="mhtml-51", ext="doc",
        name="唐小龙", sex="男", birth="1994-01", age=31, phone="15823640971", phone_shown="158 2364 0971",
        email="tangxl@bridge.example.com", city="重庆", city_shown="重庆-渝北区", workYears=6,
        intent=dict(job="桥梁设计工程师", city="重庆、成都", salary="1.5-2万/月", industry="建筑/工程", status="在职，看看新机会"),
        summary="6年桥梁设计经验，一级注册结构工程师（在考），熟练使用Midas Civil。",
        education=[
            E("重庆交通大学", "桥梁与隧道工程", "硕士", "2016-09", "2019-06"),
            E("重庆大学", "土木工程", "本科", "2012-09", "2016-06"),
        ],
        work=[
            W("重庆城投路桥设计院有限公司", "高级工程师", "2022-06", "至今", dept="桥梁二所",
              desc=["主持城市快速路跨江大桥的施工图设计"]),
            W("重庆渝建桥梁工程有限公司", "桥梁设计师", "2019-07", "2022-05", dept="设计部",
              desc=["负责连续刚构桥的结构计算与出图"]),
        ],
        projects=[
            J("嘉陵江礼嘉大桥施工图设计", "2022-09", "2024-03", role="专业负责人"),
            J("渝北区互通立交改造", "2020-04", "2021-08", role="结构设计"),
        ],
        skills=["Midas Civil", "AutoCAD", "桥梁博士", "BIM Revit"],
    ),
    # 15 — BOSS-like MHTML download, named .doc
    dict(
        n=15, layout="mhtml-boss", ext="doc",
        name="曾丽娟", sex="女", birth="1992-03", age=None, phone="13787164302", phone_shown="137 8716 4302",
        email="zenglj@shop.example.net", city="长沙", city_shown="湖南长沙", workYears=11,
        intent=dict(job="电商运营经理", city="长沙", salary="15-20K", industry="电子商务", status="在职-月内到岗"),
        summary="11年电商运营经验，天猫、抖音双平台操盘，单店年GMV最高1.6亿元。",
        education=[E("湖南工商大学", "电子商务", "本科", "2010-09", "2014-06")],
        work=[
            W("长沙茶颜优品电子商务有限公司", "电商运营经理", "2020-05", "至今",
              desc=["负责天猫与抖音旗舰店，2024年GMV 1.6亿元", "管理8人运营与客服团队"]),
            W("湖南米粉侠食品有限公司", "天猫店长", "2017-03", "2020-04",
              desc=["店铺从0做到类目前十"]),
            W("长沙优品汇贸易有限公司", "电商专员", "2014-07", "2017-02"),
        ],
        projects=[
            J("抖音自播间搭建", "2022-02", "2022-08", role="负责人"),
        ],
        skills=["生意参谋", "巨量千川", "直播运营", "数据分析"],
    ),
    # 16 — RTF as Word writes it (\ansicpg936, \'hh GBK escapes)
    dict(
        n=16, layout="rtf-classic", ext="rtf",
        name="马天宇", sex="男", birth="1998-04", age=27, phone="15662398741", phone_shown="156 6239 8741",
        email="matianyu@data.example.com", city="济南", city_shown="山东济南", workYears=5,
        summary="5年数据分析经验，熟悉用户增长分析与A/B实验设计。",
        education=[E("山东大学", "统计学", "本科", "2016-09", "2020-06")],
        work=[
            W("济南智汇云数据科技有限公司", "高级数据分析师", "2022-07", "至今", dept="数据中台部",
              desc=["负责用户增长指标体系与A/B实验平台的分析方法", "搭建流失预警模型，召回率提升18%"]),
            W("山东鲁信消费金融有限公司", "数据分析师", "2020-07", "2022-06",
              desc=["负责风控策略效果评估与报表自动化"]),
        ],
        projects=[
            J("用户流失预警模型", "2023-02", "2023-09", role="负责人"),
            J("风控报表自动化平台", "2021-03", "2021-11", role="核心成员"),
        ],
        skills=["SQL", "Python", "Tableau", "统计建模"],
    ),
    # 17 — RTF with \uN? Unicode escapes and a table for the basic data
    dict(
        n=17, layout="rtf-unicode", ext="rtf",
        name="白雪梅", sex="女", birth="1988-06", age=None, phone="13888265017", phone_shown="138-8826-5017",
        email="baixuemei@hotel.example.org", city="昆明", city_shown="云南省昆明市", workYears=15,
        hometown="云南大理",
        summary="15年高端酒店运营管理经验，熟悉国际品牌酒店标准。",
        education=[E("云南大学", "旅游管理", "本科", "2006-09", "2010-06")],
        work=[
            W("昆明滇池湾度假酒店有限公司", "酒店总经理", "2019-10", "至今",
              desc=["全面负责320间客房度假酒店运营，GOP率提升6个百分点"]),
            W("丽江雪山悦榕酒店管理有限公司", "房务总监", "2015-04", "2019-09",
              desc=["负责客房、前厅及礼宾部门"]),
            W("昆明翠湖宾馆有限公司", "前厅部主管", "2010-07", "2015-03"),
        ],
        projects=[],
        skills=["收益管理", "Opera PMS", "服务质量管理"],
    ),
    # 18 — RTF named .doc (a Word "save as RTF" renamed), long career
    dict(
        n=18, layout="rtf-doc", ext="doc",
        name="钱伟", sex="男", birth=None, age=45, phone="18971520384", phone_shown="189 7152 0384",
        email="qianwei@build.example.com", city="武汉", city_shown="湖北武汉", workYears=23,
        summary="23年建材行业采购与供应链管理经验。",
        education=[
            E("华中科技大学", "工商管理", "硕士", "2010-09", "2013-06", shown="硕士（非全日制）"),
            E("武汉理工大学", "材料科学与工程", "本科", "1998-09", "2002-06"),
        ],
        work=[
            W("武汉楚天新型建材集团有限公司", "采购总监", "2015-03", "至今",
              desc=["负责年采购额15亿元的大宗原材料采购", "建立供应商分级与招标管理制度"]),
            W("湖北华新水泥销售有限公司", "采购经理", "2008-06", "2015-02"),
            W("武汉长江建材有限公司", "技术员", "2002-07", "2008-05"),
        ],
        projects=[],
        skills=["战略采购", "供应商管理", "合同谈判"],
    ),
    # 19 — WPS-style DOCX: name, phone and e-mail only in the page header/footer
    dict(
        n=19, layout="docx-header", ext="docx",
        name="徐静", sex="女", birth=None, age=33, phone="13956014728", phone_shown="139 5601 4728",
        email="xujing@office.example.net", city="合肥", city_shown="安徽合肥", workYears=11,
        summary="11年行政与人事综合管理经验，熟悉制度建设与企业文化活动。",
        education=[E("安徽大学", "行政管理", "本科", "2010-09", "2014-06")],
        work=[
            W("合肥科讯智能语音有限公司", "行政人事经理", "2020-02", "至今",
              desc=["负责300人公司的行政、招聘与员工关系"]),
            W("安徽皖江物流集团有限公司", "行政主管", "2016-07", "2020-01"),
            W("合肥天鹅湖酒店管理有限公司", "行政专员", "2014-07", "2016-06"),
        ],
        projects=[],
        skills=["办公软件", "劳动法", "活动组织"],
    ),
    # 20 — WPS-style DOCX: contact details in a text box beside the name
    dict(
        n=20, layout="docx-textbox", ext="docx",
        name="邓磊", sex="男", birth="1994-09", age=None, phone="15253287604", phone_shown="152-5328-7604",
        email="denglei@auto.example.com", city="青岛", city_shown="山东省青岛市黄岛区", workYears=9,
        summary="9年汽车零部件技术销售经验，负责主机厂大客户。",
        education=[E("中国海洋大学", "机械设计制造及其自动化", "本科", "2012-09", "2016-06")],
        work=[
            W("青岛海联汽车零部件有限公司", "大客户经理", "2020-03", "至今", dept="销售部",
              desc=["负责两家主机厂客户，年销售额2.3亿元"]),
            W("青岛德科精密机械有限公司", "技术销售工程师", "2016-07", "2020-02",
              desc=["负责制动系统零部件的技术支持与报价"]),
        ],
        projects=[
            J("新能源车型制动卡钳定点项目", "2021-05", "2022-04", role="项目经理"),
        ],
        skills=["客户管理", "APQP", "AutoCAD", "英语CET-6"],
    ),
    # 21 — WPS-style DOCX: a 求职登记表 grid; education and work are table rows
    dict(
        n=21, layout="docx-grid", ext="docx",
        name="刘洋", sex="男", birth="1990-01", age=None, phone="13526870193", phone_shown="13526870193",
        email="liuyang90@example.org", city="郑州", city_shown="河南郑州", workYears=12,
        hometown="河南周口",
        education=[
            E("郑州大学", "电气工程", "硕士", "2016-09", "2019-06", shown="硕士（非全日制）"),
            E("河南理工大学", "电气工程及其自动化", "本科", "2009-09", "2013-06"),
        ],
        work=[
            W("郑州宇通新能源装备有限公司", "电气主管", "2019-08", "至今", dept="技术部"),
            W("河南平高电气设备有限公司", "电气工程师", "2015-03", "2019-07"),
            W("郑州华信电力安装有限公司", "技术员", "2013-07", "2015-02"),
        ],
        projects=[],
    ),
    # 22 — WPS-style DOCX: name/phone in the header, e-mail in the footer, body in tables
    dict(
        n=22, layout="docx-mixed", ext="docx",
        name="周雨涵", sex="女", birth=None, age=28, phone="18950237461", phone_shown="189 5023 7461",
        email="zhouyuhan@pharma.example.com", city="福州", city_shown="福建福州", workYears=3,
        summary="药理学硕士，3年临床前药效评价经验。",
        education=[
            E("福建医科大学", "药理学", "硕士", "2019-09", "2022-06"),
            E("中国药科大学", "药学", "本科", "2015-09", "2019-06"),
        ],
        work=[
            W("福州海峡生物医药有限公司", "药理研究员", "2023-03", "至今", dept="药理毒理部",
              desc=["负责小分子抗肿瘤药物的体内药效评价"]),
            W("福建康圣医药科技有限公司", "研究助理", "2022-07", "2023-02"),
        ],
        projects=[
            J("抗肿瘤新药HX-102药效学研究", "2023-06", "2024-10", role="课题负责人"),
        ],
        skills=["动物实验", "GraphPad", "ELISA", "流式细胞术"],
    ),
    # 23 — LibreOffice Writer, a two-column section (text flows down the left column then the right)
    dict(
        n=23, layout="lo-writer-2col", ext="pdf",
        name="谢婷", sex="女", birth="1997-05", age=None, phone="13607918254", phone_shown="136 0791 8254",
        email="xieting@acct.example.net", city="南昌", city_shown="江西南昌", workYears=6,
        summary="6年会计经验，中级会计师，熟悉制造业成本核算。",
        education=[E("江西财经大学", "会计学", "本科", "2015-09", "2019-06")],
        work=[
            W("江西洪都精密制造有限公司", "成本会计主管", "2022-04", "至今", dept="财务部",
              desc=["负责三个车间的成本核算与月度成本分析"]),
            W("南昌赣江会计师事务所有限公司", "审计助理", "2019-07", "2022-03"),
        ],
        projects=[],
        skills=["金蝶K3", "Excel", "中级会计师", "税务申报"],
    ),
    # 24 — LibreOffice Writer, two-column section with a full-width header, long engineering career
    dict(
        n=24, layout="lo-writer-2col-b", ext="pdf",
        name="高明", sex="男", birth=None, age=43, phone="13940287613", phone_shown="139 4028 7613",
        email="gaoming@grid.example.org", city="沈阳", city_shown="辽宁沈阳", workYears=18,
        summary="18年电力设备与变频器研发经验，正高级工程师，在职取得工学博士学位。",
        education=[
            E("东北大学", "电气工程", "博士", "2013-09", "2018-06", shown="博士（在职）"),
            E("东北大学", "电力电子与电力传动", "硕士", "2006-09", "2009-03"),
            E("沈阳工业大学", "电气工程及其自动化", "本科", "2002-09", "2004-07", shown="本科（专升本）"),
            E("沈阳电力高等专科学校", "发电厂及电力系统", "大专", "1999-09", "2002-07"),
        ],
        work=[
            W("沈阳北方电驱科技有限公司", "研发总监", "2018-05", "至今",
              desc=["负责高压变频器产品线研发，团队35人"]),
            W("辽宁新锐电气有限公司", "高级工程师", "2012-08", "2018-04"),
            W("沈阳华强变频技术有限公司", "研发工程师", "2009-04", "2012-07"),
            W("沈阳电力设备修造厂", "技术员", "2004-08", "2006-08"),
        ],
        projects=[
            J("10kV高压变频器平台", "2019-03", "2021-06", role="项目总负责"),
            J("矿用防爆变频器", "2014-01", "2015-09", role="硬件负责人"),
        ],
        skills=["电力电子", "DSP", "Altium Designer", "Matlab/Simulink"],
    ),
    # 25 — LibreOffice Impress, a one-page slide with side-by-side frames
    dict(
        n=25, layout="lo-impress", ext="pdf",
        name="方可欣", sex="女", birth="2002-08", age=None, phone="17801265390", phone_shown="178 0126 5390",
        email="fangkexin@psy.example.org", city="北京", city_shown="北京", workYears=0,
        summary="心理学本科应届生，用户研究与数据分析方向。",
        education=[E("北京师范大学", "心理学", "本科", "2021-09", "2025-06")],
        work=[],
        practice=[("北京知心心理咨询中心", "志愿者（热线接听）", "2023-07", "2023-09"),
                  ("北京市海淀区社区心理服务站", "暑期社会实践", "2022-07", "2022-08")],
        projects=[
            J("大学生睡眠与情绪调查", "2023-10", "2024-05", role="负责人"),
            J("短视频使用与注意力的眼动实验", "2024-09", "2025-04", role="毕业论文"),
        ],
        skills=["SPSS", "R", "问卷设计", "访谈"],
    ),
    # 26 — LibreOffice Draw, a poster-style page with frames
    dict(
        n=26, layout="lo-draw", ext="pdf",
        name="罗浩", sex="男", birth="1989-12", age=None, phone="18685104726", phone_shown="186 8510 4726",
        email="luohao@chef.example.com", city="贵阳", city_shown="贵州贵阳", workYears=14,
        summary="14年厨房管理经验，擅长黔菜与川菜创新。",
        education=[E("四川旅游学院", "烹饪工艺与营养", "大专", "2008-09", "2011-06")],
        work=[
            W("贵阳山里人家餐饮管理有限公司", "行政总厨", "2019-06", "至今"),
            W("贵州花溪酒店有限公司", "厨师长", "2015-03", "2019-05"),
            W("成都蓉城餐饮有限公司", "厨师", "2011-07", "2015-02"),
        ],
        projects=[],
        skills=["黔菜", "川菜", "成本控制", "食品安全"],
    ),
    # 27 — pandoc Markdown → DOCX, bare headings 经历 / 教育 / 项目
    dict(
        n=27, layout="pandoc-cn", ext="docx",
        name="蔡文轩", sex="男", birth=None, age=35, phone="13998451270", phone_shown="139 9845 1270",
        email="caiwx@marine.example.net", city="大连", city_shown="辽宁大连", workYears=12,
        summary="12年船舶轮机与船厂技术管理经验，持有甲类一等大管轮证书。",
        education=[E("大连海事大学", "轮机工程", "本科", "2009-09", "2013-07")],
        work=[
            W("大连中远海运重工有限公司", "轮机技术主管", "2019-04", "至今", dept="修船事业部"),
            W("大连远洋航运有限公司", "大管轮", "2015-08", "2019-03"),
            W("大连远洋航运有限公司", "三管轮", "2013-08", "2015-07"),
        ],
        projects=[
            J("VLCC脱硫塔加装改造", "2020-05", "2021-02", role="轮机负责人"),
        ],
        skills=["主机维修", "船舶检验", "英语（航海英语）"],
    ),
    # 28 — pandoc Markdown → DOCX, bilingual name, English body
    dict(
        n=28, layout="pandoc-en", ext="docx",
        name="陈晓雨", name_en="Emily Chen", sex="女", birth="1993-10", age=None, phone="13817460925",
        phone_shown="+86 138 1746 0925", email="emily.chen@brand.example.com", city="上海", city_shown="Shanghai, China",
        workYears=9,
        summary="Brand marketing manager with 9 years in beauty and consumer goods.",
        education=[
            E("London School of Economics", "Marketing", "硕士", "2015-09", "2016-09", shown="M.Sc."),
            E("Fudan University", "English Literature", "本科", "2011-09", "2015-06", shown="B.A."),
        ],
        work=[
            W("Aurora Cosmetics (China) Co., Ltd.", "Brand Manager", "2021-02", "至今"),
            W("Shanghai Bloom Consumer Goods Co., Ltd.", "Assistant Brand Manager", "2018-05", "2021-01"),
            W("Ogilvy-Stone Advertising (Shanghai) Co., Ltd.", "Account Executive", "2016-10", "2018-04"),
        ],
        projects=[],
        skills=["Brand strategy", "Consumer insight", "Tmall & Douyin marketing"],
    ),
    # 29 — a scan: Chromium screenshot saved as JPEG
    dict(
        n=29, layout="scan-jpg", ext="jpg",
        name="孔德明", sex="男", birth=None, age=36, phone="13831159062", phone_shown="138 3115 9062",
        email="kongdm@sales.example.com", city="石家庄", city_shown="河北石家庄", workYears=13,
        summary="13年工程机械销售经验，连续三年区域销冠。",
        education=[E("河北科技大学", "市场营销", "本科", "2008-09", "2012-06")],
        work=[
            W("河北中联重机销售有限公司", "区域销售经理", "2012-07", "至今", dept="冀中大区"),
        ],
        projects=[],
        skills=["大客户销售", "融资租赁方案", "C1驾照"],
    ),
    # 30 — a scan: the same kind of screenshot wrapped in an image-only PDF (one DCTDecode XObject)
    dict(
        n=30, layout="scan-pdf", ext="pdf",
        name="邵佳慧", sex="女", birth="1996-02", age=None, phone="15968127035", phone_shown="159 6812 7035",
        email="shaojh@nurse.example.org", city="温州", city_shown="浙江温州", workYears=7,
        summary="7年三甲医院护理经验，主管护师。",
        education=[
            E("温州医科大学", "护理学", "本科", "2014-09", "2018-06"),
        ],
        work=[
            W("温州瓯江医院", "主管护师", "2022-01", "至今", dept="心内科"),
            W("温州瓯江医院", "护师", "2018-07", "2021-12", dept="急诊科"),
        ],
        projects=[],
        skills=["护士执业证", "急危重症护理", "PICC维护"],
    ),
]
