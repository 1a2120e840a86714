import * as migration_20261129_142819_baseline from './20261129_142819_baseline';

export const migrations = [
  {
    up: migration_20261129_142819_baseline.up,
    down: migration_20261129_142819_baseline.down,
    name: '20261129_142819_baseline'
  },
];
