// @pc/storefront-elements public API: named exports only. Registering a tag is the job of each
// element's `element.ts` (the build's entries), so importing this module defines no element.

export type { ContactProps } from './contact/Contact.tsx';
export { Contact } from './contact/Contact.tsx';
export type { ChatHost, ChatWidget } from './contact/chat/chatAdapter.ts';
export {
  CHAT_READY_EVENT,
  chatWidget,
  isChatAvailable,
  openChat,
  watchChat,
} from './contact/chat/chatAdapter.ts';
export type { ContactDetails } from './contact/contactDetails.ts';
export { contactDetails, mailtoHref, smsHref } from './contact/contactDetails.ts';
export type { FaqEntry, FaqSegment } from './contact/faq.ts';
export { CONTACT_FAQ } from './contact/faq.ts';
export { meta as contactMeta } from './contact/meta.ts';
