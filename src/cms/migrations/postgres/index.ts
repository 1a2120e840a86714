import * as migration_20261125_011612 from './20261125_011612';

export const migrations = [
  {
    up: migration_20261125_011612.up,
    down: migration_20261125_011612.down,
    name: '20261125_011612'
  },
];
