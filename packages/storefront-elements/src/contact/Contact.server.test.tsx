// @vitest-environment node
import { HostContext } from '@pc/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Contact } from './Contact.tsx';

// design.md "First paint": the store server renders <pc-contact>'s first view in node, without a DOM (no window, no
// chat widget): the view reads nothing but its props while rendering (docs/decisions/0024).

describe('<pc-contact> renders without a DOM', () => {
  it('its first view, keeping the live chat its place', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <HostContext value={{} as HTMLElement}>
        <Contact />
      </HostContext>,
    );
    expect(html).toContain('Contact Us');
    expect(html).toContain('channel--reserved');
  });
});
