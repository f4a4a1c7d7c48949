import { assetUrl } from '@pc/shared';
import type { LaunchView } from '../model/launchView.ts';

/** spec §2: the collaboration edition's story. */
export function LaunchStory({ story }: { story: NonNullable<LaunchView['story']> }) {
  return (
    <div className="story">
      <img className="story__image" src={assetUrl(story.image)} alt="" width={800} height={500} />
      <div className="story__text">
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
