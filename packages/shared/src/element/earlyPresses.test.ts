// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { markListening, recordEarlyPresses, replayEarlyPresses } from './earlyPresses.ts';

// docs/decisions/0126: a press before the element's script is replayed once after hydration.

/** A served element holding `html` in its shadow root, in a `<main>` of the page. */
const servedWith = (html: string) => {
  const root = document.createElement('main');
  const host = document.createElement('pc-thing');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = html;
  root.append(host);
  document.body.append(root);
  return { root, host, shadow };
};

const served = () => {
  const { root, host, shadow } = servedWith(
    '<button type="button">CHECKOUT - $50</button><button type="button" disabled>SOLD OUT</button><a href="/x">link</a>',
  );
  const [checkout, soldOut] = shadow.querySelectorAll('button');
  return { root, host, checkout: checkout!, soldOut: soldOut!, link: shadow.querySelector('a')! };
};

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('early presses', () => {
  it('replays a press made before React listened, once, however often it was pressed', () => {
    const { root, host, checkout } = served();
    stop = recordEarlyPresses(root);
    checkout.click();
    checkout.click();
    const pressed: string[] = [];
    checkout.addEventListener('click', () => pressed.push('checkout')); // React, once hydrated
    markListening(host);
    replayEarlyPresses(host);
    expect(pressed).toEqual(['checkout']);
    replayEarlyPresses(host);
    expect(pressed).toEqual(['checkout']);
  });

  it('records nothing once React listens, nor a disabled button or a link', () => {
    const { root, host, checkout, soldOut, link } = served();
    stop = recordEarlyPresses(root);
    soldOut.click();
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    markListening(host);
    checkout.click();
    const pressed: string[] = [];
    for (const node of [checkout, soldOut, link])
      node.addEventListener('click', () => pressed.push(node.localName));
    replayEarlyPresses(host);
    expect(pressed).toEqual([]);
  });

  // A CMS page records on its whole document (the WordPress plugin, decision 0229): another custom
  // element of that page, with a shadow root of its own, keeps its presses.
  it("leaves presses in another custom element's shadow root alone: only ours (pc-…) are held", () => {
    const { host, checkout } = served();
    const widget = document.createElement('site-widget');
    widget.attachShadow({ mode: 'open' }).innerHTML = '<button type="button">Play</button>';
    document.body.append(widget);
    stop = recordEarlyPresses(document);
    const seen: string[] = [];
    const play = widget.shadowRoot!.querySelector('button')!;
    play.addEventListener('click', () => seen.push('play'));
    checkout.addEventListener('click', () => seen.push('checkout'));
    play.click();
    checkout.click();
    expect(seen).toEqual(['play']);
    markListening(host);
    replayEarlyPresses(host);
    replayEarlyPresses(widget);
    expect(seen).toEqual(['play', 'checkout']);
  });

  // docs/decisions/0226: the view never sees a recorded press, only its replay: React drops a press on
  // a root whose hydration waits, and would apply one it could hydrate for, then the replay again.
  it('stops a recorded press where it is recorded; its replay is the one press the view and the page see', () => {
    const { root, host, checkout } = served();
    stop = recordEarlyPresses(root);
    const seen: string[] = [];
    checkout.addEventListener('click', () => seen.push('view'));
    document.addEventListener('click', () => seen.push('page'), { once: true });
    checkout.click();
    expect(seen).toEqual([]);
    markListening(host);
    replayEarlyPresses(host);
    expect(seen).toEqual(['view', 'page']);
  });

  // The results' plans and the gift cards' amounts are native radio buttons (decision 0226).
  it('replays a native radio button or checkbox as the last press left it, its onChange seeing the change', () => {
    const { root, host, shadow } = servedWith(
      '<input type="radio" name="plan" value="once"><input type="checkbox" name="gift"><input type="radio" disabled>',
    );
    const [once, gift, disabled] = shadow.querySelectorAll('input');
    stop = recordEarlyPresses(root);
    once!.click();
    gift!.click();
    gift!.click();
    disabled!.click();
    const seen: string[] = [];
    shadow.addEventListener('click', (event) => {
      const box = event.target as HTMLInputElement;
      seen.push(`${box.name || 'disabled'} ${box.checked}`);
    });
    // React, hydrating, puts back the boxes it rendered.
    once!.checked = false;
    markListening(host);
    replayEarlyPresses(host);
    expect(seen).toEqual(['plan true', 'gift false']);
    expect([once!.checked, gift!.checked]).toEqual([true, false]);
  });

  // The quiz's name and age commit on Enter (spec §4): one pressed before the view listens is kept too.
  it('replays an Enter in a typed field outside a form as a keydown, once; a form’s Enter is its button’s press', () => {
    const { root, host, shadow } = servedWith(
      '<input name="first" type="text"><form><input name="email"><button type="button">OK</button></form>',
    );
    const [name, email] = shadow.querySelectorAll('input');
    stop = recordEarlyPresses(root);
    const enter = (field: HTMLInputElement) =>
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    const seen: string[] = [];
    shadow.addEventListener('keydown', (event) => {
      seen.push(`${(event.target as HTMLInputElement).name} ${(event as KeyboardEvent).key}`);
    });
    enter(name!);
    enter(name!);
    enter(email!);
    expect(seen).toEqual(['email Enter']);
    markListening(host);
    replayEarlyPresses(host);
    expect(seen).toEqual(['email Enter', 'first Enter']);
  });

  it("holds a form's submit that would reload the page until the replay; a form with an action posts", () => {
    const { root, host, shadow } = servedWith(
      '<form novalidate><input name="email"><button>OK</button></form>' +
        '<form method="post" action="/complete"><button>COMPLETE</button></form>',
    );
    const [save, complete] = shadow.querySelectorAll('button');
    stop = recordEarlyPresses(root);
    const prevented = (button: HTMLButtonElement) =>
      !button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    expect(prevented(save!)).toBe(true);
    expect(prevented(complete!)).toBe(false);
    const submitted: string[] = [];
    shadow.addEventListener('submit', (event) => {
      event.preventDefault(); // React's onSubmit, once hydrated
      submitted.push((event.target as HTMLFormElement).getAttribute('action') ?? 'save');
    });
    markListening(host);
    replayEarlyPresses(host);
    expect(submitted).toEqual(['save', '/complete']);
  });
});
