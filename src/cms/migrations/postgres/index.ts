import * as migration_20261129_142235_baseline from './20261129_142235_baseline';

export const migrations = [
  {
    up: migration_20261129_142235_baseline.up,
    down: migration_20261129_142235_baseline.down,
    name: '20261129_142235_baseline'
  },
];
