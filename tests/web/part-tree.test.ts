import { describe, expect, it } from 'vitest';
import type { Part } from '../../contract';
import { ancestorsOf, categoryOptions, indexParts } from '../../src/domain/dashboard/partTree';

const part = (id: number, name: string, part_parent_id: number | null) => ({ id, name, part_parent_id }) as Part;

describe('the part tree', () => {
  const parts = [
    part(1, 'Trasmissione', null),
    part(2, 'Carrozzeria', null),
    part(3, 'Paraurti', 2),
    part(4, 'Fanali', 2),
    part(5, 'Paraurti anteriore', 3),
    part(6, 'Fanale posteriore', 4),
    part(7, 'ammortizzatori', null),
    part(8, 'Sospensioni', 7),
    part(9, 'Molla', 8),
    part(10, 'Èlica', null),
  ];

  it('offers each root then its sub-categories, in Italian alphabetical order whatever the list order', () => {
    expect(categoryOptions(indexParts(parts)).map(({ name, depth }) => `${depth}:${name}`)).toEqual([
      '0:ammortizzatori',
      '1:Sospensioni',
      '0:Carrozzeria',
      '1:Fanali',
      '1:Paraurti',
      '0:Èlica',
      '0:Trasmissione',
    ]);
  });

  it('finds the categories above a part, root first', () => {
    expect(ancestorsOf(indexParts(parts), 3).map((p) => p.name)).toEqual(['Carrozzeria', 'Paraurti']);
  });
});
