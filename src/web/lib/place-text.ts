/** "Pittsburgh, PA 15212", leaving out the parts a registration has not filled in yet ('' when none). */
export const cityStateZip = (p: { city: string; state: string; zipCode: string }) =>
  [p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
