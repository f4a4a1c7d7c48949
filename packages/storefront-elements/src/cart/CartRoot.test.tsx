import { $cart, addToCart, HostContext, resetSharedStoresForTests } from '@pc/shared';
import { ajax, cartItem, cartListing, type SentRequest, setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartElementProps, CartRoot } from './CartRoot.tsx';
import { drawerMethods } from './state/drawerMethods.ts';

// docs/decisions/0124: the badge and drawer against a fetch stubbed at the boundary.

const cream = cartItem({ key: 'a1', name: 'Hand Cream', price: 10, quantity: 2, image: '/assets/cream.jpg' });
const tailored = cartItem({ key: 'b2', name: 'Face Set', surveyLogId: 'log-1' });
/** A listing whose count is its units, as the store counts them. */
const listing = (items: ReturnType<typeof cartItem>[]) => ({
  ...cartListing(items),
  count: items.reduce((sum, item) => sum + item.quantity, 0),
});
const isAction = (request: SentRequest, action: string) =>
  request.url.includes(`action=${action}`) || request.body?.includes(`action=${action}`);

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
  resetSharedStoresForTests();
  $cart.set(null); // the module's store outlives the registry's reset: load afresh
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCart = (props: CartElementProps = {}) => {
  const host = document.createElement('pc-cart');
  document.body.append(host);
  return render(
    <HostContext value={host}>
      <CartRoot {...props} />
    </HostContext>,
  );
};

describe('<pc-cart>', () => {
  it('shows the count, opens the drawer with the lines, and removes a line', async () => {
    let cart = listing([cream, tailored]);
    const { sent } = stubFetch((request) => {
      if (isAction(request, 'update_cart_item')) cart = listing([tailored]);
      return { body: ajax(cart) };
    });
    renderCart();
    const badge = await screen.findByRole('button', { name: 'Cart, 3 items' });
    fireEvent.click(badge);
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('Tailored to your quiz: one tailored order at a time.')).toBeTruthy();
    expect(within(drawer).getByText('$20')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Increase quantity of Hand Cream' })).toBeTruthy();
    // A tailored line has no quantity control: one unit (spec §4).
    expect(within(drawer).queryByRole('button', { name: 'Increase quantity of Face Set' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Hand Cream' }));
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    const update = sent.find((request) => isAction(request, 'update_cart_item'));
    expect(update?.body).toContain('key=a1');
    expect(update?.body).toContain('quantity=0');
    expect(screen.getByText('Hand Cream removed from your cart.')).toBeTruthy();
  });

  it('keeps the line and shows the store’s message when a change is refused', async () => {
    stubFetch((request) =>
      isAction(request, 'update_cart_item')
        ? {
            status: 400,
            body: {
              code: 'rest_invalid_param',
              message: 'x',
              displayMessage: 'Hand Cream is sold out.',
              data: { status: 400 },
            },
          }
        : { body: ajax(listing([cream])) },
    );
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Hand Cream' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hand Cream is sold out.');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('says its own words when a change fails with none from the store', async () => {
    stubFetch((request) =>
      isAction(request, 'update_cart_item')
        ? { status: 500, text: 'Internal Server Error' }
        : { body: ajax(listing([cream])) },
    );
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Hand Cream' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your cart could not be changed. Please try again.'),
    );
  });

  it.each([
    [true, true],
    [false, false],
  ])('opens on this page’s add when open-on-add is %s', async (openOnAdd, opens) => {
    stubFetch({ body: ajax(listing([cream])) });
    renderCart({ openOnAdd });
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    await addToCart({ productId: 1, variationId: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog') !== null).toBe(opens));
  });
});

describe('show() and close() (issue 46 item 2, state/drawerMethods.ts)', () => {
  const methodsOf = (host: Element) => ({
    show: () => drawerMethods.show.call(host),
    close: () => drawerMethods.close.call(host),
  });

  it('open and close the drawer as the badge does; a show() before the first view is kept', async () => {
    stubFetch(() => ({ body: ajax(listing([cream])) }));
    const host = document.createElement('pc-cart');
    document.body.append(host);
    const methods = methodsOf(host);
    methods.show(); // before the root is mounted
    render(
      <HostContext value={host}>
        <CartRoot />
      </HostContext>,
    );
    await screen.findByRole('dialog', { name: 'Your cart' });
    await act(async () => methods.close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your cart' })).toBeNull());
    await act(async () => methods.show());
    await screen.findByRole('dialog', { name: 'Your cart' });
  });
});

describe('back and forward (the back/forward cache)', () => {
  it('a page brought back reads the cart again; a fresh pageshow does not', async () => {
    let cart = listing([cream]);
    const { sent } = stubFetch(() => ({ body: ajax(cart) }));
    renderCart();
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    const reads = () => sent.filter((request) => isAction(request, 'get_cart_items')).length;
    expect(reads()).toBe(1);
    // happy-dom's PageTransitionEvent carries no `persisted`: the browser's, by hand.
    const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });
    window.dispatchEvent(pageshow(false));
    cart = listing([]);
    window.dispatchEvent(pageshow(true));
    await screen.findByRole('button', { name: 'Cart, 0 items' });
    expect(reads()).toBe(2);
  });
});

// issue 43, docs/decisions/0210: the cart in the shop's second language, chosen by `#pc-config`'s
// locale; its es-US catalog is fetched then, and its words are es-US.json's (a line's control names and
// cadence, the shipping note and prices are @pc/shared's).
describe('<pc-cart> in es-US', () => {
  it('speaks Spanish', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    const giftCard = {
      to: 'ana@example.com',
      recipientName: 'Ana',
      from: 'Sam',
      message: '',
      deliveryDate: '',
    };
    const gift = cartItem({ key: 'g3', name: 'E-Gift Card', price: 50, giftCard });
    let refusals = 0;
    let cart = listing([cream, gift]);
    stubFetch((request) => {
      if (!isAction(request, 'update_cart_item')) return { body: ajax(cart) };
      refusals += 1;
      if (refusals === 1) return { status: 500, text: 'Internal Server Error' };
      cart = listing([gift]);
      return { body: ajax(cart) };
    });
    // the first view waits for the es-US catalog (React's `use`): an awaited act lets it come in
    await act(async () => {
      renderCart();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Carrito, 3 artículos' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tu carrito' });
    expect(within(drawer).getByRole('button', { name: 'Cerrar carrito' })).toBeTruthy();
    expect(within(drawer).getByRole('list', { name: 'Artículos en tu carrito' })).toBeTruthy();
    expect(within(drawer).getByText('$10 cada uno')).toBeTruthy();
    expect(within(drawer).getByText('Tarjeta de regalo electrónica para Ana')).toBeTruthy();
    expect(within(drawer).getByText('Subtotal')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Finalizar compra' })).toBeTruthy();
    const remove = within(drawer).getByRole('button', { name: 'Eliminar Hand Cream' });
    expect(remove.textContent).toBe('Eliminar');
    fireEvent.click(remove);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No se pudo cambiar tu carrito. Inténtalo de nuevo.',
      ),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Eliminar Hand Cream' }));
    await screen.findByRole('button', { name: 'Carrito, 1 artículo' });
    expect(screen.getByText('Hand Cream se eliminó de tu carrito.')).toBeTruthy();
  });
});
