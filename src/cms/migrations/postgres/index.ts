import * as migration_20261129_143255_baseline from './20261129_143255_baseline';

export const migrations = [
  {
    up: migration_20261129_143255_baseline.up,
    down: migration_20261129_143255_baseline.down,
    name: '20261129_143255_baseline'
  },
];
