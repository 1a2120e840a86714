import * as migration_20261124_233155 from './20261124_233155';

export const migrations = [
  {
    up: migration_20261124_233155.up,
    down: migration_20261124_233155.down,
    name: '20261124_233155'
  },
];
