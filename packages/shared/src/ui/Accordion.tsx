import { createElement, type ReactNode, useId, useState } from 'react';

export interface AccordionItem {
  /** Stable id, unique in this accordion. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level that wraps each button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Ids of the items open at first. */
  defaultExpanded?: readonly string[];
  className?: string;
}

/**
 * WAI-ARIA accordion (spec §2 Contact and gift card FAQs): each header is a heading holding a button
 * with aria-expanded and aria-controls; each panel is a region (a named section) labelled by its button. Native buttons
 * give Enter/Space and the natural Tab order. Several panels may be open.
 * @csspart accordion-button - a header button
 * @csspart accordion-panel - a panel
 */
export function Accordion({ items, headingLevel = 3, defaultExpanded = [], className }: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className={className ? `pc-accordion ${className}` : 'pc-accordion'}>
      {items.map((item) => {
        const isOpen = expanded.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="pc-accordion__item">
            {createElement(
              `h${headingLevel}`,
              { className: 'pc-accordion__heading' },
              <button
                type="button"
                id={buttonId}
                className="pc-accordion__button"
                part="accordion-button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className="pc-accordion__icon" aria-hidden="true" />
              </button>,
            )}
            {/* A section named by aria-labelledby is a region landmark. */}
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className="pc-accordion__panel"
              part="accordion-panel"
              hidden={!isOpen}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
