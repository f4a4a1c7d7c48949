// docs/decisions/0124: a cart line's controls, named after the line, the same in the cart drawer
// (<pc-cart>) and at the demo's checkout.
/** The names of a line's controls, the same in the cart drawer and at checkout. */
export const LINE_CONTROL_LABELS = {
  quantity: (name: string) => `Quantity of ${name}`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
} as const;
