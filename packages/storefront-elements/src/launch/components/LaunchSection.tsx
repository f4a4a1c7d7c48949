import type { ReactNode } from 'react';

export interface LaunchSectionProps {
  /** the section's heading id, unique in the element's shadow root */
  readonly id: string;
  readonly heading: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
  /** the section's checkout button (spec §2: each section has one) */
  readonly checkout: ReactNode;
}

/** One content section of the launch page, named by its heading. */
export function LaunchSection({ id, heading, className, children, checkout }: LaunchSectionProps) {
  return (
    <section className={`launch__section ${className ?? ''}`.trim()} part="section" aria-labelledby={id}>
      <h2 className="launch__heading" id={id}>
        {heading}
      </h2>
      {children}
      {checkout}
    </section>
  );
}
