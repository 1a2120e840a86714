import * as migration_20261125_011612 from './20261125_011612';
import * as migration_20261125_024941 from './20261125_024941';
import * as migration_20261125_032618_intakes_posts_desk_kinds from './20261125_032618_intakes_posts_desk_kinds';
import * as migration_20261125_163948_lead_training_interest from './20261125_163948_lead_training_interest';
import * as migration_20261126_013658 from './20261126_013658';
import * as migration_20261126_172618_header_footer from './20261126_172618_header_footer';
import * as migration_20261126_204006_pages from './20261126_204006_pages';
import * as migration_20261126_211249_redirects from './20261126_211249_redirects';
import * as migration_20261126_215554_seo from './20261126_215554_seo';
import * as migration_20261127_002818_spec_pages from './20261127_002818_spec_pages';
import * as migration_20261127_003625_scheduled from './20261127_003625_scheduled';
import * as migration_20261127_010424_company_pages from './20261127_010424_company_pages';
import * as migration_20261127_014000_training_pages from './20261127_014000_training_pages';
import * as migration_20261127_043557_media_alt_both from './20261127_043557_media_alt_both';
import * as migration_20261127_071910_level_test from './20261127_071910_level_test';
import * as migration_20261127_080021_corporate from './20261127_080021_corporate';
import * as migration_20261127_104934_consent_newsletter from './20261127_104934_consent_newsletter';
import * as migration_20261127_140421_orderable_names from './20261127_140421_orderable_names';
import * as migration_20261127_142529_drop_page_globals from './20261127_142529_drop_page_globals';
import * as migration_20261127_210834_schedule_page from './20261127_210834_schedule_page';
import * as migration_20261129_011153_trash_team_language from './20261129_011153_trash_team_language';
import * as migration_20261129_042501_partner_arabic_name from './20261129_042501_partner_arabic_name';
import * as migration_20261129_080742 from './20261129_080742';

export const migrations = [
  {
    up: migration_20261125_011612.up,
    down: migration_20261125_011612.down,
    name: '20261125_011612',
  },
  {
    up: migration_20261125_024941.up,
    down: migration_20261125_024941.down,
    name: '20261125_024941',
  },
  {
    up: migration_20261125_032618_intakes_posts_desk_kinds.up,
    down: migration_20261125_032618_intakes_posts_desk_kinds.down,
    name: '20261125_032618_intakes_posts_desk_kinds',
  },
  {
    up: migration_20261125_163948_lead_training_interest.up,
    down: migration_20261125_163948_lead_training_interest.down,
    name: '20261125_163948_lead_training_interest',
  },
  {
    up: migration_20261126_013658.up,
    down: migration_20261126_013658.down,
    name: '20261126_013658',
  },
  {
    up: migration_20261126_172618_header_footer.up,
    down: migration_20261126_172618_header_footer.down,
    name: '20261126_172618_header_footer',
  },
  {
    up: migration_20261126_204006_pages.up,
    down: migration_20261126_204006_pages.down,
    name: '20261126_204006_pages',
  },
  {
    up: migration_20261126_211249_redirects.up,
    down: migration_20261126_211249_redirects.down,
    name: '20261126_211249_redirects',
  },
  {
    up: migration_20261126_215554_seo.up,
    down: migration_20261126_215554_seo.down,
    name: '20261126_215554_seo',
  },
  {
    up: migration_20261127_002818_spec_pages.up,
    down: migration_20261127_002818_spec_pages.down,
    name: '20261127_002818_spec_pages',
  },
  {
    up: migration_20261127_003625_scheduled.up,
    down: migration_20261127_003625_scheduled.down,
    name: '20261127_003625_scheduled',
  },
  {
    up: migration_20261127_010424_company_pages.up,
    down: migration_20261127_010424_company_pages.down,
    name: '20261127_010424_company_pages',
  },
  {
    up: migration_20261127_014000_training_pages.up,
    down: migration_20261127_014000_training_pages.down,
    name: '20261127_014000_training_pages',
  },
  {
    up: migration_20261127_043557_media_alt_both.up,
    down: migration_20261127_043557_media_alt_both.down,
    name: '20261127_043557_media_alt_both',
  },
  {
    up: migration_20261127_071910_level_test.up,
    down: migration_20261127_071910_level_test.down,
    name: '20261127_071910_level_test',
  },
  {
    up: migration_20261127_080021_corporate.up,
    down: migration_20261127_080021_corporate.down,
    name: '20261127_080021_corporate',
  },
  {
    up: migration_20261127_104934_consent_newsletter.up,
    down: migration_20261127_104934_consent_newsletter.down,
    name: '20261127_104934_consent_newsletter',
  },
  {
    up: migration_20261127_140421_orderable_names.up,
    down: migration_20261127_140421_orderable_names.down,
    name: '20261127_140421_orderable_names',
  },
  {
    up: migration_20261127_142529_drop_page_globals.up,
    down: migration_20261127_142529_drop_page_globals.down,
    name: '20261127_142529_drop_page_globals',
  },
  {
    up: migration_20261127_210834_schedule_page.up,
    down: migration_20261127_210834_schedule_page.down,
    name: '20261127_210834_schedule_page',
  },
  {
    up: migration_20261129_011153_trash_team_language.up,
    down: migration_20261129_011153_trash_team_language.down,
    name: '20261129_011153_trash_team_language',
  },
  {
    up: migration_20261129_042501_partner_arabic_name.up,
    down: migration_20261129_042501_partner_arabic_name.down,
    name: '20261129_042501_partner_arabic_name',
  },
  {
    up: migration_20261129_080742.up,
    down: migration_20261129_080742.down,
    name: '20261129_080742'
  },
];
