/** The one error shape of every failed call. */
export interface ApiError {
  success: false;
  error: string;
}
export interface ApiData<T> {
  success: true;
  data: T;
}
export type ApiResult<T> = ApiData<T> | ApiError;
