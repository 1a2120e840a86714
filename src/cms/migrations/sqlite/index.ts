import * as migration_20261125_011534 from './20261125_011534';
import * as migration_20261125_024953 from './20261125_024953';
import * as migration_20261125_032614_intakes_posts_desk_kinds from './20261125_032614_intakes_posts_desk_kinds';
import * as migration_20261126_013646 from './20261126_013646';
import * as migration_20261126_172613_header_footer from './20261126_172613_header_footer';
import * as migration_20261126_204001_pages from './20261126_204001_pages';
import * as migration_20261126_211233_redirects from './20261126_211233_redirects';
import * as migration_20261126_215549_seo from './20261126_215549_seo';
import * as migration_20261127_002816_spec_pages from './20261127_002816_spec_pages';
import * as migration_20261127_003623_scheduled from './20261127_003623_scheduled';
import * as migration_20261127_010420_company_pages from './20261127_010420_company_pages';
import * as migration_20261127_013957_training_pages from './20261127_013957_training_pages';
import * as migration_20261127_043552_media_alt_both from './20261127_043552_media_alt_both';
import * as migration_20261127_071857_level_test from './20261127_071857_level_test';
import * as migration_20261127_080009_corporate from './20261127_080009_corporate';
import * as migration_20261127_104930_consent_newsletter from './20261127_104930_consent_newsletter';
import * as migration_20261127_140312_orderable_names from './20261127_140312_orderable_names';
import * as migration_20261127_142524_drop_page_globals from './20261127_142524_drop_page_globals';
import * as migration_20261127_210826_schedule_page from './20261127_210826_schedule_page';
import * as migration_20261129_011137_trash_team_language from './20261129_011137_trash_team_language';
import * as migration_20261129_042449_partner_arabic_name from './20261129_042449_partner_arabic_name';
import * as migration_20261129_080711 from './20261129_080711';

export const migrations = [
  {
    up: migration_20261125_011534.up,
    down: migration_20261125_011534.down,
    name: '20261125_011534',
  },
  {
    up: migration_20261125_024953.up,
    down: migration_20261125_024953.down,
    name: '20261125_024953',
  },
  {
    up: migration_20261125_032614_intakes_posts_desk_kinds.up,
    down: migration_20261125_032614_intakes_posts_desk_kinds.down,
    name: '20261125_032614_intakes_posts_desk_kinds',
  },
  {
    up: migration_20261126_013646.up,
    down: migration_20261126_013646.down,
    name: '20261126_013646',
  },
  {
    up: migration_20261126_172613_header_footer.up,
    down: migration_20261126_172613_header_footer.down,
    name: '20261126_172613_header_footer',
  },
  {
    up: migration_20261126_204001_pages.up,
    down: migration_20261126_204001_pages.down,
    name: '20261126_204001_pages',
  },
  {
    up: migration_20261126_211233_redirects.up,
    down: migration_20261126_211233_redirects.down,
    name: '20261126_211233_redirects',
  },
  {
    up: migration_20261126_215549_seo.up,
    down: migration_20261126_215549_seo.down,
    name: '20261126_215549_seo',
  },
  {
    up: migration_20261127_002816_spec_pages.up,
    down: migration_20261127_002816_spec_pages.down,
    name: '20261127_002816_spec_pages',
  },
  {
    up: migration_20261127_003623_scheduled.up,
    down: migration_20261127_003623_scheduled.down,
    name: '20261127_003623_scheduled',
  },
  {
    up: migration_20261127_010420_company_pages.up,
    down: migration_20261127_010420_company_pages.down,
    name: '20261127_010420_company_pages',
  },
  {
    up: migration_20261127_013957_training_pages.up,
    down: migration_20261127_013957_training_pages.down,
    name: '20261127_013957_training_pages',
  },
  {
    up: migration_20261127_043552_media_alt_both.up,
    down: migration_20261127_043552_media_alt_both.down,
    name: '20261127_043552_media_alt_both',
  },
  {
    up: migration_20261127_071857_level_test.up,
    down: migration_20261127_071857_level_test.down,
    name: '20261127_071857_level_test',
  },
  {
    up: migration_20261127_080009_corporate.up,
    down: migration_20261127_080009_corporate.down,
    name: '20261127_080009_corporate',
  },
  {
    up: migration_20261127_104930_consent_newsletter.up,
    down: migration_20261127_104930_consent_newsletter.down,
    name: '20261127_104930_consent_newsletter',
  },
  {
    up: migration_20261127_140312_orderable_names.up,
    down: migration_20261127_140312_orderable_names.down,
    name: '20261127_140312_orderable_names',
  },
  {
    up: migration_20261127_142524_drop_page_globals.up,
    down: migration_20261127_142524_drop_page_globals.down,
    name: '20261127_142524_drop_page_globals',
  },
  {
    up: migration_20261127_210826_schedule_page.up,
    down: migration_20261127_210826_schedule_page.down,
    name: '20261127_210826_schedule_page',
  },
  {
    up: migration_20261129_011137_trash_team_language.up,
    down: migration_20261129_011137_trash_team_language.down,
    name: '20261129_011137_trash_team_language',
  },
  {
    up: migration_20261129_042449_partner_arabic_name.up,
    down: migration_20261129_042449_partner_arabic_name.down,
    name: '20261129_042449_partner_arabic_name',
  },
  {
    up: migration_20261129_080711.up,
    down: migration_20261129_080711.down,
    name: '20261129_080711'
  },
];
