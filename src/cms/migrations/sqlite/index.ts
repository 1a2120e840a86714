import * as migration_20261125_004057 from './20261125_004057';

export const migrations = [
  {
    up: migration_20261125_004057.up,
    down: migration_20261125_004057.down,
    name: '20261125_004057'
  },
];
