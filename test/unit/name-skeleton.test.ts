import { describe, expect, it } from 'vitest';
import { normaliseName } from '@/domain/organisations/organisation-name';
import { nameSkeleton } from '@/server/modules/organisations/name-skeleton';

const NAME = 'Riverside General Hospital';

describe('organisation names', () => {
  it('are stored with invisible characters dropped, compatibility forms folded and spaces collapsed', () => {
    for (const written of [
      'Riverside\u00a0General Hospital',
      'Riverside General\u200b Hospital',
      '  Riverside   General Hospital ',
      'Riverside\r\nGeneral\tHospital',
      '\u202eRiverside General Hospital\u202c',
      'Ｒiverside General Hospital',
    ]) {
      expect(normaliseName(written), JSON.stringify(written)).toBe(NAME);
    }
  });

  it('share a skeleton with their look-alikes, whatever the case', () => {
    const skeleton = nameSkeleton(NAME);
    for (const lookAlike of ['R\u0456verside General Hospital', 'RIVERSIDE GENERAL HOSPITAL', 'Rivers\u0456de Genera1 Hospita1', 'Riverside General H\u043espital']) {
      expect(nameSkeleton(lookAlike), lookAlike).toBe(skeleton);
    }
  });

  it('keep different names apart', () => {
    expect(nameSkeleton('Riverside General Hospital East')).not.toBe(nameSkeleton(NAME));
    expect(nameSkeleton('Riverdale General Hospital')).not.toBe(nameSkeleton(NAME));
  });
});
