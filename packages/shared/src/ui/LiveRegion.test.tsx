import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRegion } from './LiveRegion.tsx';

afterEach(cleanup);

describe('LiveRegion', () => {
  it.each([
    [false, null],
    [true, 'pc-visually-hidden'],
  ])('is a polite status (visuallyHidden=%s)', (visuallyHidden, className) => {
    const { rerender } = render(<LiveRegion visuallyHidden={visuallyHidden} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('class')).toBe(className);
    rerender(<LiveRegion visuallyHidden={visuallyHidden}>Item added to cart.</LiveRegion>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Item added to cart.');
  });
});
