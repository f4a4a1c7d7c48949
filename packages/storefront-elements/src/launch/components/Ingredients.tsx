import type { LaunchView } from '../model/launchView.ts';

/** spec §2 "ingredients or scent notes": a body wash's key ingredients and what each does. */
export function Ingredients({ ingredients }: { ingredients: NonNullable<LaunchView['ingredients']> }) {
  return (
    <ul className="ingredients">
      {ingredients.map(({ name, benefit }) => (
        <li className="ingredients__item" key={name}>
          <span className="ingredients__name">{name}</span>
          <span className="ingredients__benefit">{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
