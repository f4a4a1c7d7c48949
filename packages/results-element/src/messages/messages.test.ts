import { describe, expect, it } from 'vitest';
import { bathroomHeading } from '../model/bathroomModule.ts';
import { productHeader } from '../model/products.ts';
import { resultsHeading } from '../model/resultsHeading.ts';
import enActions from './actions/en-US.ts';
import enDialogs from './dialogs/en-US.ts';
import en from './en-US.ts';
import es from './es-US.ts';

// The results screen's catalogs (docs/decisions/0210): en-US is the spec's words verbatim (spec §2
// Results screen, §5 Email capture); decisions 0012, 0016, 0074 and 0184 where the spec is silent, the
// words the page has always said; es-US says the same. The modals' texts (dialogs/) and those shown
// after the shopper acts (actions/) are catalogs of their own, ids `results.<key>` too, that travel
// with the chunks that show them. The free-shipping note, the cadence words and
// spec §8's 'Something went wrong, please try again' are @pc/shared's.
describe('en-US (spec §2 and §5, verbatim)', () => {
  it.each([
    [enDialogs.formulaTitle, 'Your Formula'],
    [enDialogs.createdByTitle, 'Formulated By'],
    [enDialogs.madeWithTitle, 'Made With'],
    [enDialogs.madeWoTitle, 'Your Product Is'],
    [enDialogs.smellsLikeTitle, 'Smells Like'],
    [enDialogs.formulatedInTitle, 'Formulated In'],
    [enDialogs.captureTitle, 'Unlock Your Products'],
    [enDialogs.enterEmail, 'Enter Email'],
    [enDialogs.unlock, 'Unlock'],
    [enDialogs.skip, 'Skip This Step'],
    [enDialogs.invalidEmail, 'Invalid Email'],
    [enActions.proceed, 'Proceed To Checkout'],
    [en.saveLabel, 'Not Ready? Enter Email to Save Results'],
    [en.saveOk, 'OK'],
    [en.saveThanks, 'THANK YOU!'],
    [
      enDialogs.oneTailoredOrder,
      'You already have a tailored order in your cart. We only allow one tailored order at a time.',
    ],
    [enDialogs.goToCheckout, 'Go To Checkout'],
    [enDialogs.clearAndProceed, 'Clear Cart And Proceed'],
    [en.essentials({ name: 'Sam' }), 'Sam Essentials'],
    [en.bathroomCheckout, 'CHECKOUT'],
    [en.bathroomTagline, 'SMART REPLENISHMENTS. CANCEL ANYTIME.'],
    [en.bathroomMore, 'MORE INFO +'],
    [en.bathroomClose, 'CLOSE'],
    [en.bathroomDetails, 'Change or Cancel Anytime. 100% Satisfaction Guarantee.'],
    [enActions.itemAdded, 'Item added to cart.'],
    [enActions.checkoutLink, 'Checkout'],
    [en.moreInfo, 'More info'],
    [enDialogs.ingredientsMore, 'More'],
    [enDialogs.ingredientsLess, 'Less'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the messages with arguments, in both locales', () => {
  it.each([
    [en.essentials({ name: 'Sam' }), 'Sam Essentials'],
    [es.essentials({ name: 'Sam' }), 'Esenciales de Sam'],
    [en.namedResults({ name: 'Jordan' }), 'Jordan’s Results'],
    [es.namedResults({ name: 'Jordan' }), 'Resultados de Jordan'],
    [en.yourProduct({ name: 'Face Set' }), 'Your Face Set'],
    [es.yourProduct({ name: 'Face Set' }), 'Tu Face Set'],
    [en.carouselLabel({ name: 'Face Set' }), 'Face Set images'],
    [es.carouselLabel({ name: 'Face Set' }), 'Imágenes de Face Set'],
    [en.slideLabel({ position: 2, total: 3 }), '2 of 3'],
    [es.slideLabel({ position: 2, total: 3 }), '2 de 3'],
    [en.imagePosition({ position: 1, total: 3 }), 'Image 1 of 3'],
    [es.imagePosition({ position: 1, total: 3 }), 'Imagen 1 de 3'],
    [en.moreInfoAbout({ name: 'Cleanser' }), 'about Cleanser'],
    [es.moreInfoAbout({ name: 'Cleanser' }), 'sobre Cleanser'],
    [en.wholeSet({ name: 'Face Set' }), 'Face Set (whole set)'],
    [es.wholeSet({ name: 'Face Set' }), 'Face Set (conjunto completo)'],
    [en.subscribe({ price: '$34' }), 'Subscribe $34'],
    [es.subscribe({ price: '$34' }), 'Suscripción $34'],
    [en.buyOnce({ price: '$38' }), 'Buy once $38'],
    [es.buyOnce({ price: '$38' }), 'Compra única $38'],
    [en.addToCart({ price: '$34' }), 'ADD TO CART - $34'],
    [es.addToCart({ price: '$34' }), 'AGREGAR AL CARRITO - $34'],
    [en.ownCadence({ cadence: 'Every 4 Weeks' }), '(on its own: Every 4 Weeks)'],
    [es.ownCadence({ cadence: 'Cada 4 semanas' }), '(por separado: Cada 4 semanas)'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

// The rules that pick a text (model/), in the catalogs' words: the spec's '{name} Essentials', the
// 'Your' prefix (spec §3 includeProductPrefix) and the page's heading (decision 0012).
describe('the texts the model picks, in both locales', () => {
  it.each([
    [bathroomHeading('Sam', en), 'Sam Essentials'],
    [bathroomHeading('Sam', es), 'Esenciales de Sam'],
    [bathroomHeading(' ', en), 'Your Essentials'],
    [bathroomHeading(' ', es), 'Tus esenciales'],
    [productHeader({ name: 'Face Set' }, true, false, en), 'Your Face Set'],
    [productHeader({ name: 'Face Set' }, true, false, es), 'Tu Face Set'],
    [
      resultsHeading({ name: 'Jordan', surveyLogId: 'log-1', includeProductPrefix: false }, false, es),
      'Resultados de Jordan',
    ],
    [
      resultsHeading({ name: '', surveyLogId: '', includeProductPrefix: false }, false, es),
      'Nuestra selección',
    ],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});
