import { maskPhone } from '@hh/domain/people/phone';
import { type BannerInput, GRAY_LIST_MAX, type GrayUser, type OpsBanner } from '@hh/domain/site/banner-admin.schema';
import type { SiteBanner } from '@hh/domain/site/site-content.schema';
import { conflict, notFound } from '../../platform/errors';
import type { BannerRecord, BannersRepository } from './banners.repository';

const toSite = (b: BannerRecord): SiteBanner => ({
  id: b.id,
  title: b.title,
  description: b.description,
  link: b.link,
  linkText: b.linkText,
  state: b.state,
  startTime: b.startAt.getTime(),
  endTime: b.endAt.getTime(),
  grayUser: b.grayUser,
});
const toOps = (b: BannerRecord): OpsBanner => ({ ...toSite(b), sort: b.sort, updateTime: b.updatedAt.getTime() });

/**
 * Banners (spec 001 §3) and the gray list. The answer to the site and the shell carries every
 * banner in choice order with whether the caller is gray-listed; the page picks with
 * chooseBanner (packages/domain/src/site/banner-choice.ts), so the rule lives in one place.
 */
export class BannersService {
  constructor(private readonly repo: BannersRepository) {}

  async forViewer(userId: string | null): Promise<{ content: SiteBanner[]; grayListed: boolean }> {
    const [rows, grayListed] = await Promise.all([this.repo.all(), userId ? this.repo.isGrayListed(userId) : Promise.resolve(false)]);
    return { content: rows.map(toSite), grayListed };
  }

  async opsList(): Promise<OpsBanner[]> {
    return (await this.repo.all()).map(toOps);
  }

  async create(input: BannerInput, actorId: string): Promise<OpsBanner> {
    return toOps(await this.repo.insert(input, actorId));
  }

  /** The banner before and after the save (the audit trail records what changed). */
  async update(id: string, input: BannerInput, actorId: string): Promise<{ before: OpsBanner; after: OpsBanner }> {
    const saved = await this.repo.update(id, input, actorId);
    if (!saved) throw notFound('横幅不存在');
    return { before: toOps(saved.before), after: toOps(saved.after) };
  }

  /** Deletes the banner and answers it as it was. */
  async remove(id: string): Promise<OpsBanner> {
    const removed = await this.repo.remove(id);
    if (!removed) throw notFound('横幅不存在');
    return toOps(removed);
  }

  async grayList(): Promise<GrayUser[]> {
    return (await this.repo.grayList()).map((u) => ({
      userId: u.userId,
      cname: u.cname,
      phone: maskPhone(u.phone),
      firmName: u.firmName,
      addTime: u.addedAt.getTime(),
    }));
  }

  async addGray(phone: string, actorId: string): Promise<GrayUser> {
    const user = await this.repo.consultantByPhone(phone);
    if (!user) throw notFound('没有这个手机号的顾问');
    if ((await this.repo.grayCount()) >= GRAY_LIST_MAX) throw conflict(`灰度名单最多${GRAY_LIST_MAX}人`);
    if (!(await this.repo.addGray(user.id, actorId))) throw conflict('该顾问已在灰度名单中');
    const added = (await this.grayList()).find((u) => u.userId === user.id);
    if (!added) throw notFound('没有这个手机号的顾问');
    return added;
  }

  /** Takes the user off the list; answers when they had been added. */
  async removeGray(userId: string): Promise<{ addTime: number }> {
    const addedAt = await this.repo.removeGray(userId);
    if (!addedAt) throw notFound('该用户不在灰度名单中');
    return { addTime: addedAt.getTime() };
  }
}
