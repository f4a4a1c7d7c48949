import { installChatWidget } from './chat/installChat.ts';
import { installConsentBanner } from './consentBanner.ts';
import { installQaPanel } from './qa/toggle.ts';

/**
 * The page's parts that wait for it to settle (docs/decisions/0201): nothing of a shopper's first view
 * or first move. The QA panel's toggle (qa/toggle.ts), then the consent banner, the page's last box
 * (decision 0166), and the demo's chat widget, which a real host's chat script also brings late: the
 * contact page keeps the chat's place until it reports (spec §2, `pc-chat-ready`).
 */
export const installAfterSettle = (firstView: Promise<void>): void => {
  installChatWidget();
  const panelShown = installQaPanel(document.getElementById('pc-qa') as HTMLElement, firstView);
  // The consent banner is the page's last box: it shows once all above it has (decision 0166).
  void panelShown.then(() => installConsentBanner(document.getElementById('pc-consent')));
};
