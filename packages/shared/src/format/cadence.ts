/** spec §2 Results "per-product 'Every N Weeks' cadence": a subscription's cadence as the shopper reads it. */
export const cadenceLabel = (weeks: number): string => `Every ${weeks} Weeks`;
