import { API_STATE_HTTP_STATUS, API_STATE_MESSAGES, ApiState, type ApiStateCode } from '@hh/domain/api/api-state';

/** The one error class of the server: a state code of the envelope and a Chinese message. */
export class AppError extends Error {
  readonly state: ApiStateCode;
  readonly remark: string | undefined;
  readonly httpStatus: number;

  constructor(state: ApiStateCode, message?: string, options: { remark?: string; httpStatus?: number } = {}) {
    super(message ?? API_STATE_MESSAGES[state]);
    this.state = state;
    this.remark = options.remark;
    this.httpStatus = options.httpStatus ?? API_STATE_HTTP_STATUS[state];
  }
}

export const notFound = (message?: string) => new AppError(ApiState.notFound, message);
export const forbidden = (message?: string) => new AppError(ApiState.forbidden, message);
export const badRequest = (message: string) => new AppError(ApiState.badRequest, message);
export const conflict = (message: string) => new AppError(ApiState.conflict, message);
export const notSignedIn = () => new AppError(ApiState.notSignedIn);
export const tooFrequent = (message?: string) => new AppError(ApiState.tooFrequent, message);
