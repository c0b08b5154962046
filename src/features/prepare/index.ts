export { InvitePage, type InvitePageProps } from './components/InvitePage';
export { UploadPage } from './components/UploadPage';
export { messages as prepareMessages } from './messages';
