import { useMessages } from '@pc/shared';
import type { QuestionGroup } from '@pc/shared/contract';
import { quizMessages } from '../messages/index.ts';
import { groupLabel } from '../model/trackerGroups.ts';

export interface TrackerBarProps {
  /** The groups of the visible questions, in order (model/trackerGroups.ts). */
  groups: readonly QuestionGroup[];
  /** The group of the question being read, highlighted. */
  activeGroup: QuestionGroup | null;
  /** How far the quiz is scrolled, 0..100 (model/scrollProgress.ts). */
  percent: number;
  /** spec §4: the first selection starts the tracker; until then it keeps its place, unseen. */
  started: boolean;
}

/**
 * spec §2: the tracker bar with the group labels and the scroll progress. It stays fixed at the top
 * of the viewport while the quiz scrolls by (sticky within the element, so it never covers the host
 * page's header or side columns). Before the quiz starts it keeps its place but is hidden from
 * sight, assistive technology and focus, so starting the quiz does not shift the page. The progress
 * is a progressbar (aria-valuenow/min/max); the native <progress> inside only draws it (no inline
 * style, so a strict CSP holds).
 */
export function TrackerBar({ groups, activeGroup, percent, started }: TrackerBarProps) {
  const m = useMessages(quizMessages);
  return (
    <div
      className={started ? 'tracker' : 'tracker tracker--idle'}
      part="tracker"
      aria-hidden={started ? undefined : true}
      inert={!started}
    >
      <ol className="tracker__groups" aria-label={m.trackerSections}>
        {groups.map((group) => (
          <li
            key={group}
            className={group === activeGroup ? 'tracker__group tracker__group--active' : 'tracker__group'}
            part={group === activeGroup ? 'tracker-group tracker-group-active' : 'tracker-group'}
            aria-current={group === activeGroup ? 'step' : undefined}
          >
            {groupLabel(group, m)}
          </li>
        ))}
      </ol>
      <div
        role="progressbar"
        className="tracker__progress"
        aria-label={m.trackerProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <progress className="tracker__bar" part="progress" max={100} value={percent} aria-hidden="true" />
      </div>
    </div>
  );
}
