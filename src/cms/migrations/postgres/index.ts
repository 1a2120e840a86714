import * as migration_20261124_233204 from './20261124_233204';

export const migrations = [
  {
    up: migration_20261124_233204.up,
    down: migration_20261124_233204.down,
    name: '20261124_233204'
  },
];
