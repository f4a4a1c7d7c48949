import { assetUrl } from '@pc/shared';
import type { LaunchView } from '../model/launchView.ts';

/** spec §2: the perfumer section. */
export function Perfumer({ perfumer }: { perfumer: LaunchView['perfumer'] }) {
  return (
    <div className="perfumer">
      <img className="perfumer__image" src={assetUrl(perfumer.image)} alt="" width={300} height={300} />
      <div className="perfumer__text">
        <p className="perfumer__name">{perfumer.name}</p>
        <p className="perfumer__title">{perfumer.title}</p>
        <p>{perfumer.bio}</p>
      </div>
    </div>
  );
}
