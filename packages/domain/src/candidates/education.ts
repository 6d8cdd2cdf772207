/** Education codes of the `education` dictionary (apps/server/data/dictionaries.json). */
export const EDUCATION_LABELS: Record<number, string> = {
  0: '不限',
  1: '初中及以下',
  2: '中专/中技',
  3: '高中',
  4: '大专',
  5: '本科',
  6: '硕士',
  7: 'MBA/EMBA',
  8: '博士',
};

export const SEX_LABELS: Record<number, string> = { 0: '', 1: '男', 2: '女' };

export const NOW_STATUS_LABELS: Record<number, string> = {
  0: '',
  1: '离职-随时到岗',
  2: '在职-月内到岗',
  3: '在职-考虑机会',
  4: '在职-暂不考虑',
};
