import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { MAINLAND_MOBILE_RE, normalizePhone } from '../people/phone';
import { newPasswordSchema } from './password-policy';
import { isRoleCode, type RoleCode } from './role';

/**
 * Account management (spec 001 §2–§7): teams, consultant accounts and city leaders. The paths
 * are the spec's; the payloads are ours (docs/API.md, "Account management").
 */

/** Accounts lists: page 1, 10 a page (spec 001 §9). */
export const ACCOUNT_PAGE_SIZE = 10;

/** The tabs of the account management screen; the team tab is the default (spec 001 §2). */
export const ACCOUNT_TABS = ['team', 'lietou', 'normal'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = { team: '团队', lietou: '顾问列表', normal: '普通用户' };

export const ACCOUNT_STATUSES = ['open', 'closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { open: '正常', closed: '已关闭' };

export const GROUP_NAME_MAX = 20;

const pickId = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, { error: `请选择${label}` })
    .max(40, { error: `${label}不存在` });

const optionalId = z
  .string({ error: '团队必须是文字' })
  .trim()
  .max(40, { error: '团队不存在' })
  .nullish()
  .transform((v) => (v ? v : null));

export const groupNameSchema = z
  .string({ error: '请输入团队名称' })
  .trim()
  .min(1, { error: '请输入团队名称' })
  .max(GROUP_NAME_MAX, { error: `团队名称不能超过${GROUP_NAME_MAX}个字` });

export const phoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, { error: '请输入手机号' })
  .transform(normalizePhone)
  .refine((v) => MAINLAND_MOBILE_RE.test(v), { error: '手机号格式不正确' });

const cnameSchema = z.string({ error: '请输入姓名' }).trim().min(1, { error: '请输入姓名' }).max(20, { error: '姓名不能超过20个字' });

const optionalEmail = z
  .string({ error: '邮箱必须是文字' })
  .trim()
  .max(100, { error: '邮箱不能超过100个字符' })
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: '邮箱格式不正确' });

const optionalWeixin = z
  .string({ error: '微信号必须是文字' })
  .trim()
  .max(50, { error: '微信号不能超过50个字符' })
  .nullish()
  .transform((v) => (v ? v : null));

const roleCodeSchema = numberParam(
  z
    .number({ error: '请选择角色' })
    .refine((v): v is RoleCode => isRoleCode(v), { error: '角色只能是顾问、团队长、城市经理或管理员' })
    .transform((v) => v as RoleCode),
);

// Teams ---------------------------------------------------------------------------------------

export const checkGroupNameSchema = z.object({ groupName: groupNameSchema });
export const groupNameCheckSchema = z.object({ exist: z.boolean() });

export const addGroupBatchSchema = z.object({
  groupNames: z
    .array(groupNameSchema, { error: '请输入团队名称' })
    .min(1, { error: '请至少输入一个团队名称' })
    .max(20, { error: '一次最多添加20个团队' }),
});

export const modifyGroupSchema = z.object({ groupId: pickId('团队'), groupName: groupNameSchema });
export const groupIdQuerySchema = z.object({ groupId: pickId('团队') });
export const groupLeaderQuerySchema = z.object({ groupId: pickId('团队'), userId: pickId('团队长') });

export const teamRowSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  leaderId: z.string().nullable(),
  leaderName: z.string().nullable(),
  leaderPhone: z.string().nullable(),
  /** Open accounts in the team. */
  memberCount: z.number().int(),
  closedCount: z.number().int(),
  createdAt: z.number().int(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;
export const teamListSchema = z.array(teamRowSchema);

// Filters (spec 001 §3: date{startDate,endDate}, phone, currentPage, pageSize) --------------------

const dateText = (label: string) =>
  z
    .string({ error: `${label}必须是日期` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: `${label}格式应为YYYY-MM-DD` });

/** The phone filter is sent as null when empty (spec 001 §5); digits only, matched as a part of the number. */
const phoneFilter = z
  .string({ error: '手机号必须是文字' })
  .trim()
  .max(11, { error: '手机号不能超过11位' })
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\d+$/.test(v), { error: '手机号只能输入数字' });

export const accountDateSchema = z.object({ startDate: dateText('开始日期'), endDate: dateText('结束日期') });

export const userListBodySchema = z.object({
  date: accountDateSchema.nullish().transform((v) => v ?? { startDate: null, endDate: null }),
  phone: phoneFilter,
  status: z.enum(ACCOUNT_STATUSES, { error: '账号状态只能是open或closed' }).nullish(),
  groupId: optionalId,
  currentPage: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
  pageSize: numberParam(z.number({ error: '每页条数必须是数字' }).int().min(1).max(50, { error: '每页最多50条' })).default(
    ACCOUNT_PAGE_SIZE,
  ),
});
export type UserListBody = z.infer<typeof userListBodySchema>;

/** The same filters as query parameters, for the GET lists and the Excel export. */
export const accountQuerySchema = z.object({
  startDate: dateText('开始日期'),
  endDate: dateText('结束日期'),
  phone: phoneFilter,
  status: z.enum(ACCOUNT_STATUSES, { error: '账号状态只能是open或closed' }).nullish(),
});
export type AccountQuery = z.infer<typeof accountQuerySchema>;

// Accounts --------------------------------------------------------------------------------------

export const accountRowSchema = z.object({
  id: z.string(),
  cname: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  weixin: z.string().nullable(),
  roleCode: z.number().int(),
  roleName: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  /** True when this account leads its team. */
  isLeader: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
  /** The city leaders this account is bound to. */
  cityPms: z.array(z.object({ id: z.string(), cname: z.string() })),
  /** For a city leader: the accounts bound to them. */
  boundCount: z.number().int(),
  boundUserIds: z.array(z.string()),
});
export type AccountRow = z.infer<typeof accountRowSchema>;
export const accountPageSchema = z.object({ pageData: z.array(accountRowSchema), totalCount: z.number().int() });
export type AccountPage = z.infer<typeof accountPageSchema>;
export const accountListSchema = z.array(accountRowSchema);

export const addUserSchema = z.object({
  cname: cnameSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  roleCode: roleCodeSchema,
  groupId: optionalId,
  email: optionalEmail,
  weixin: optionalWeixin,
});
export type AddUser = z.infer<typeof addUserSchema>;

export const modifyUserSchema = z.object({
  id: pickId('账号'),
  cname: cnameSchema,
  phone: phoneSchema,
  roleCode: roleCodeSchema,
  groupId: optionalId,
  email: optionalEmail,
  weixin: optionalWeixin,
  /** A new password set by the manager; empty keeps the current one. */
  password: z.preprocess((v) => (v === '' ? null : v), newPasswordSchema.nullish()),
});
export type ModifyUser = z.infer<typeof modifyUserSchema>;

export const userIdQuerySchema = z.object({ userId: pickId('账号') });

const userIdList = z
  .array(z.string({ error: '账号必须是文字' }).trim().min(1).max(40, { error: '账号不存在' }), { error: '请选择账号' })
  .max(500, { error: '一次最多选择500个账号' });

export const setCityPmSchema = z.object({ userId: pickId('城市经理'), userIds: userIdList.default([]) });
export const bindCityPmUsersSchema = z.object({ cityPmId: pickId('城市经理'), userIds: userIdList });

/** A user as the pickers show one (query/all/user, query/normal/user). */
export const userOptionSchema = z.object({
  id: z.string(),
  cname: z.string(),
  phone: z.string(),
  roleCode: z.number().int(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.number().int(),
});
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionListSchema = z.array(userOptionSchema);

export const allUserQuerySchema = z.object({
  /** Closed accounts are left out unless asked for. */
  needClose: z
    .enum(['true', 'false'], { error: 'needClose只能是true或false' })
    .optional()
    .transform((v) => v === 'true'),
});

/** What the account writes answer: the teams added, the accounts a dismissal moved, the account opened, the accounts bound. */
export const addedTeamsSchema = z.array(z.object({ id: z.string(), groupName: z.string() }));
export const dismissedTeamSchema = z.object({ moved: z.number().int() });
export const addedUserSchema = z.object({ id: z.string() });
export const boundUsersSchema = z.object({ bound: z.number().int() });
