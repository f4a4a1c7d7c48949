import type { PostPurchaseOption } from '@pc/shared/contract';

const leaf = (id: string, name: string): PostPurchaseOption => ({ id, name, children: [] });

/** An option tree as GET post_purchase/options answers it (spec §3 Post-purchase option: id, children). */
export const surveyOptions = (): PostPurchaseOption[] => [
  {
    id: 'podcast',
    name: 'Podcast',
    children: [
      leaf('morning-brew', 'Morning Brew'),
      leaf('cafe-creme', 'Café Crème Hour'),
      leaf('gym-talk', 'Gym Talk'),
      leaf('noel-show', 'The Noël Show'),
    ],
  },
  { id: 'instagram', name: 'Instagram', children: [leaf('ig-sam', 'Sam Söderberg')] },
  leaf('friend', 'A friend'),
  leaf('tv', 'TV'),
  leaf('other', 'Other'),
];
