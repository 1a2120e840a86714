import * as migration_20261129_143244_baseline from './20261129_143244_baseline';

export const migrations = [
  {
    up: migration_20261129_143244_baseline.up,
    down: migration_20261129_143244_baseline.down,
    name: '20261129_143244_baseline'
  },
];
