import { z } from 'zod';
import { optionalNumber, optionalText } from '../api/optional-fields';
import { TALENT_PAGE_SIZE, TALENT_TABS, talentRowSchema } from '../candidates/talent.schema';

/**
 * The candidate-list search for a position (spec 000 §7): the talent filter as the query
 * builder sends it (spec 000 §5 renames: userIdNamePhoneEmail, userIdPositionName; work years
 * already divided by 10; schoolType comma-joined), the tab, query.limit/offset and positionId.
 */
export const chooseCandidateQuerySchema = z.object({
  positionId: z.string({ error: '请选择职位' }).trim().min(1, { error: '请选择职位' }).max(40),
  tab: z.enum(TALENT_TABS, { error: '标签页只能是ALL、UN_COMPLETED或COMPLETED' }).default('ALL'),
  userIdNamePhoneEmail: optionalText(50, '姓名/手机/邮箱'),
  userIdPositionName: optionalText(50, '职位名称'),
  city: optionalText(20, '城市'),
  expectCity: optionalText(20, '期望城市'),
  education: optionalNumber('学历', 0, 8),
  includeUpperEducation: z.boolean().nullish(),
  workYearLower: optionalNumber('工作年限下限', 0, 5),
  workYearUpper: optionalNumber('工作年限上限', 0, 5),
  ageLower: optionalNumber('年龄下限', 0, 100),
  ageUpper: optionalNumber('年龄上限', 0, 100),
  sex: optionalNumber('性别', 0, 2),
  schoolType: optionalText(100, '院校类型'),
  query: z
    .object({
      limit: z.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多100条' }).default(TALENT_PAGE_SIZE),
      offset: z.number({ error: '偏移量必须是数字' }).int().min(0, { error: '偏移量不能为负数' }).max(100_000).default(0),
    })
    .default({ limit: TALENT_PAGE_SIZE, offset: 0 }),
});
export type ChooseCandidateQuery = z.infer<typeof chooseCandidateQuerySchema>;

export const chooseRowSchema = talentRowSchema.extend({
  /** The firm's running order of this person on the position, if any. */
  orderId: z.string().nullable(),
  orderState: z.number().int().nullable(),
  canRecommend: z.boolean(),
});
export type ChooseRow = z.infer<typeof chooseRowSchema>;

/** The answer is read as data.data and data.totalCount (spec 000 §7). */
export const choosePageSchema = z.object({ data: z.array(chooseRowSchema), totalCount: z.number().int() });
