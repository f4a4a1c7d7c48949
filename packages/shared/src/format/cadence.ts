/** spec §2 Results "per-product 'Every N Weeks' cadence": a subscription's cadence as the shopper reads it. */
export const cadenceLabel = (weeks: number): string => `Every ${weeks} Weeks`;

/** A cart line's cadence: "Every N Weeks", or a line bought once says so. */
export const purchaseLabel = (weeks: number): string =>
  weeks > 0 ? cadenceLabel(weeks) : 'One-time purchase';
