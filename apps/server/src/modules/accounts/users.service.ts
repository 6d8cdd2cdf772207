import {
  ACCOUNT_STATUS_LABELS,
  type AccountPage,
  type AccountQuery,
  type AccountRow,
  type UserListBody,
  type UserOption,
} from '@hh/domain/accounts/account-admin.schema';
import { ROLE_LABELS, RoleCode } from '@hh/domain/accounts/role';
import ExcelJS from 'exceljs';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { type AccountAdmin, createdRange, restrictedTeam, TEAM_MISSING } from './account-admin';
import type { UserFilter, UsersRepository } from './users.repository';

/** Exports and pickers read at most this many accounts: far above any firm's size. */
const LIST_MAX = 10_000;

type AccountRecord = Awaited<ReturnType<UsersRepository['list']>>[number];

const CHINA_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * Reading a firm's accounts (spec 001 §7): the consultant list (user/list, 10 a page, filters
 * date range and phone), the pickers (query/all/user, query/normal/user) and the Excel export.
 * A manager reads the firm; a team leader their own team.
 */
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  private filterOf(admin: AccountAdmin, input: { startDate: string | null; endDate: string | null; phone: string | null }) {
    const restrictTeamId = restrictedTeam(admin);
    if (restrictTeamId === undefined) return null;
    return { restrictTeamId, ...createdRange(input.startDate, input.endDate), phone: input.phone };
  }

  async page(admin: AccountAdmin, body: UserListBody): Promise<AccountPage> {
    if (body.groupId !== null && !isId(body.groupId)) throw notFound(TEAM_MISSING);
    const base = this.filterOf(admin, { ...body.date, phone: body.phone });
    if (!base) return { pageData: [], totalCount: 0 };
    const filter: UserFilter = { ...base, groupId: body.groupId, status: body.status ?? null, roleCode: null };
    const { rows, total } = await this.users.for(admin).page(filter, body.pageSize, (body.currentPage - 1) * body.pageSize);
    return { pageData: await this.withBindings(rows), totalCount: total };
  }

  /** The normal users tab: open accounts with the member role (顾问). */
  async normalUsers(admin: AccountAdmin, query: AccountQuery): Promise<AccountRow[]> {
    const base = this.filterOf(admin, query);
    if (!base) return [];
    const rows = await this.users.for(admin).list({ ...base, groupId: null, status: 'open', roleCode: RoleCode.member }, LIST_MAX);
    return this.withBindings(rows);
  }

  /** Every account in reach, for the pickers (leader, city bindings); closed ones only when asked. */
  async allUsers(admin: AccountAdmin, needClose: boolean): Promise<UserOption[]> {
    const base = this.filterOf(admin, { startDate: null, endDate: null, phone: null });
    if (!base) return [];
    const rows = await this.users.for(admin).list({ ...base, groupId: null, status: needClose ? null : 'open', roleCode: null }, LIST_MAX);
    return rows.map((r) => ({
      id: r.id,
      cname: r.cname,
      phone: r.phone,
      roleCode: r.roleCode ?? RoleCode.member,
      groupId: r.groupId,
      groupName: r.groupName,
      status: r.status,
      createdAt: r.createdAt.getTime(),
    }));
  }

  /** The consultant list as an .xlsx, with the list's filters. */
  async exportExcel(admin: AccountAdmin, query: AccountQuery): Promise<Buffer> {
    const base = this.filterOf(admin, query);
    const rows = base
      ? await this.users.for(admin).list({ ...base, groupId: null, status: query.status ?? null, roleCode: null }, LIST_MAX)
      : [];
    const accounts = await this.withBindings(rows);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('顾问列表', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: '姓名', key: 'cname', width: 12 },
      { header: '手机号', key: 'phone', width: 15 },
      { header: '角色', key: 'role', width: 10 },
      { header: '团队', key: 'group', width: 18 },
      { header: '城市经理', key: 'cityPms', width: 14 },
      { header: '状态', key: 'status', width: 8 },
      { header: '开通时间', key: 'createdAt', width: 18 },
      { header: '关闭时间', key: 'closedAt', width: 18 },
      { header: '邮箱', key: 'email', width: 28 },
      { header: '微信', key: 'weixin', width: 16 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const a of accounts) {
      sheet.addRow({
        cname: a.cname,
        phone: a.phone,
        role: a.roleName,
        group: a.groupName ?? '未分组',
        cityPms: a.cityPms.map((p) => p.cname).join('、'),
        status: ACCOUNT_STATUS_LABELS[a.status],
        createdAt: CHINA_TIME.format(a.createdAt),
        closedAt: a.closedAt === null ? '' : CHINA_TIME.format(a.closedAt),
        email: a.email ?? '',
        weixin: a.weixin ?? '',
      });
    }
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  private async withBindings(rows: AccountRecord[]): Promise<AccountRow[]> {
    const ids = rows.map((r) => r.id);
    const [pms, bound] = await Promise.all([
      this.users.cityPmsOf(ids),
      this.users.boundUsersOf(rows.filter((r) => r.roleCode === RoleCode.cityLeader).map((r) => r.id)),
    ]);
    return rows.map((r) => {
      const roleCode = (r.roleCode ?? RoleCode.member) as RoleCode;
      const boundUserIds = bound.filter((b) => b.leaderId === r.id).map((b) => b.userId);
      return {
        id: r.id,
        cname: r.cname,
        phone: r.phone,
        email: r.email,
        weixin: r.weixin,
        roleCode,
        roleName: ROLE_LABELS[roleCode],
        groupId: r.groupId,
        groupName: r.groupName,
        isLeader: r.isLeader === true,
        status: r.status,
        createdAt: r.createdAt.getTime(),
        closedAt: r.closedAt?.getTime() ?? null,
        cityPms: pms.filter((p) => p.userId === r.id).map((p) => ({ id: p.id, cname: p.cname })),
        boundCount: boundUserIds.length,
        boundUserIds,
      };
    });
  }
}
