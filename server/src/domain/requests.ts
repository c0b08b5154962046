export { listSignatureRequests, likeContains } from './request-list';
