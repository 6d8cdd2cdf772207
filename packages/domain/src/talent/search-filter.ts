/**
 * The talent and resume search filter of spec 000 §3, with the spec's defaults. The
 * choose-candidate screen (a position's candidate list) and talent search both hold one; what
 * reaches the server is built from it by `buildTalentSearchQuery`.
 */
export interface TalentSearchFilter {
  userIdOrName: string;
  positionName: string;
  includePastExperience: boolean;
  /** Years of work as the user typed them; sent at one tenth (spec 000 §9). */
  workYearLower: number | null;
  workYearUpper: number | null;
  city: string;
  expectCity: string;
  /** Education code of the dictionary (0 不限). */
  education: number;
  ageLower: number | null;
  ageUpper: number | null;
  salaryLow: number | null;
  salaryHigh: number | null;
  searchKeyWord: string;
  /** 0 any, 1 male, 2 female. */
  sex: number;
  status: number | null;
  projectExperiences: string;
  companyNames: string;
  lastSchoolNames: string;
  /** Codes of the schoolType dictionary; sent comma-joined. */
  schoolType: string[];
  includeUpperEducation: boolean;
  sortField: string;
  moreSelectCurrent: number;
  graduateTime: string;
  graduateAgoOrAfter: string;
  noJuniorExp: boolean;
  jobHoppingSearchModel: number | null;
  isOutSourcing: boolean | null;
  gapPeriod: number | null;
  isFamousEnterprise: boolean | null;
  isDoubleTops: boolean | null;
  has985EduExp: boolean | null;
  has211EduExp: boolean | null;
  isBatchOne: boolean | null;
  isBatchTwo: boolean | null;
  isBatchThree: boolean | null;
  isGovernment: boolean | null;
  isNoGovernment: boolean | null;
  expectSalaryLower: number | null;
  expectSalaryUpper: number | null;
  current: number;
  limit: number;
}

export const DEFAULT_TALENT_SEARCH_FILTER: Readonly<TalentSearchFilter> = Object.freeze({
  userIdOrName: '',
  positionName: '',
  includePastExperience: false,
  workYearLower: null,
  workYearUpper: null,
  city: '',
  expectCity: '',
  education: 0,
  ageLower: null,
  ageUpper: null,
  salaryLow: null,
  salaryHigh: null,
  searchKeyWord: '',
  sex: 0,
  status: null,
  projectExperiences: '',
  companyNames: '',
  lastSchoolNames: '',
  schoolType: [],
  includeUpperEducation: false,
  sortField: '',
  moreSelectCurrent: 1,
  graduateTime: '',
  graduateAgoOrAfter: '',
  noJuniorExp: false,
  jobHoppingSearchModel: null,
  isOutSourcing: null,
  gapPeriod: null,
  isFamousEnterprise: null,
  isDoubleTops: null,
  has985EduExp: null,
  has211EduExp: null,
  isBatchOne: null,
  isBatchTwo: null,
  isBatchThree: null,
  isGovernment: null,
  isNoGovernment: null,
  expectSalaryLower: null,
  expectSalaryUpper: null,
  current: 1,
  limit: 20,
});
