import { useMessages } from '@pc/shared';
import { preloadActions } from '../behaviour/actionsChunk.ts';
import { resultsMessages } from '../messages/index.ts';

export interface NavigationRowProps {
  names: readonly string[];
  onGo(name: string): void;
}

/**
 * spec §2 Results: "A navigation button row, shown only when more than one navigation name exists"
 * (model/products.ts decides). Each button takes the shopper to that set's card.
 * @csspart navigation - the navigation row
 */
export function NavigationRow({ names, onGo }: NavigationRowProps) {
  const m = useMessages(resultsMessages);
  return (
    <nav className="navigation" part="navigation" aria-label={m.navigation}>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          className="button button--secondary"
          // The move's code (behaviour/actionsChunk.ts) as the shopper heads for the button.
          onPointerEnter={preloadActions}
          onTouchStart={preloadActions}
          onFocus={preloadActions}
          onClick={() => onGo(name)}
        >
          {name}
        </button>
      ))}
    </nav>
  );
}
