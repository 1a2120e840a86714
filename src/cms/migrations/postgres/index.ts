import * as migration_20261125_004104 from './20261125_004104';

export const migrations = [
  {
    up: migration_20261125_004104.up,
    down: migration_20261125_004104.down,
    name: '20261125_004104'
  },
];
