export * from './call.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './pageData.ts';
export * from './products.ts';
export * from './quiz.ts';
export * from './results.ts';
export * from './users.ts';
