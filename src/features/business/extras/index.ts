export { AesForBusinessPage } from './AesForBusinessPage';
export { ExtrasPage, type ExtrasPageProps } from './ExtrasPage';
export { customExtrasQuery } from './api';
