/**
 * The `state` codes of the response envelope. 1, -1, -2 and 2410 are the spec's;
 * the others are ours and are listed in docs/API.md. Each failure also carries a
 * meaningful HTTP status so proxies and logs tell failures apart.
 */
export const ApiState = {
  ok: 1,
  notSignedIn: -1,
  sessionCheckFailed: -2,
  risk: 2410,
  badRequest: 4000,
  /**
   * login.json: the password was right, and this staff account also needs its authenticator's code.
   * HTTP 200 like -2: the next step of signing in, not a failed request (a browser logs every 4xx).
   */
  needOtp: 4011,
  forbidden: 4030,
  notFound: 4040,
  conflict: 4090,
  /** The object changed since the caller loaded it (an optimistic save with an old version). */
  stale: 4091,
  tooLarge: 4130,
  tooFrequent: 4290,
  locked: 4230,
  unavailable: 5030,
  internal: 5000,
} as const;

export type ApiStateCode = (typeof ApiState)[keyof typeof ApiState];

export const API_STATE_HTTP_STATUS: Record<ApiStateCode, number> = {
  [ApiState.ok]: 200,
  [ApiState.notSignedIn]: 401,
  [ApiState.sessionCheckFailed]: 200,
  [ApiState.risk]: 429,
  [ApiState.badRequest]: 422,
  [ApiState.needOtp]: 200,
  [ApiState.forbidden]: 403,
  [ApiState.notFound]: 404,
  [ApiState.conflict]: 409,
  [ApiState.stale]: 409,
  [ApiState.tooLarge]: 413,
  [ApiState.tooFrequent]: 429,
  [ApiState.locked]: 423,
  [ApiState.unavailable]: 503,
  [ApiState.internal]: 500,
};

/** Default user-facing messages; a thrower may give a more specific one. */
export const API_STATE_MESSAGES: Record<ApiStateCode, string> = {
  [ApiState.ok]: '成功',
  [ApiState.notSignedIn]: '请先登录',
  [ApiState.sessionCheckFailed]: '登录已失效，请重新登录',
  [ApiState.risk]: '访问存在风险，请稍后再试',
  [ApiState.badRequest]: '请求参数有误',
  [ApiState.needOtp]: '请输入动态验证码',
  [ApiState.forbidden]: '没有权限执行此操作',
  [ApiState.notFound]: '数据不存在或已删除',
  [ApiState.conflict]: '数据冲突，请核对后重试',
  [ApiState.stale]: '数据已被他人修改，请刷新后再保存',
  [ApiState.tooLarge]: '文件或请求过大',
  [ApiState.tooFrequent]: '操作频繁，稍后再试',
  [ApiState.locked]: '账号已被临时锁定，请稍后再试',
  [ApiState.unavailable]: '服务正在维护，请稍后再试',
  [ApiState.internal]: '系统繁忙，请稍后再试',
};

export interface Envelope<T> {
  state: number;
  success: boolean;
  message: string;
  remark?: string;
  data: T;
}
