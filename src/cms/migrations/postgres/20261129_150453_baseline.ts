import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_pages_blocks_rich_text_style" AS ENUM('article', 'centred', 'statement');
  CREATE TYPE "cms"."enum_pages_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "cms"."enum_pages_blocks_image_text_image_side" AS ENUM('start', 'end');
  CREATE TYPE "cms"."enum_pages_blocks_image_text_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_pages_blocks_map_display" AS ENUM('location', 'ways');
  CREATE TYPE "cms"."enum_pages_blocks_cards_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_pages_blocks_cards_source" AS ENUM('cards', 'areas');
  CREATE TYPE "cms"."enum_pages_blocks_cards_look" AS ENUM('simple', 'centred', 'inline', 'numbered', 'detailed');
  CREATE TYPE "cms"."enum_pages_blocks_cards_columns" AS ENUM('auto', '2', '3', '4', '5');
  CREATE TYPE "cms"."enum_pages_blocks_cards_figures_placement" AS ENUM('below', 'beside');
  CREATE TYPE "cms"."enum_pages_blocks_stats_tone" AS ENUM('dark', 'light');
  CREATE TYPE "cms"."enum_pages_blocks_steps_look" AS ENUM('numbered', 'list', 'timeline');
  CREATE TYPE "cms"."enum_pages_blocks_steps_aside" AS ENUM('none', 'highlight', 'checklist', 'contact');
  CREATE TYPE "cms"."enum_pages_blocks_logos_parts_show" AS ENUM('clients', 'industries', 'partners');
  CREATE TYPE "cms"."enum_pages_blocks_logos_motion" AS ENUM('moving', 'still');
  CREATE TYPE "cms"."enum_pages_blocks_collection_list_source" AS ENUM('courses', 'paths', 'intakes', 'news');
  CREATE TYPE "cms"."enum_pages_blocks_collection_list_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_pages_blocks_collection_list_kind" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'corporate');
  CREATE TYPE "cms"."enum_pages_blocks_cta_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_pages_blocks_cta_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_pages_blocks_cta_secondary_opens" AS ENUM('link', 'whatsapp');
  CREATE TYPE "cms"."enum_pages_hero_type" AS ENUM('basic', 'video', 'placementTest', 'group');
  CREATE TYPE "cms"."enum_pages_hero_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_pages_hero_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_blocks_rich_text_style" AS ENUM('article', 'centred', 'statement');
  CREATE TYPE "cms"."enum__pages_v_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "cms"."enum__pages_v_blocks_image_text_image_side" AS ENUM('start', 'end');
  CREATE TYPE "cms"."enum__pages_v_blocks_image_text_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__pages_v_blocks_map_display" AS ENUM('location', 'ways');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_source" AS ENUM('cards', 'areas');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_look" AS ENUM('simple', 'centred', 'inline', 'numbered', 'detailed');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_columns" AS ENUM('auto', '2', '3', '4', '5');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_figures_placement" AS ENUM('below', 'beside');
  CREATE TYPE "cms"."enum__pages_v_blocks_stats_tone" AS ENUM('dark', 'light');
  CREATE TYPE "cms"."enum__pages_v_blocks_steps_look" AS ENUM('numbered', 'list', 'timeline');
  CREATE TYPE "cms"."enum__pages_v_blocks_steps_aside" AS ENUM('none', 'highlight', 'checklist', 'contact');
  CREATE TYPE "cms"."enum__pages_v_blocks_logos_parts_show" AS ENUM('clients', 'industries', 'partners');
  CREATE TYPE "cms"."enum__pages_v_blocks_logos_motion" AS ENUM('moving', 'still');
  CREATE TYPE "cms"."enum__pages_v_blocks_collection_list_source" AS ENUM('courses', 'paths', 'intakes', 'news');
  CREATE TYPE "cms"."enum__pages_v_blocks_collection_list_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_collection_list_kind" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'corporate');
  CREATE TYPE "cms"."enum__pages_v_blocks_cta_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__pages_v_blocks_cta_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__pages_v_blocks_cta_secondary_opens" AS ENUM('link', 'whatsapp');
  CREATE TYPE "cms"."enum__pages_v_version_hero_type" AS ENUM('basic', 'video', 'placementTest', 'group');
  CREATE TYPE "cms"."enum__pages_v_version_hero_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__pages_v_version_hero_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_paths_stages_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_paths_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_paths_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__paths_v_version_stages_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__paths_v_version_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__paths_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__paths_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_courses_type" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum_courses_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_courses_exam" AS ENUM('IELTS', 'TOEFL');
  CREATE TYPE "cms"."enum_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__courses_v_version_type" AS ENUM('it-programme', 'it-end-user', 'english-general', 'english-conversation', 'english-exam', 'business');
  CREATE TYPE "cms"."enum__courses_v_version_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__courses_v_version_exam" AS ENUM('IELTS', 'TOEFL');
  CREATE TYPE "cms"."enum__courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__courses_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_intakes_run_status" AS ENUM('confirmed', 'forming', 'no-date');
  CREATE TYPE "cms"."enum_intakes_format" AS ENUM('centre', 'online', 'on-site');
  CREATE TYPE "cms"."enum_intakes_language" AS ENUM('ar', 'en', 'ar-en');
  CREATE TYPE "cms"."enum_intakes_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__intakes_v_version_format" AS ENUM('centre', 'online', 'on-site');
  CREATE TYPE "cms"."enum__intakes_v_version_language" AS ENUM('ar', 'en', 'ar-en');
  CREATE TYPE "cms"."enum__intakes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__intakes_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__posts_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_clients_row" AS ENUM('1', '2', '3');
  CREATE TYPE "cms"."enum_clients_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__clients_v_version_row" AS ENUM('1', '2', '3');
  CREATE TYPE "cms"."enum__clients_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__clients_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_partners_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__partners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__partners_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_testimonials_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__testimonials_v_version_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__testimonials_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_legal_pages_slug" AS ENUM('privacy', 'terms', 'cookies');
  CREATE TYPE "cms"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__legal_pages_v_version_slug" AS ENUM('privacy', 'terms', 'cookies');
  CREATE TYPE "cms"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__legal_pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_test_questions_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1');
  CREATE TYPE "cms"."enum_test_questions_skill" AS ENUM('grammar', 'vocabulary', 'reading');
  CREATE TYPE "cms"."enum_test_questions_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__test_questions_v_version_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1');
  CREATE TYPE "cms"."enum__test_questions_v_version_skill" AS ENUM('grammar', 'vocabulary', 'reading');
  CREATE TYPE "cms"."enum__test_questions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__test_questions_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_leads_areas" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_leads_history_field" AS ENUM('status', 'owner');
  CREATE TYPE "cms"."enum_leads_kind" AS ENUM('contact', 'plan', 'newsletter', 'seat', 'interest', 'level-test', 'corporate');
  CREATE TYPE "cms"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'enrolled', 'lost');
  CREATE TYPE "cms"."enum_leads_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_leads_training_interest" AS ENUM('it', 'english', 'business', 'corporate', 'other');
  CREATE TYPE "cms"."enum_leads_test_level" AS ENUM('pre-A1', 'A1', 'A2', 'B1', 'B2', 'C1');
  CREATE TYPE "cms"."enum_leads_team_size" AS ENUM('1-5', '6-15', '16-30', '31-60', '61+');
  CREATE TYPE "cms"."enum_leads_delivery" AS ENUM('centre', 'online', 'company');
  CREATE TYPE "cms"."enum_leads_consent_language" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "cms"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "cms"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_site_settings_office_hours_days" AS ENUM('Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr');
  CREATE TYPE "cms"."enum_site_settings_training_areas_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_site_settings_training_areas_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_site_settings_training_areas_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum_site_settings_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_site_settings_team_language" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__site_settings_v_version_office_hours_days" AS ENUM('Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr');
  CREATE TYPE "cms"."enum__site_settings_v_version_training_areas_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__site_settings_v_version_training_areas_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__site_settings_v_version_training_areas_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum__site_settings_v_version_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__site_settings_v_version_team_language" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__site_settings_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_header_items_children_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_header_items_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_header_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__header_v_version_items_children_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__header_v_version_items_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__header_v_version_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__header_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_footer_services_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_footer_company_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_footer_legal_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__footer_v_version_services_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__footer_v_version_company_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__footer_v_version_legal_type" AS ENUM('reference', 'custom');
  CREATE TYPE "cms"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__footer_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_schedule_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__schedule_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__schedule_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "cms"."pages_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_rich_text_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_rich_text_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "cms"."enum_pages_blocks_rich_text_style" DEFAULT 'article',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_rich_text_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"figures_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"width" "cms"."enum_pages_blocks_image_width" DEFAULT 'wide',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_gallery_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_side" "cms"."enum_pages_blocks_image_text_image_side" DEFAULT 'start',
  	"link_type" "cms"."enum_pages_blocks_image_text_link_type" DEFAULT 'reference',
  	"link_href" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_image_text_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"youtube" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_video_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"display" "cms"."enum_pages_blocks_map_display" DEFAULT 'location',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_map_locales" (
  	"title" varchar,
  	"text" varchar,
  	"ways_phone_title" varchar,
  	"ways_email_title" varchar,
  	"ways_whatsapp_title" varchar,
  	"ways_whatsapp_text" varchar,
  	"ways_visit_title" varchar,
  	"ways_visit_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_cards_cards_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "cms"."enum_pages_blocks_cards_source" DEFAULT 'cards',
  	"look" "cms"."enum_pages_blocks_cards_look" DEFAULT 'simple',
  	"columns" "cms"."enum_pages_blocks_cards_columns" DEFAULT 'auto',
  	"figures_placement" "cms"."enum_pages_blocks_cards_figures_placement" DEFAULT 'below',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"note_title" varchar,
  	"note_text" varchar,
  	"figures_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_stats_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "cms"."enum_pages_blocks_stats_tone" DEFAULT 'dark',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_stats_locales" (
  	"title" varchar,
  	"description" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_steps_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_steps_aside_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_steps_aside_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"look" "cms"."enum_pages_blocks_steps_look" DEFAULT 'numbered',
  	"aside" "cms"."enum_pages_blocks_steps_aside" DEFAULT 'none',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"aside_title" varchar,
  	"aside_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_detail_cards_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_detail_cards_cards_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_detail_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_detail_cards_cards_locales" (
  	"badge" varchar,
  	"meta" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_detail_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_detail_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"list_title" varchar,
  	"email_button" varchar,
  	"email_subject" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_faq_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_logos_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show" "cms"."enum_pages_blocks_logos_parts_show" DEFAULT 'clients'
  );
  
  CREATE TABLE "cms"."pages_blocks_logos_parts_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"motion" "cms"."enum_pages_blocks_logos_motion" DEFAULT 'moving',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_logos_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_testimonials_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_collection_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "cms"."enum_pages_blocks_collection_list_source" DEFAULT 'courses',
  	"area" "cms"."enum_pages_blocks_collection_list_area",
  	"kind" "cms"."enum_pages_blocks_collection_list_kind",
  	"limit" numeric,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_collection_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"box_title" varchar,
  	"box_text" varchar,
  	"box_booking_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "cms"."enum_pages_blocks_lead_form_form" DEFAULT 'contact',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_lead_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"hours_title" varchar,
  	"hours_open_days" varchar,
  	"hours_open_times" varchar,
  	"hours_closed_days" varchar,
  	"hours_closed" varchar,
  	"contact_box_title" varchar,
  	"contact_box_phone_label" varchar,
  	"contact_box_email_label" varchar,
  	"contact_box_website_label" varchar,
  	"contact_box_call_button" varchar,
  	"contact_box_whatsapp_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary_type" "cms"."enum_pages_blocks_cta_primary_type" DEFAULT 'reference',
  	"primary_href" varchar,
  	"secondary_type" "cms"."enum_pages_blocks_cta_secondary_type" DEFAULT 'reference',
  	"secondary_href" varchar,
  	"secondary_opens" "cms"."enum_pages_blocks_cta_secondary_opens" DEFAULT 'link',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_cta_locales" (
  	"title" varchar,
  	"description" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"whatsapp_message" varchar,
  	"whatsapp_hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"hero_type" "cms"."enum_pages_hero_type" DEFAULT 'basic',
  	"hero_primary_type" "cms"."enum_pages_hero_primary_type" DEFAULT 'reference',
  	"hero_primary_href" varchar,
  	"hero_secondary_type" "cms"."enum_pages_hero_secondary_type" DEFAULT 'reference',
  	"hero_secondary_href" varchar,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "cms"."enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."pages_locales" (
  	"title" varchar,
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_slogan_one" varchar,
  	"hero_slogan_two" varchar,
  	"hero_parent_line" varchar,
  	"hero_description" varchar,
  	"hero_primary_label" varchar,
  	"hero_secondary_label" varchar,
  	"hero_test_button" varchar,
  	"hero_video_title" varchar,
  	"hero_stats_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer,
  	"legal_pages_id" integer,
  	"courses_id" integer
  );
  
  CREATE TABLE "cms"."_pages_v_version_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_version_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_rich_text_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_rich_text_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "cms"."enum__pages_v_blocks_rich_text_style" DEFAULT 'article',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_rich_text_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"figures_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"width" "cms"."enum__pages_v_blocks_image_width" DEFAULT 'wide',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_gallery_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_side" "cms"."enum__pages_v_blocks_image_text_image_side" DEFAULT 'start',
  	"link_type" "cms"."enum__pages_v_blocks_image_text_link_type" DEFAULT 'reference',
  	"link_href" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_image_text_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"youtube" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_video_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"display" "cms"."enum__pages_v_blocks_map_display" DEFAULT 'location',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_map_locales" (
  	"title" varchar,
  	"text" varchar,
  	"ways_phone_title" varchar,
  	"ways_email_title" varchar,
  	"ways_whatsapp_title" varchar,
  	"ways_whatsapp_text" varchar,
  	"ways_visit_title" varchar,
  	"ways_visit_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_cards_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "cms"."enum__pages_v_blocks_cards_source" DEFAULT 'cards',
  	"look" "cms"."enum__pages_v_blocks_cards_look" DEFAULT 'simple',
  	"columns" "cms"."enum__pages_v_blocks_cards_columns" DEFAULT 'auto',
  	"figures_placement" "cms"."enum__pages_v_blocks_cards_figures_placement" DEFAULT 'below',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"note_title" varchar,
  	"note_text" varchar,
  	"figures_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_stats_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "cms"."enum__pages_v_blocks_stats_tone" DEFAULT 'dark',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_stats_locales" (
  	"title" varchar,
  	"description" varchar,
  	"stats_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps_aside_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps_aside_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"look" "cms"."enum__pages_v_blocks_steps_look" DEFAULT 'numbered',
  	"aside" "cms"."enum__pages_v_blocks_steps_aside" DEFAULT 'none',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"aside_title" varchar,
  	"aside_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_detail_cards_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_detail_cards_cards_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_detail_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_detail_cards_cards_locales" (
  	"badge" varchar,
  	"meta" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_detail_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_detail_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"list_title" varchar,
  	"email_button" varchar,
  	"email_subject" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_faq_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_logos_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show" "cms"."enum__pages_v_blocks_logos_parts_show" DEFAULT 'clients',
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_logos_parts_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"motion" "cms"."enum__pages_v_blocks_logos_motion" DEFAULT 'moving',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_logos_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_testimonials_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_collection_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "cms"."enum__pages_v_blocks_collection_list_source" DEFAULT 'courses',
  	"area" "cms"."enum__pages_v_blocks_collection_list_area",
  	"kind" "cms"."enum__pages_v_blocks_collection_list_kind",
  	"limit" numeric,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_collection_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"box_title" varchar,
  	"box_text" varchar,
  	"box_booking_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "cms"."enum__pages_v_blocks_lead_form_form" DEFAULT 'contact',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_lead_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"hours_title" varchar,
  	"hours_open_days" varchar,
  	"hours_open_times" varchar,
  	"hours_closed_days" varchar,
  	"hours_closed" varchar,
  	"contact_box_title" varchar,
  	"contact_box_phone_label" varchar,
  	"contact_box_email_label" varchar,
  	"contact_box_website_label" varchar,
  	"contact_box_call_button" varchar,
  	"contact_box_whatsapp_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary_type" "cms"."enum__pages_v_blocks_cta_primary_type" DEFAULT 'reference',
  	"primary_href" varchar,
  	"secondary_type" "cms"."enum__pages_v_blocks_cta_secondary_type" DEFAULT 'reference',
  	"secondary_href" varchar,
  	"secondary_opens" "cms"."enum__pages_v_blocks_cta_secondary_opens" DEFAULT 'link',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cta_locales" (
  	"title" varchar,
  	"description" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"whatsapp_message" varchar,
  	"whatsapp_hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_hero_type" "cms"."enum__pages_v_version_hero_type" DEFAULT 'basic',
  	"version_hero_primary_type" "cms"."enum__pages_v_version_hero_primary_type" DEFAULT 'reference',
  	"version_hero_primary_href" varchar,
  	"version_hero_secondary_type" "cms"."enum__pages_v_version_hero_secondary_type" DEFAULT 'reference',
  	"version_hero_secondary_href" varchar,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_pages_v_locales" (
  	"version_title" varchar,
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_slogan_one" varchar,
  	"version_hero_slogan_two" varchar,
  	"version_hero_parent_line" varchar,
  	"version_hero_description" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_secondary_label" varchar,
  	"version_hero_test_button" varchar,
  	"version_hero_video_title" varchar,
  	"version_hero_stats_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer,
  	"legal_pages_id" integer,
  	"courses_id" integer
  );
  
  CREATE TABLE "cms"."paths_stages_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."paths_stages_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hours" numeric,
  	"icon" "cms"."enum_paths_stages_icon"
  );
  
  CREATE TABLE "cms"."paths_stages_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."paths_outcomes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths_core_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "cms"."paths_journey" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."paths_journey_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."paths" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"slug" varchar,
  	"area" "cms"."enum_paths_area",
  	"outline_file_id" integer,
  	"outline_url" varchar,
  	"search_terms" varchar,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "cms"."enum_paths_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."paths_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hours" numeric,
  	"icon" "cms"."enum__paths_v_version_stages_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_stages_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_outcomes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v_version_core_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_journey" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_paths_v_version_journey_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_paths_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_slug" varchar,
  	"version_area" "cms"."enum__paths_v_version_area",
  	"version_outline_file_id" integer,
  	"version_outline_url" varchar,
  	"version_search_terms" varchar,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__paths_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__paths_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_paths_v_locales" (
  	"version_badge" varchar,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."courses_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_skills_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_topics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_target_audience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_target_audience_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_learning_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_learning_objectives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."courses_key_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"slug" varchar,
  	"type" "cms"."enum_courses_type",
  	"icon" "cms"."enum_courses_icon",
  	"hours" numeric,
  	"exam" "cms"."enum_courses_exam",
  	"outline_file_id" integer,
  	"outline_url" varchar,
  	"path_id" integer,
  	"search_terms" varchar,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "cms"."enum_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."courses_locales" (
  	"title" varchar,
  	"description" varchar,
  	"level" varchar,
  	"goal" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_skills_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_topics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_target_audience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_target_audience_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_learning_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_learning_objectives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v_version_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_courses_v_version_key_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_slug" varchar,
  	"version_type" "cms"."enum__courses_v_version_type",
  	"version_icon" "cms"."enum__courses_v_version_icon",
  	"version_hours" numeric,
  	"version_exam" "cms"."enum__courses_v_version_exam",
  	"version_outline_file_id" integer,
  	"version_outline_url" varchar,
  	"version_path_id" integer,
  	"version_search_terms" varchar,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__courses_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_courses_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_level" varchar,
  	"version_goal" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."intakes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "cms"."enum_intakes_run_status" DEFAULT 'forming',
  	"start_date" timestamp(3) with time zone,
  	"format" "cms"."enum_intakes_format" DEFAULT 'centre',
  	"language" "cms"."enum_intakes_language" DEFAULT 'ar-en',
  	"seats_total" numeric,
  	"seats_taken" numeric DEFAULT 0,
  	"price_from" numeric,
  	"price_to" numeric,
  	"example" boolean DEFAULT false,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "cms"."enum_intakes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."intakes_locales" (
  	"title" varchar,
  	"schedule" varchar,
  	"price_instalments" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."intakes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"courses_id" integer,
  	"paths_id" integer
  );
  
  CREATE TABLE "cms"."_intakes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_status" "cms"."enum_intakes_run_status" DEFAULT 'forming',
  	"version_start_date" timestamp(3) with time zone,
  	"version_format" "cms"."enum__intakes_v_version_format" DEFAULT 'centre',
  	"version_language" "cms"."enum__intakes_v_version_language" DEFAULT 'ar-en',
  	"version_seats_total" numeric,
  	"version_seats_taken" numeric DEFAULT 0,
  	"version_price_from" numeric,
  	"version_price_to" numeric,
  	"version_example" boolean DEFAULT false,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__intakes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__intakes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_intakes_v_locales" (
  	"version_title" varchar,
  	"version_schedule" varchar,
  	"version_price_instalments" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_intakes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"courses_id" integer,
  	"paths_id" integer
  );
  
  CREATE TABLE "cms"."posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"cover_id" integer,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "cms"."enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."posts_locales" (
  	"listed" boolean DEFAULT false,
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"author" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  CREATE TABLE "cms"."_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_posts_v_locales" (
  	"version_listed" boolean DEFAULT false,
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_author" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  CREATE TABLE "cms"."clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"logo_id" integer,
  	"row" "cms"."enum_clients_row" DEFAULT '1',
  	"example" boolean DEFAULT false,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_clients_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."clients_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_clients_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_logo_id" integer,
  	"version_row" "cms"."enum__clients_v_version_row" DEFAULT '1',
  	"version_example" boolean DEFAULT false,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__clients_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__clients_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_clients_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar,
  	"arabic_name" varchar,
  	"logo_id" integer,
  	"example" boolean DEFAULT false,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_partners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_arabic_name" varchar,
  	"version_logo_id" integer,
  	"version_example" boolean DEFAULT false,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__partners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__partners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"area" "cms"."enum_testimonials_area",
  	"playlist" varchar,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."testimonials_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_area" "cms"."enum__testimonials_v_version_area",
  	"version_playlist" varchar,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__testimonials_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_testimonials_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_sections_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_sections_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_sections_bullets_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar
  );
  
  CREATE TABLE "cms"."legal_pages_sections_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "cms"."enum_legal_pages_slug",
  	"updated" timestamp(3) with time zone,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "cms"."enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."legal_pages_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections_bullets_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "cms"."enum__legal_pages_v_version_slug",
  	"version_updated" timestamp(3) with time zone,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__legal_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_legal_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."test_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"correct" boolean DEFAULT false
  );
  
  CREATE TABLE "cms"."test_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "cms"."enum_test_questions_level",
  	"skill" "cms"."enum_test_questions_skill",
  	"order" numeric DEFAULT 100,
  	"passage" varchar,
  	"question" varchar,
  	"edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_test_questions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."test_questions_locales" (
  	"explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_test_questions_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"correct" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_test_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_level" "cms"."enum__test_questions_v_version_level",
  	"version_skill" "cms"."enum__test_questions_v_version_skill",
  	"version_order" numeric DEFAULT 100,
  	"version_passage" varchar,
  	"version_question" varchar,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__test_questions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__test_questions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_test_questions_v_locales" (
  	"version_explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt_en" varchar,
  	"alt_ar" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "cms"."leads_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"course" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "cms"."leads_areas" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_leads_areas",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar,
  	"author_account_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."leads_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "cms"."enum_leads_history_field",
  	"from" varchar,
  	"to" varchar,
  	"by" varchar,
  	"by_account_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref" varchar NOT NULL,
  	"kind" "cms"."enum_leads_kind" NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"title" varchar,
  	"status" "cms"."enum_leads_status" DEFAULT 'new' NOT NULL,
  	"owner_id" integer,
  	"follow_up_at" timestamp(3) with time zone,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"locale" "cms"."enum_leads_locale" NOT NULL,
  	"training_interest" "cms"."enum_leads_training_interest",
  	"message" varchar,
  	"offering" varchar,
  	"test_level" "cms"."enum_leads_test_level",
  	"company" varchar,
  	"role" varchar,
  	"team_size" "cms"."enum_leads_team_size",
  	"delivery" "cms"."enum_leads_delivery",
  	"months" varchar,
  	"test_summary" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"consent_statement" varchar,
  	"consent_agreed_at" timestamp(3) with time zone,
  	"consent_language" "cms"."enum_leads_consent_language",
  	"course_ids" varchar,
  	"source_landing_page" varchar,
  	"source_page" varchar,
  	"source_referrer_host" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"source_device" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar
  );
  
  CREATE TABLE "cms"."redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "cms"."enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "cms"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "cms"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "cms"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "cms"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"courses_id" integer,
  	"intakes_id" integer,
  	"posts_id" integer,
  	"clients_id" integer,
  	"partners_id" integer,
  	"testimonials_id" integer,
  	"legal_pages_id" integer,
  	"test_questions_id" integer,
  	"media_id" integer,
  	"leads_id" integer,
  	"users_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings_office_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_site_settings_office_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings_training_areas_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings_training_areas_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings_training_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_site_settings_training_areas_area",
  	"icon" "cms"."enum_site_settings_training_areas_icon",
  	"link" "cms"."enum_site_settings_training_areas_link"
  );
  
  CREATE TABLE "cms"."site_settings_training_areas_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_site_settings_industries_icon"
  );
  
  CREATE TABLE "cms"."site_settings_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"founded_year" numeric,
  	"email" varchar,
  	"team_language" "cms"."enum_site_settings_team_language" DEFAULT 'en',
  	"phone_display" varchar,
  	"phone_e164" varchar,
  	"whatsapp_display" varchar,
  	"whatsapp_number" varchar,
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"map_link" varchar,
  	"map_embed" varchar,
  	"office_hours_opens" varchar,
  	"office_hours_closes" varchar,
  	"social_facebook" varchar,
  	"social_linkedin" varchar,
  	"social_instagram" varchar,
  	"social_youtube" varchar,
  	"hero_playlist" varchar,
  	"placement_test_url" varchar,
  	"exam_booking_url" varchar,
  	"sharing_image_id" integer,
  	"edited_by" varchar,
  	"_status" "cms"."enum_site_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."site_settings_locales" (
  	"brand" varchar,
  	"parent_company" varchar,
  	"address_street" varchar,
  	"address_district" varchar,
  	"address_city" varchar,
  	"address_country" varchar,
  	"sharing_title" varchar,
  	"sharing_description" varchar,
  	"sharing_card_badge" varchar,
  	"sharing_card_title" varchar,
  	"sharing_card_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_office_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__site_settings_v_version_office_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_training_areas_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_training_areas_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_training_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__site_settings_v_version_training_areas_area",
  	"icon" "cms"."enum__site_settings_v_version_training_areas_icon",
  	"link" "cms"."enum__site_settings_v_version_training_areas_link",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_training_areas_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__site_settings_v_version_industries_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_founded_year" numeric,
  	"version_email" varchar,
  	"version_team_language" "cms"."enum__site_settings_v_version_team_language" DEFAULT 'en',
  	"version_phone_display" varchar,
  	"version_phone_e164" varchar,
  	"version_whatsapp_display" varchar,
  	"version_whatsapp_number" varchar,
  	"version_address_latitude" numeric,
  	"version_address_longitude" numeric,
  	"version_map_link" varchar,
  	"version_map_embed" varchar,
  	"version_office_hours_opens" varchar,
  	"version_office_hours_closes" varchar,
  	"version_social_facebook" varchar,
  	"version_social_linkedin" varchar,
  	"version_social_instagram" varchar,
  	"version_social_youtube" varchar,
  	"version_hero_playlist" varchar,
  	"version_placement_test_url" varchar,
  	"version_exam_booking_url" varchar,
  	"version_sharing_image_id" integer,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__site_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_site_settings_v_locales" (
  	"version_brand" varchar,
  	"version_parent_company" varchar,
  	"version_address_street" varchar,
  	"version_address_district" varchar,
  	"version_address_city" varchar,
  	"version_address_country" varchar,
  	"version_sharing_title" varchar,
  	"version_sharing_description" varchar,
  	"version_sharing_card_badge" varchar,
  	"version_sharing_card_title" varchar,
  	"version_sharing_card_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."header_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "cms"."enum_header_items_children_type" DEFAULT 'reference',
  	"href" varchar
  );
  
  CREATE TABLE "cms"."header_items_children_locales" (
  	"label" varchar,
  	"hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."header_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "cms"."enum_header_items_type" DEFAULT 'reference',
  	"href" varchar
  );
  
  CREATE TABLE "cms"."header_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_type" "cms"."enum_header_button_type" DEFAULT 'reference',
  	"button_href" varchar,
  	"edited_by" varchar,
  	"_status" "cms"."enum_header_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."header_locales" (
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer,
  	"legal_pages_id" integer
  );
  
  CREATE TABLE "cms"."_header_v_version_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "cms"."enum__header_v_version_items_children_type" DEFAULT 'reference',
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_header_v_version_items_children_locales" (
  	"label" varchar,
  	"hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_header_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "cms"."enum__header_v_version_items_type" DEFAULT 'reference',
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_header_v_version_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_button_type" "cms"."enum__header_v_version_button_type" DEFAULT 'reference',
  	"version_button_href" varchar,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__header_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_header_v_locales" (
  	"version_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_header_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer,
  	"legal_pages_id" integer
  );
  
  CREATE TABLE "cms"."footer_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "cms"."enum_footer_services_type" DEFAULT 'reference',
  	"href" varchar
  );
  
  CREATE TABLE "cms"."footer_services_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."footer_company" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "cms"."enum_footer_company_type" DEFAULT 'reference',
  	"href" varchar
  );
  
  CREATE TABLE "cms"."footer_company_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."footer_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "cms"."enum_footer_legal_type" DEFAULT 'reference',
  	"href" varchar
  );
  
  CREATE TABLE "cms"."footer_legal_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_footer_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer,
  	"legal_pages_id" integer
  );
  
  CREATE TABLE "cms"."_footer_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "cms"."enum__footer_v_version_services_type" DEFAULT 'reference',
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_footer_v_version_services_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_footer_v_version_company" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "cms"."enum__footer_v_version_company_type" DEFAULT 'reference',
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_footer_v_version_company_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_footer_v_version_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "cms"."enum__footer_v_version_legal_type" DEFAULT 'reference',
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_footer_v_version_legal_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__footer_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_footer_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer,
  	"legal_pages_id" integer
  );
  
  CREATE TABLE "cms"."schedule_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "cms"."enum_schedule_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."schedule_page_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_schedule_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "cms"."enum__schedule_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__schedule_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_schedule_page_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."seed_status" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cms"."pages_hero_stats" ADD CONSTRAINT "pages_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_hero_stats_locales" ADD CONSTRAINT "pages_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_rich_text_figures" ADD CONSTRAINT "pages_blocks_rich_text_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_rich_text_figures_locales" ADD CONSTRAINT "pages_blocks_rich_text_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_rich_text_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_locales" ADD CONSTRAINT "pages_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_images" ADD CONSTRAINT "pages_blocks_gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_images" ADD CONSTRAINT "pages_blocks_gallery_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_images_locales" ADD CONSTRAINT "pages_blocks_gallery_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_gallery_locales" ADD CONSTRAINT "pages_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_image_text_locales" ADD CONSTRAINT "pages_blocks_image_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_map_locales" ADD CONSTRAINT "pages_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_cards_locales" ADD CONSTRAINT "pages_blocks_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_figures" ADD CONSTRAINT "pages_blocks_cards_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_figures_locales" ADD CONSTRAINT "pages_blocks_cards_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_locales" ADD CONSTRAINT "pages_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_stats_stats" ADD CONSTRAINT "pages_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_stats_stats_locales" ADD CONSTRAINT "pages_blocks_stats_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_stats_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_stats_locales" ADD CONSTRAINT "pages_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps_steps" ADD CONSTRAINT "pages_blocks_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps_steps_locales" ADD CONSTRAINT "pages_blocks_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps_aside_items" ADD CONSTRAINT "pages_blocks_steps_aside_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps_aside_items_locales" ADD CONSTRAINT "pages_blocks_steps_aside_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_steps_aside_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps_locales" ADD CONSTRAINT "pages_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_detail_cards_cards_items" ADD CONSTRAINT "pages_blocks_detail_cards_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_detail_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_detail_cards_cards_items_locales" ADD CONSTRAINT "pages_blocks_detail_cards_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_detail_cards_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_detail_cards_cards" ADD CONSTRAINT "pages_blocks_detail_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_detail_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_detail_cards_cards_locales" ADD CONSTRAINT "pages_blocks_detail_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_detail_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_detail_cards" ADD CONSTRAINT "pages_blocks_detail_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_detail_cards_locales" ADD CONSTRAINT "pages_blocks_detail_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_detail_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_logos_parts" ADD CONSTRAINT "pages_blocks_logos_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_logos_parts_locales" ADD CONSTRAINT "pages_blocks_logos_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_logos_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_logos" ADD CONSTRAINT "pages_blocks_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_logos_locales" ADD CONSTRAINT "pages_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_collection_list" ADD CONSTRAINT "pages_blocks_collection_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_collection_list_locales" ADD CONSTRAINT "pages_blocks_collection_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_collection_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_lead_form_locales" ADD CONSTRAINT "pages_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cta_locales" ADD CONSTRAINT "pages_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_rels" ADD CONSTRAINT "pages_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_rels" ADD CONSTRAINT "pages_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_rels" ADD CONSTRAINT "pages_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_version_hero_stats" ADD CONSTRAINT "_pages_v_version_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_version_hero_stats_locales" ADD CONSTRAINT "_pages_v_version_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_version_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_rich_text_figures" ADD CONSTRAINT "_pages_v_blocks_rich_text_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_rich_text_figures_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_rich_text_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_locales" ADD CONSTRAINT "_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_images" ADD CONSTRAINT "_pages_v_blocks_gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_images" ADD CONSTRAINT "_pages_v_blocks_gallery_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_images_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_text" ADD CONSTRAINT "_pages_v_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_text" ADD CONSTRAINT "_pages_v_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_image_text_locales" ADD CONSTRAINT "_pages_v_blocks_image_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_map_locales" ADD CONSTRAINT "_pages_v_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_cards" ADD CONSTRAINT "_pages_v_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_figures" ADD CONSTRAINT "_pages_v_blocks_cards_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_figures_locales" ADD CONSTRAINT "_pages_v_blocks_cards_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_locales" ADD CONSTRAINT "_pages_v_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_stats_stats" ADD CONSTRAINT "_pages_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_stats_stats_locales" ADD CONSTRAINT "_pages_v_blocks_stats_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_stats_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_stats_locales" ADD CONSTRAINT "_pages_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps_steps" ADD CONSTRAINT "_pages_v_blocks_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps_aside_items" ADD CONSTRAINT "_pages_v_blocks_steps_aside_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps_aside_items_locales" ADD CONSTRAINT "_pages_v_blocks_steps_aside_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_steps_aside_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_detail_cards_cards_items" ADD CONSTRAINT "_pages_v_blocks_detail_cards_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_detail_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_detail_cards_cards_items_locales" ADD CONSTRAINT "_pages_v_blocks_detail_cards_cards_items_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_detail_cards_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_detail_cards_cards" ADD CONSTRAINT "_pages_v_blocks_detail_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_detail_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_detail_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_detail_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_detail_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_detail_cards" ADD CONSTRAINT "_pages_v_blocks_detail_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_detail_cards_locales" ADD CONSTRAINT "_pages_v_blocks_detail_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_detail_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_logos_parts" ADD CONSTRAINT "_pages_v_blocks_logos_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_logos_parts_locales" ADD CONSTRAINT "_pages_v_blocks_logos_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_logos_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_logos" ADD CONSTRAINT "_pages_v_blocks_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_logos_locales" ADD CONSTRAINT "_pages_v_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_collection_list" ADD CONSTRAINT "_pages_v_blocks_collection_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_collection_list_locales" ADD CONSTRAINT "_pages_v_blocks_collection_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_collection_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_lead_form_locales" ADD CONSTRAINT "_pages_v_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cta_locales" ADD CONSTRAINT "_pages_v_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_stages_points" ADD CONSTRAINT "paths_stages_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_stages_points_locales" ADD CONSTRAINT "paths_stages_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_stages_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_stages" ADD CONSTRAINT "paths_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_stages_locales" ADD CONSTRAINT "paths_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_outcomes" ADD CONSTRAINT "paths_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_outcomes_locales" ADD CONSTRAINT "paths_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_core_tools" ADD CONSTRAINT "paths_core_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_journey" ADD CONSTRAINT "paths_journey_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths_journey_locales" ADD CONSTRAINT "paths_journey_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths_journey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."paths" ADD CONSTRAINT "paths_outline_file_id_media_id_fk" FOREIGN KEY ("outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."paths_locales" ADD CONSTRAINT "paths_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."paths_locales" ADD CONSTRAINT "paths_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages_points" ADD CONSTRAINT "_paths_v_version_stages_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages_points_locales" ADD CONSTRAINT "_paths_v_version_stages_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_stages_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages" ADD CONSTRAINT "_paths_v_version_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_stages_locales" ADD CONSTRAINT "_paths_v_version_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_outcomes" ADD CONSTRAINT "_paths_v_version_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_outcomes_locales" ADD CONSTRAINT "_paths_v_version_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_core_tools" ADD CONSTRAINT "_paths_v_version_core_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_journey" ADD CONSTRAINT "_paths_v_version_journey_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_version_journey_locales" ADD CONSTRAINT "_paths_v_version_journey_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v_version_journey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v" ADD CONSTRAINT "_paths_v_parent_id_paths_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."paths"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v" ADD CONSTRAINT "_paths_v_version_outline_file_id_media_id_fk" FOREIGN KEY ("version_outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_locales" ADD CONSTRAINT "_paths_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_paths_v_locales" ADD CONSTRAINT "_paths_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_paths_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_skills" ADD CONSTRAINT "courses_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_skills_locales" ADD CONSTRAINT "courses_skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_topics" ADD CONSTRAINT "courses_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_topics_locales" ADD CONSTRAINT "courses_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_target_audience" ADD CONSTRAINT "courses_target_audience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_target_audience_locales" ADD CONSTRAINT "courses_target_audience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_target_audience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_learning_objectives" ADD CONSTRAINT "courses_learning_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_learning_objectives_locales" ADD CONSTRAINT "courses_learning_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_learning_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_key_features" ADD CONSTRAINT "courses_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses_key_features_locales" ADD CONSTRAINT "courses_key_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses_key_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."courses" ADD CONSTRAINT "courses_outline_file_id_media_id_fk" FOREIGN KEY ("outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."courses" ADD CONSTRAINT "courses_path_id_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "cms"."paths"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."courses_locales" ADD CONSTRAINT "courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_skills" ADD CONSTRAINT "_courses_v_version_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_skills_locales" ADD CONSTRAINT "_courses_v_version_skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_topics" ADD CONSTRAINT "_courses_v_version_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_topics_locales" ADD CONSTRAINT "_courses_v_version_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_target_audience" ADD CONSTRAINT "_courses_v_version_target_audience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_target_audience_locales" ADD CONSTRAINT "_courses_v_version_target_audience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_target_audience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_learning_objectives" ADD CONSTRAINT "_courses_v_version_learning_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_learning_objectives_locales" ADD CONSTRAINT "_courses_v_version_learning_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_learning_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_key_features" ADD CONSTRAINT "_courses_v_version_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_version_key_features_locales" ADD CONSTRAINT "_courses_v_version_key_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v_version_key_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v" ADD CONSTRAINT "_courses_v_version_outline_file_id_media_id_fk" FOREIGN KEY ("version_outline_file_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v" ADD CONSTRAINT "_courses_v_version_path_id_paths_id_fk" FOREIGN KEY ("version_path_id") REFERENCES "cms"."paths"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_courses_v_locales" ADD CONSTRAINT "_courses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."intakes_locales" ADD CONSTRAINT "intakes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."intakes_rels" ADD CONSTRAINT "intakes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."intakes_rels" ADD CONSTRAINT "intakes_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."intakes_rels" ADD CONSTRAINT "intakes_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v" ADD CONSTRAINT "_intakes_v_parent_id_intakes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."intakes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_locales" ADD CONSTRAINT "_intakes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_intakes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_rels" ADD CONSTRAINT "_intakes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_intakes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_rels" ADD CONSTRAINT "_intakes_v_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_intakes_v_rels" ADD CONSTRAINT "_intakes_v_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."posts" ADD CONSTRAINT "posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."posts_texts" ADD CONSTRAINT "posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v" ADD CONSTRAINT "_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_texts" ADD CONSTRAINT "_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."clients" ADD CONSTRAINT "clients_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."clients_locales" ADD CONSTRAINT "clients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_clients_v" ADD CONSTRAINT "_clients_v_parent_id_clients_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_clients_v" ADD CONSTRAINT "_clients_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_clients_v_locales" ADD CONSTRAINT "_clients_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_clients_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."partners" ADD CONSTRAINT "partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v" ADD CONSTRAINT "_partners_v_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v" ADD CONSTRAINT "_partners_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections_paragraphs" ADD CONSTRAINT "legal_pages_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections_paragraphs_locales" ADD CONSTRAINT "legal_pages_sections_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_sections_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections_bullets" ADD CONSTRAINT "legal_pages_sections_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections_bullets_locales" ADD CONSTRAINT "legal_pages_sections_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_sections_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections" ADD CONSTRAINT "legal_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections_locales" ADD CONSTRAINT "legal_pages_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_paragraphs" ADD CONSTRAINT "_legal_pages_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_paragraphs_locales" ADD CONSTRAINT "_legal_pages_v_version_sections_paragraphs_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_bullets" ADD CONSTRAINT "_legal_pages_v_version_sections_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_bullets_locales" ADD CONSTRAINT "_legal_pages_v_version_sections_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections" ADD CONSTRAINT "_legal_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_locales" ADD CONSTRAINT "_legal_pages_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."test_questions_options" ADD CONSTRAINT "test_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."test_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."test_questions_locales" ADD CONSTRAINT "test_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."test_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_test_questions_v_version_options" ADD CONSTRAINT "_test_questions_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_test_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_test_questions_v" ADD CONSTRAINT "_test_questions_v_parent_id_test_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."test_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_test_questions_v_locales" ADD CONSTRAINT "_test_questions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_test_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads_courses" ADD CONSTRAINT "leads_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads_areas" ADD CONSTRAINT "leads_areas_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads_notes" ADD CONSTRAINT "leads_notes_author_account_id_users_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads_history" ADD CONSTRAINT "leads_history_by_account_id_users_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."leads_history" ADD CONSTRAINT "leads_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_intakes_fk" FOREIGN KEY ("intakes_id") REFERENCES "cms"."intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "cms"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "cms"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "cms"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_questions_fk" FOREIGN KEY ("test_questions_id") REFERENCES "cms"."test_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "cms"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "cms"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_office_hours_days" ADD CONSTRAINT "site_settings_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_training_areas_features" ADD CONSTRAINT "site_settings_training_areas_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings_training_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_training_areas_features_locales" ADD CONSTRAINT "site_settings_training_areas_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings_training_areas_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_training_areas" ADD CONSTRAINT "site_settings_training_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_training_areas_locales" ADD CONSTRAINT "site_settings_training_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings_training_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_industries" ADD CONSTRAINT "site_settings_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_industries_locales" ADD CONSTRAINT "site_settings_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings" ADD CONSTRAINT "site_settings_sharing_image_id_media_id_fk" FOREIGN KEY ("sharing_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_office_hours_days" ADD CONSTRAINT "_site_settings_v_version_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_training_areas_features" ADD CONSTRAINT "_site_settings_v_version_training_areas_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v_version_training_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_training_areas_features_locales" ADD CONSTRAINT "_site_settings_v_version_training_areas_features_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v_version_training_areas_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_training_areas" ADD CONSTRAINT "_site_settings_v_version_training_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_training_areas_locales" ADD CONSTRAINT "_site_settings_v_version_training_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v_version_training_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_industries" ADD CONSTRAINT "_site_settings_v_version_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_industries_locales" ADD CONSTRAINT "_site_settings_v_version_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v_version_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_sharing_image_id_media_id_fk" FOREIGN KEY ("version_sharing_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_items_children" ADD CONSTRAINT "header_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_items_children_locales" ADD CONSTRAINT "header_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_items" ADD CONSTRAINT "header_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_items_locales" ADD CONSTRAINT "header_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_rels" ADD CONSTRAINT "header_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_rels" ADD CONSTRAINT "header_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_rels" ADD CONSTRAINT "header_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."header_rels" ADD CONSTRAINT "header_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items_children" ADD CONSTRAINT "_header_v_version_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items_children_locales" ADD CONSTRAINT "_header_v_version_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v_version_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items" ADD CONSTRAINT "_header_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_version_items_locales" ADD CONSTRAINT "_header_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_locales" ADD CONSTRAINT "_header_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_rels" ADD CONSTRAINT "_header_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_rels" ADD CONSTRAINT "_header_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_rels" ADD CONSTRAINT "_header_v_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_rels" ADD CONSTRAINT "_header_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_header_v_rels" ADD CONSTRAINT "_header_v_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_services" ADD CONSTRAINT "footer_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_services_locales" ADD CONSTRAINT "footer_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_company" ADD CONSTRAINT "footer_company_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_company_locales" ADD CONSTRAINT "footer_company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer_company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_legal" ADD CONSTRAINT "footer_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_legal_locales" ADD CONSTRAINT "footer_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."footer_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_rels" ADD CONSTRAINT "footer_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_rels" ADD CONSTRAINT "footer_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."footer_rels" ADD CONSTRAINT "footer_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_services" ADD CONSTRAINT "_footer_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_services_locales" ADD CONSTRAINT "_footer_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_company" ADD CONSTRAINT "_footer_v_version_company_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_company_locales" ADD CONSTRAINT "_footer_v_version_company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v_version_company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_legal" ADD CONSTRAINT "_footer_v_version_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_version_legal_locales" ADD CONSTRAINT "_footer_v_version_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_footer_v_version_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."schedule_page_locales" ADD CONSTRAINT "schedule_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."schedule_page_locales" ADD CONSTRAINT "schedule_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."schedule_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_schedule_page_v_locales" ADD CONSTRAINT "_schedule_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_schedule_page_v_locales" ADD CONSTRAINT "_schedule_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_schedule_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_hero_stats_order_idx" ON "cms"."pages_hero_stats" USING btree ("_order");
  CREATE INDEX "pages_hero_stats_parent_id_idx" ON "cms"."pages_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_hero_stats_locales_locale_parent_id_unique" ON "cms"."pages_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_figures_order_idx" ON "cms"."pages_blocks_rich_text_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_figures_parent_id_idx" ON "cms"."pages_blocks_rich_text_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_figures_locales_locale_parent_id_uniq" ON "cms"."pages_blocks_rich_text_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "cms"."pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "cms"."pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "cms"."pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "cms"."pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_order_idx" ON "cms"."pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "cms"."pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "cms"."pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "cms"."pages_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_locales_locale_parent_id_unique" ON "cms"."pages_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_images_order_idx" ON "cms"."pages_blocks_gallery_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_images_parent_id_idx" ON "cms"."pages_blocks_gallery_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_images_image_idx" ON "cms"."pages_blocks_gallery_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_gallery_images_locales_locale_parent_id_unique" ON "cms"."pages_blocks_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "cms"."pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "cms"."pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "cms"."pages_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_gallery_locales_locale_parent_id_unique" ON "cms"."pages_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_text_order_idx" ON "cms"."pages_blocks_image_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_parent_id_idx" ON "cms"."pages_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_text_path_idx" ON "cms"."pages_blocks_image_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_text_image_idx" ON "cms"."pages_blocks_image_text" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_text_locales_locale_parent_id_unique" ON "cms"."pages_blocks_image_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "cms"."pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "cms"."pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "cms"."pages_blocks_video" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "cms"."pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_map_order_idx" ON "cms"."pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "cms"."pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "cms"."pages_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_map_locales_locale_parent_id_unique" ON "cms"."pages_blocks_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_cards_order_idx" ON "cms"."pages_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_cards_parent_id_idx" ON "cms"."pages_blocks_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_cards_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_figures_order_idx" ON "cms"."pages_blocks_cards_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_figures_parent_id_idx" ON "cms"."pages_blocks_cards_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_cards_figures_locales_locale_parent_id_unique" ON "cms"."pages_blocks_cards_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "cms"."pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "cms"."pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "cms"."pages_blocks_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stats_stats_order_idx" ON "cms"."pages_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_stats_parent_id_idx" ON "cms"."pages_blocks_stats_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_stats_stats_locales_locale_parent_id_unique" ON "cms"."pages_blocks_stats_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "cms"."pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "cms"."pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "cms"."pages_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_stats_locales_locale_parent_id_unique" ON "cms"."pages_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_steps_order_idx" ON "cms"."pages_blocks_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_steps_parent_id_idx" ON "cms"."pages_blocks_steps_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_steps_locales_locale_parent_id_unique" ON "cms"."pages_blocks_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_aside_items_order_idx" ON "cms"."pages_blocks_steps_aside_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_aside_items_parent_id_idx" ON "cms"."pages_blocks_steps_aside_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_aside_items_locales_locale_parent_id_uniq" ON "cms"."pages_blocks_steps_aside_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "cms"."pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "cms"."pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "cms"."pages_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_steps_locales_locale_parent_id_unique" ON "cms"."pages_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_detail_cards_cards_items_order_idx" ON "cms"."pages_blocks_detail_cards_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_detail_cards_cards_items_parent_id_idx" ON "cms"."pages_blocks_detail_cards_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_detail_cards_cards_items_locales_locale_parent_" ON "cms"."pages_blocks_detail_cards_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_detail_cards_cards_order_idx" ON "cms"."pages_blocks_detail_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_detail_cards_cards_parent_id_idx" ON "cms"."pages_blocks_detail_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_detail_cards_cards_locales_locale_parent_id_uni" ON "cms"."pages_blocks_detail_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_detail_cards_order_idx" ON "cms"."pages_blocks_detail_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_detail_cards_parent_id_idx" ON "cms"."pages_blocks_detail_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_detail_cards_path_idx" ON "cms"."pages_blocks_detail_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_detail_cards_locales_locale_parent_id_unique" ON "cms"."pages_blocks_detail_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "cms"."pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "cms"."pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "cms"."pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "cms"."pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "cms"."pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "cms"."pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "cms"."pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_logos_parts_order_idx" ON "cms"."pages_blocks_logos_parts" USING btree ("_order");
  CREATE INDEX "pages_blocks_logos_parts_parent_id_idx" ON "cms"."pages_blocks_logos_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_logos_parts_locales_locale_parent_id_unique" ON "cms"."pages_blocks_logos_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_logos_order_idx" ON "cms"."pages_blocks_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_logos_parent_id_idx" ON "cms"."pages_blocks_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logos_path_idx" ON "cms"."pages_blocks_logos" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_logos_locales_locale_parent_id_unique" ON "cms"."pages_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "cms"."pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "cms"."pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "cms"."pages_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "cms"."pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_collection_list_order_idx" ON "cms"."pages_blocks_collection_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_collection_list_parent_id_idx" ON "cms"."pages_blocks_collection_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collection_list_path_idx" ON "cms"."pages_blocks_collection_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_collection_list_locales_locale_parent_id_unique" ON "cms"."pages_blocks_collection_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "cms"."pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "cms"."pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "cms"."pages_blocks_lead_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_lead_form_locales_locale_parent_id_unique" ON "cms"."pages_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "cms"."pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "cms"."pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "cms"."pages_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cta_locales_locale_parent_id_unique" ON "cms"."pages_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "cms"."pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "cms"."pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "cms"."pages" USING btree ("created_at");
  CREATE INDEX "pages_deleted_at_idx" ON "cms"."pages" USING btree ("deleted_at");
  CREATE INDEX "pages__status_idx" ON "cms"."pages" USING btree ("_status");
  CREATE INDEX "pages_meta_meta_image_idx" ON "cms"."pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "cms"."pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "cms"."pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "cms"."pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "cms"."pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "cms"."pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_paths_id_idx" ON "cms"."pages_rels" USING btree ("paths_id");
  CREATE INDEX "pages_rels_posts_id_idx" ON "cms"."pages_rels" USING btree ("posts_id");
  CREATE INDEX "pages_rels_legal_pages_id_idx" ON "cms"."pages_rels" USING btree ("legal_pages_id");
  CREATE INDEX "pages_rels_courses_id_idx" ON "cms"."pages_rels" USING btree ("courses_id");
  CREATE INDEX "_pages_v_version_hero_stats_order_idx" ON "cms"."_pages_v_version_hero_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_stats_parent_id_idx" ON "cms"."_pages_v_version_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_hero_stats_locales_locale_parent_id_unique" ON "cms"."_pages_v_version_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_figures_order_idx" ON "cms"."_pages_v_blocks_rich_text_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_figures_parent_id_idx" ON "cms"."_pages_v_blocks_rich_text_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_figures_locales_locale_parent_id_u" ON "cms"."_pages_v_blocks_rich_text_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "cms"."_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "cms"."_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "cms"."_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "cms"."_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "cms"."_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "cms"."_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "cms"."_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_images_order_idx" ON "cms"."_pages_v_blocks_gallery_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_images_parent_id_idx" ON "cms"."_pages_v_blocks_gallery_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_images_image_idx" ON "cms"."_pages_v_blocks_gallery_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_images_locales_locale_parent_id_uniq" ON "cms"."_pages_v_blocks_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "cms"."_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "cms"."_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "cms"."_pages_v_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_order_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_text_parent_id_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_path_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_text_image_idx" ON "cms"."_pages_v_blocks_image_text" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_text_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_image_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "cms"."_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "cms"."_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "cms"."_pages_v_blocks_video" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "cms"."_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "cms"."_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "cms"."_pages_v_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_map_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_cards_order_idx" ON "cms"."_pages_v_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_cards_parent_id_idx" ON "cms"."_pages_v_blocks_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_cards_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_figures_order_idx" ON "cms"."_pages_v_blocks_cards_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_figures_parent_id_idx" ON "cms"."_pages_v_blocks_cards_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_figures_locales_locale_parent_id_uniqu" ON "cms"."_pages_v_blocks_cards_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_stats_order_idx" ON "cms"."_pages_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_stats_parent_id_idx" ON "cms"."_pages_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_stats_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_stats_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "cms"."_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "cms"."_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "cms"."_pages_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_steps_order_idx" ON "cms"."_pages_v_blocks_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_steps_parent_id_idx" ON "cms"."_pages_v_blocks_steps_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_steps_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_aside_items_order_idx" ON "cms"."_pages_v_blocks_steps_aside_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_aside_items_parent_id_idx" ON "cms"."_pages_v_blocks_steps_aside_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_aside_items_locales_locale_parent_id_u" ON "cms"."_pages_v_blocks_steps_aside_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "cms"."_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "cms"."_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "cms"."_pages_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_cards_cards_items_order_idx" ON "cms"."_pages_v_blocks_detail_cards_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_detail_cards_cards_items_parent_id_idx" ON "cms"."_pages_v_blocks_detail_cards_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_detail_cards_cards_items_locales_locale_pare" ON "cms"."_pages_v_blocks_detail_cards_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_cards_cards_order_idx" ON "cms"."_pages_v_blocks_detail_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_detail_cards_cards_parent_id_idx" ON "cms"."_pages_v_blocks_detail_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_detail_cards_cards_locales_locale_parent_id_" ON "cms"."_pages_v_blocks_detail_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_cards_order_idx" ON "cms"."_pages_v_blocks_detail_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_detail_cards_parent_id_idx" ON "cms"."_pages_v_blocks_detail_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_cards_path_idx" ON "cms"."_pages_v_blocks_detail_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_detail_cards_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_detail_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "cms"."_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "cms"."_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "cms"."_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "cms"."_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "cms"."_pages_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_logos_parts_order_idx" ON "cms"."_pages_v_blocks_logos_parts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logos_parts_parent_id_idx" ON "cms"."_pages_v_blocks_logos_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_logos_parts_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_logos_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_logos_order_idx" ON "cms"."_pages_v_blocks_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logos_parent_id_idx" ON "cms"."_pages_v_blocks_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logos_path_idx" ON "cms"."_pages_v_blocks_logos" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_logos_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "cms"."_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "cms"."_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "cms"."_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_collection_list_order_idx" ON "cms"."_pages_v_blocks_collection_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_collection_list_parent_id_idx" ON "cms"."_pages_v_blocks_collection_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collection_list_path_idx" ON "cms"."_pages_v_blocks_collection_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_collection_list_locales_locale_parent_id_uni" ON "cms"."_pages_v_blocks_collection_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "cms"."_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "cms"."_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "cms"."_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_lead_form_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "cms"."_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "cms"."_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "cms"."_pages_v_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cta_locales_locale_parent_id_unique" ON "cms"."_pages_v_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "cms"."_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "cms"."_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "cms"."_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "cms"."_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "cms"."_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "cms"."_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "cms"."_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "cms"."_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "cms"."_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "cms"."_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "cms"."_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "cms"."_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "cms"."_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "cms"."_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "cms"."_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "cms"."_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "cms"."_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_paths_id_idx" ON "cms"."_pages_v_rels" USING btree ("paths_id");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "cms"."_pages_v_rels" USING btree ("posts_id");
  CREATE INDEX "_pages_v_rels_legal_pages_id_idx" ON "cms"."_pages_v_rels" USING btree ("legal_pages_id");
  CREATE INDEX "_pages_v_rels_courses_id_idx" ON "cms"."_pages_v_rels" USING btree ("courses_id");
  CREATE INDEX "paths_stages_points_order_idx" ON "cms"."paths_stages_points" USING btree ("_order");
  CREATE INDEX "paths_stages_points_parent_id_idx" ON "cms"."paths_stages_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_stages_points_locales_locale_parent_id_unique" ON "cms"."paths_stages_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "paths_stages_order_idx" ON "cms"."paths_stages" USING btree ("_order");
  CREATE INDEX "paths_stages_parent_id_idx" ON "cms"."paths_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_stages_locales_locale_parent_id_unique" ON "cms"."paths_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "paths_outcomes_order_idx" ON "cms"."paths_outcomes" USING btree ("_order");
  CREATE INDEX "paths_outcomes_parent_id_idx" ON "cms"."paths_outcomes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_outcomes_locales_locale_parent_id_unique" ON "cms"."paths_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "paths_core_tools_order_idx" ON "cms"."paths_core_tools" USING btree ("_order");
  CREATE INDEX "paths_core_tools_parent_id_idx" ON "cms"."paths_core_tools" USING btree ("_parent_id");
  CREATE INDEX "paths_journey_order_idx" ON "cms"."paths_journey" USING btree ("_order");
  CREATE INDEX "paths_journey_parent_id_idx" ON "cms"."paths_journey" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paths_journey_locales_locale_parent_id_unique" ON "cms"."paths_journey_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "paths__order_idx" ON "cms"."paths" USING btree ("_order");
  CREATE UNIQUE INDEX "paths_slug_idx" ON "cms"."paths" USING btree ("slug");
  CREATE INDEX "paths_outline_outline_file_idx" ON "cms"."paths" USING btree ("outline_file_id");
  CREATE INDEX "paths_updated_at_idx" ON "cms"."paths" USING btree ("updated_at");
  CREATE INDEX "paths_created_at_idx" ON "cms"."paths" USING btree ("created_at");
  CREATE INDEX "paths_deleted_at_idx" ON "cms"."paths" USING btree ("deleted_at");
  CREATE INDEX "paths__status_idx" ON "cms"."paths" USING btree ("_status");
  CREATE INDEX "paths_meta_meta_image_idx" ON "cms"."paths_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "paths_locales_locale_parent_id_unique" ON "cms"."paths_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_stages_points_order_idx" ON "cms"."_paths_v_version_stages_points" USING btree ("_order");
  CREATE INDEX "_paths_v_version_stages_points_parent_id_idx" ON "cms"."_paths_v_version_stages_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_stages_points_locales_locale_parent_id_uniq" ON "cms"."_paths_v_version_stages_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_stages_order_idx" ON "cms"."_paths_v_version_stages" USING btree ("_order");
  CREATE INDEX "_paths_v_version_stages_parent_id_idx" ON "cms"."_paths_v_version_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_stages_locales_locale_parent_id_unique" ON "cms"."_paths_v_version_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_outcomes_order_idx" ON "cms"."_paths_v_version_outcomes" USING btree ("_order");
  CREATE INDEX "_paths_v_version_outcomes_parent_id_idx" ON "cms"."_paths_v_version_outcomes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_outcomes_locales_locale_parent_id_unique" ON "cms"."_paths_v_version_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_version_core_tools_order_idx" ON "cms"."_paths_v_version_core_tools" USING btree ("_order");
  CREATE INDEX "_paths_v_version_core_tools_parent_id_idx" ON "cms"."_paths_v_version_core_tools" USING btree ("_parent_id");
  CREATE INDEX "_paths_v_version_journey_order_idx" ON "cms"."_paths_v_version_journey" USING btree ("_order");
  CREATE INDEX "_paths_v_version_journey_parent_id_idx" ON "cms"."_paths_v_version_journey" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_paths_v_version_journey_locales_locale_parent_id_unique" ON "cms"."_paths_v_version_journey_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_paths_v_parent_idx" ON "cms"."_paths_v" USING btree ("parent_id");
  CREATE INDEX "_paths_v_version_version__order_idx" ON "cms"."_paths_v" USING btree ("version__order");
  CREATE INDEX "_paths_v_version_version_slug_idx" ON "cms"."_paths_v" USING btree ("version_slug");
  CREATE INDEX "_paths_v_version_outline_version_outline_file_idx" ON "cms"."_paths_v" USING btree ("version_outline_file_id");
  CREATE INDEX "_paths_v_version_version_updated_at_idx" ON "cms"."_paths_v" USING btree ("version_updated_at");
  CREATE INDEX "_paths_v_version_version_created_at_idx" ON "cms"."_paths_v" USING btree ("version_created_at");
  CREATE INDEX "_paths_v_version_version_deleted_at_idx" ON "cms"."_paths_v" USING btree ("version_deleted_at");
  CREATE INDEX "_paths_v_version_version__status_idx" ON "cms"."_paths_v" USING btree ("version__status");
  CREATE INDEX "_paths_v_created_at_idx" ON "cms"."_paths_v" USING btree ("created_at");
  CREATE INDEX "_paths_v_updated_at_idx" ON "cms"."_paths_v" USING btree ("updated_at");
  CREATE INDEX "_paths_v_snapshot_idx" ON "cms"."_paths_v" USING btree ("snapshot");
  CREATE INDEX "_paths_v_published_locale_idx" ON "cms"."_paths_v" USING btree ("published_locale");
  CREATE INDEX "_paths_v_latest_idx" ON "cms"."_paths_v" USING btree ("latest");
  CREATE INDEX "_paths_v_version_meta_version_meta_image_idx" ON "cms"."_paths_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_paths_v_locales_locale_parent_id_unique" ON "cms"."_paths_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_skills_order_idx" ON "cms"."courses_skills" USING btree ("_order");
  CREATE INDEX "courses_skills_parent_id_idx" ON "cms"."courses_skills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_skills_locales_locale_parent_id_unique" ON "cms"."courses_skills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_topics_order_idx" ON "cms"."courses_topics" USING btree ("_order");
  CREATE INDEX "courses_topics_parent_id_idx" ON "cms"."courses_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_topics_locales_locale_parent_id_unique" ON "cms"."courses_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_target_audience_order_idx" ON "cms"."courses_target_audience" USING btree ("_order");
  CREATE INDEX "courses_target_audience_parent_id_idx" ON "cms"."courses_target_audience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_target_audience_locales_locale_parent_id_unique" ON "cms"."courses_target_audience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_learning_objectives_order_idx" ON "cms"."courses_learning_objectives" USING btree ("_order");
  CREATE INDEX "courses_learning_objectives_parent_id_idx" ON "cms"."courses_learning_objectives" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_learning_objectives_locales_locale_parent_id_unique" ON "cms"."courses_learning_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_key_features_order_idx" ON "cms"."courses_key_features" USING btree ("_order");
  CREATE INDEX "courses_key_features_parent_id_idx" ON "cms"."courses_key_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_key_features_locales_locale_parent_id_unique" ON "cms"."courses_key_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses__order_idx" ON "cms"."courses" USING btree ("_order");
  CREATE UNIQUE INDEX "courses_slug_idx" ON "cms"."courses" USING btree ("slug");
  CREATE INDEX "courses_type_idx" ON "cms"."courses" USING btree ("type");
  CREATE INDEX "courses_outline_outline_file_idx" ON "cms"."courses" USING btree ("outline_file_id");
  CREATE INDEX "courses_path_idx" ON "cms"."courses" USING btree ("path_id");
  CREATE INDEX "courses_updated_at_idx" ON "cms"."courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "cms"."courses" USING btree ("created_at");
  CREATE INDEX "courses_deleted_at_idx" ON "cms"."courses" USING btree ("deleted_at");
  CREATE INDEX "courses__status_idx" ON "cms"."courses" USING btree ("_status");
  CREATE UNIQUE INDEX "courses_locales_locale_parent_id_unique" ON "cms"."courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_skills_order_idx" ON "cms"."_courses_v_version_skills" USING btree ("_order");
  CREATE INDEX "_courses_v_version_skills_parent_id_idx" ON "cms"."_courses_v_version_skills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_skills_locales_locale_parent_id_unique" ON "cms"."_courses_v_version_skills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_topics_order_idx" ON "cms"."_courses_v_version_topics" USING btree ("_order");
  CREATE INDEX "_courses_v_version_topics_parent_id_idx" ON "cms"."_courses_v_version_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_topics_locales_locale_parent_id_unique" ON "cms"."_courses_v_version_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_target_audience_order_idx" ON "cms"."_courses_v_version_target_audience" USING btree ("_order");
  CREATE INDEX "_courses_v_version_target_audience_parent_id_idx" ON "cms"."_courses_v_version_target_audience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_target_audience_locales_locale_parent_id_" ON "cms"."_courses_v_version_target_audience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_learning_objectives_order_idx" ON "cms"."_courses_v_version_learning_objectives" USING btree ("_order");
  CREATE INDEX "_courses_v_version_learning_objectives_parent_id_idx" ON "cms"."_courses_v_version_learning_objectives" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_learning_objectives_locales_locale_parent" ON "cms"."_courses_v_version_learning_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_key_features_order_idx" ON "cms"."_courses_v_version_key_features" USING btree ("_order");
  CREATE INDEX "_courses_v_version_key_features_parent_id_idx" ON "cms"."_courses_v_version_key_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_key_features_locales_locale_parent_id_uni" ON "cms"."_courses_v_version_key_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_parent_idx" ON "cms"."_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version__order_idx" ON "cms"."_courses_v" USING btree ("version__order");
  CREATE INDEX "_courses_v_version_version_slug_idx" ON "cms"."_courses_v" USING btree ("version_slug");
  CREATE INDEX "_courses_v_version_version_type_idx" ON "cms"."_courses_v" USING btree ("version_type");
  CREATE INDEX "_courses_v_version_outline_version_outline_file_idx" ON "cms"."_courses_v" USING btree ("version_outline_file_id");
  CREATE INDEX "_courses_v_version_version_path_idx" ON "cms"."_courses_v" USING btree ("version_path_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "cms"."_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "cms"."_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version_deleted_at_idx" ON "cms"."_courses_v" USING btree ("version_deleted_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "cms"."_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "cms"."_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "cms"."_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_snapshot_idx" ON "cms"."_courses_v" USING btree ("snapshot");
  CREATE INDEX "_courses_v_published_locale_idx" ON "cms"."_courses_v" USING btree ("published_locale");
  CREATE INDEX "_courses_v_latest_idx" ON "cms"."_courses_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_courses_v_locales_locale_parent_id_unique" ON "cms"."_courses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "intakes_status_idx" ON "cms"."intakes" USING btree ("status");
  CREATE INDEX "intakes_start_date_idx" ON "cms"."intakes" USING btree ("start_date");
  CREATE INDEX "intakes_updated_at_idx" ON "cms"."intakes" USING btree ("updated_at");
  CREATE INDEX "intakes_created_at_idx" ON "cms"."intakes" USING btree ("created_at");
  CREATE INDEX "intakes_deleted_at_idx" ON "cms"."intakes" USING btree ("deleted_at");
  CREATE INDEX "intakes__status_idx" ON "cms"."intakes" USING btree ("_status");
  CREATE UNIQUE INDEX "intakes_locales_locale_parent_id_unique" ON "cms"."intakes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "intakes_rels_order_idx" ON "cms"."intakes_rels" USING btree ("order");
  CREATE INDEX "intakes_rels_parent_idx" ON "cms"."intakes_rels" USING btree ("parent_id");
  CREATE INDEX "intakes_rels_path_idx" ON "cms"."intakes_rels" USING btree ("path");
  CREATE INDEX "intakes_rels_courses_id_idx" ON "cms"."intakes_rels" USING btree ("courses_id");
  CREATE INDEX "intakes_rels_paths_id_idx" ON "cms"."intakes_rels" USING btree ("paths_id");
  CREATE INDEX "_intakes_v_parent_idx" ON "cms"."_intakes_v" USING btree ("parent_id");
  CREATE INDEX "_intakes_v_version_version_status_idx" ON "cms"."_intakes_v" USING btree ("version_status");
  CREATE INDEX "_intakes_v_version_version_start_date_idx" ON "cms"."_intakes_v" USING btree ("version_start_date");
  CREATE INDEX "_intakes_v_version_version_updated_at_idx" ON "cms"."_intakes_v" USING btree ("version_updated_at");
  CREATE INDEX "_intakes_v_version_version_created_at_idx" ON "cms"."_intakes_v" USING btree ("version_created_at");
  CREATE INDEX "_intakes_v_version_version_deleted_at_idx" ON "cms"."_intakes_v" USING btree ("version_deleted_at");
  CREATE INDEX "_intakes_v_version_version__status_idx" ON "cms"."_intakes_v" USING btree ("version__status");
  CREATE INDEX "_intakes_v_created_at_idx" ON "cms"."_intakes_v" USING btree ("created_at");
  CREATE INDEX "_intakes_v_updated_at_idx" ON "cms"."_intakes_v" USING btree ("updated_at");
  CREATE INDEX "_intakes_v_snapshot_idx" ON "cms"."_intakes_v" USING btree ("snapshot");
  CREATE INDEX "_intakes_v_published_locale_idx" ON "cms"."_intakes_v" USING btree ("published_locale");
  CREATE INDEX "_intakes_v_latest_idx" ON "cms"."_intakes_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_intakes_v_locales_locale_parent_id_unique" ON "cms"."_intakes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_intakes_v_rels_order_idx" ON "cms"."_intakes_v_rels" USING btree ("order");
  CREATE INDEX "_intakes_v_rels_parent_idx" ON "cms"."_intakes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_intakes_v_rels_path_idx" ON "cms"."_intakes_v_rels" USING btree ("path");
  CREATE INDEX "_intakes_v_rels_courses_id_idx" ON "cms"."_intakes_v_rels" USING btree ("courses_id");
  CREATE INDEX "_intakes_v_rels_paths_id_idx" ON "cms"."_intakes_v_rels" USING btree ("paths_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "cms"."posts" USING btree ("slug");
  CREATE INDEX "posts_published_at_idx" ON "cms"."posts" USING btree ("published_at");
  CREATE INDEX "posts_cover_idx" ON "cms"."posts" USING btree ("cover_id");
  CREATE INDEX "posts_updated_at_idx" ON "cms"."posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "cms"."posts" USING btree ("created_at");
  CREATE INDEX "posts_deleted_at_idx" ON "cms"."posts" USING btree ("deleted_at");
  CREATE INDEX "posts__status_idx" ON "cms"."posts" USING btree ("_status");
  CREATE INDEX "posts_meta_meta_image_idx" ON "cms"."posts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "cms"."posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_texts_order_parent" ON "cms"."posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "posts_texts_locale_parent" ON "cms"."posts_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "cms"."_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "cms"."_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "cms"."_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "cms"."_posts_v" USING btree ("version_cover_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "cms"."_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "cms"."_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version_deleted_at_idx" ON "cms"."_posts_v" USING btree ("version_deleted_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "cms"."_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "cms"."_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "cms"."_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "cms"."_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "cms"."_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "cms"."_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "cms"."_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "cms"."_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_texts_order_parent" ON "cms"."_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_posts_v_texts_locale_parent" ON "cms"."_posts_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "clients__order_idx" ON "cms"."clients" USING btree ("_order");
  CREATE INDEX "clients_logo_idx" ON "cms"."clients" USING btree ("logo_id");
  CREATE INDEX "clients_updated_at_idx" ON "cms"."clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "cms"."clients" USING btree ("created_at");
  CREATE INDEX "clients__status_idx" ON "cms"."clients" USING btree ("_status");
  CREATE UNIQUE INDEX "clients_locales_locale_parent_id_unique" ON "cms"."clients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_clients_v_parent_idx" ON "cms"."_clients_v" USING btree ("parent_id");
  CREATE INDEX "_clients_v_version_version__order_idx" ON "cms"."_clients_v" USING btree ("version__order");
  CREATE INDEX "_clients_v_version_version_logo_idx" ON "cms"."_clients_v" USING btree ("version_logo_id");
  CREATE INDEX "_clients_v_version_version_updated_at_idx" ON "cms"."_clients_v" USING btree ("version_updated_at");
  CREATE INDEX "_clients_v_version_version_created_at_idx" ON "cms"."_clients_v" USING btree ("version_created_at");
  CREATE INDEX "_clients_v_version_version__status_idx" ON "cms"."_clients_v" USING btree ("version__status");
  CREATE INDEX "_clients_v_created_at_idx" ON "cms"."_clients_v" USING btree ("created_at");
  CREATE INDEX "_clients_v_updated_at_idx" ON "cms"."_clients_v" USING btree ("updated_at");
  CREATE INDEX "_clients_v_snapshot_idx" ON "cms"."_clients_v" USING btree ("snapshot");
  CREATE INDEX "_clients_v_published_locale_idx" ON "cms"."_clients_v" USING btree ("published_locale");
  CREATE INDEX "_clients_v_latest_idx" ON "cms"."_clients_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_clients_v_locales_locale_parent_id_unique" ON "cms"."_clients_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partners__order_idx" ON "cms"."partners" USING btree ("_order");
  CREATE INDEX "partners_logo_idx" ON "cms"."partners" USING btree ("logo_id");
  CREATE INDEX "partners_updated_at_idx" ON "cms"."partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "cms"."partners" USING btree ("created_at");
  CREATE INDEX "partners__status_idx" ON "cms"."partners" USING btree ("_status");
  CREATE INDEX "_partners_v_parent_idx" ON "cms"."_partners_v" USING btree ("parent_id");
  CREATE INDEX "_partners_v_version_version__order_idx" ON "cms"."_partners_v" USING btree ("version__order");
  CREATE INDEX "_partners_v_version_version_logo_idx" ON "cms"."_partners_v" USING btree ("version_logo_id");
  CREATE INDEX "_partners_v_version_version_updated_at_idx" ON "cms"."_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_partners_v_version_version_created_at_idx" ON "cms"."_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_partners_v_version_version__status_idx" ON "cms"."_partners_v" USING btree ("version__status");
  CREATE INDEX "_partners_v_created_at_idx" ON "cms"."_partners_v" USING btree ("created_at");
  CREATE INDEX "_partners_v_updated_at_idx" ON "cms"."_partners_v" USING btree ("updated_at");
  CREATE INDEX "_partners_v_snapshot_idx" ON "cms"."_partners_v" USING btree ("snapshot");
  CREATE INDEX "_partners_v_published_locale_idx" ON "cms"."_partners_v" USING btree ("published_locale");
  CREATE INDEX "_partners_v_latest_idx" ON "cms"."_partners_v" USING btree ("latest");
  CREATE INDEX "testimonials__order_idx" ON "cms"."testimonials" USING btree ("_order");
  CREATE INDEX "testimonials_updated_at_idx" ON "cms"."testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "cms"."testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "cms"."testimonials" USING btree ("_status");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "cms"."testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "cms"."_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version__order_idx" ON "cms"."_testimonials_v" USING btree ("version__order");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "cms"."_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "cms"."_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "cms"."_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "cms"."_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "cms"."_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "cms"."_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "cms"."_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "cms"."_testimonials_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "cms"."_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_sections_paragraphs_order_idx" ON "cms"."legal_pages_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_paragraphs_parent_id_idx" ON "cms"."legal_pages_sections_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_sections_paragraphs_locales_locale_parent_id_uni" ON "cms"."legal_pages_sections_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_sections_bullets_order_idx" ON "cms"."legal_pages_sections_bullets" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_bullets_parent_id_idx" ON "cms"."legal_pages_sections_bullets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_sections_bullets_locales_locale_parent_id_unique" ON "cms"."legal_pages_sections_bullets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_sections_order_idx" ON "cms"."legal_pages_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_parent_id_idx" ON "cms"."legal_pages_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_sections_locales_locale_parent_id_unique" ON "cms"."legal_pages_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "cms"."legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "cms"."legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "cms"."legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages_deleted_at_idx" ON "cms"."legal_pages" USING btree ("deleted_at");
  CREATE INDEX "legal_pages__status_idx" ON "cms"."legal_pages" USING btree ("_status");
  CREATE INDEX "legal_pages_meta_meta_image_idx" ON "cms"."legal_pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "cms"."legal_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_paragraphs_order_idx" ON "cms"."_legal_pages_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_paragraphs_parent_id_idx" ON "cms"."_legal_pages_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_version_sections_paragraphs_locales_locale_pa" ON "cms"."_legal_pages_v_version_sections_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_bullets_order_idx" ON "cms"."_legal_pages_v_version_sections_bullets" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_bullets_parent_id_idx" ON "cms"."_legal_pages_v_version_sections_bullets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_version_sections_bullets_locales_locale_paren" ON "cms"."_legal_pages_v_version_sections_bullets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_order_idx" ON "cms"."_legal_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_parent_id_idx" ON "cms"."_legal_pages_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_version_sections_locales_locale_parent_id_uni" ON "cms"."_legal_pages_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "cms"."_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "cms"."_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "cms"."_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "cms"."_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version_deleted_at_idx" ON "cms"."_legal_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "cms"."_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "cms"."_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "cms"."_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "cms"."_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "cms"."_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "cms"."_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_version_meta_version_meta_image_idx" ON "cms"."_legal_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "cms"."_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "test_questions_options_order_idx" ON "cms"."test_questions_options" USING btree ("_order");
  CREATE INDEX "test_questions_options_parent_id_idx" ON "cms"."test_questions_options" USING btree ("_parent_id");
  CREATE INDEX "test_questions_level_idx" ON "cms"."test_questions" USING btree ("level");
  CREATE INDEX "test_questions_updated_at_idx" ON "cms"."test_questions" USING btree ("updated_at");
  CREATE INDEX "test_questions_created_at_idx" ON "cms"."test_questions" USING btree ("created_at");
  CREATE INDEX "test_questions__status_idx" ON "cms"."test_questions" USING btree ("_status");
  CREATE UNIQUE INDEX "test_questions_locales_locale_parent_id_unique" ON "cms"."test_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_test_questions_v_version_options_order_idx" ON "cms"."_test_questions_v_version_options" USING btree ("_order");
  CREATE INDEX "_test_questions_v_version_options_parent_id_idx" ON "cms"."_test_questions_v_version_options" USING btree ("_parent_id");
  CREATE INDEX "_test_questions_v_parent_idx" ON "cms"."_test_questions_v" USING btree ("parent_id");
  CREATE INDEX "_test_questions_v_version_version_level_idx" ON "cms"."_test_questions_v" USING btree ("version_level");
  CREATE INDEX "_test_questions_v_version_version_updated_at_idx" ON "cms"."_test_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_test_questions_v_version_version_created_at_idx" ON "cms"."_test_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_test_questions_v_version_version__status_idx" ON "cms"."_test_questions_v" USING btree ("version__status");
  CREATE INDEX "_test_questions_v_created_at_idx" ON "cms"."_test_questions_v" USING btree ("created_at");
  CREATE INDEX "_test_questions_v_updated_at_idx" ON "cms"."_test_questions_v" USING btree ("updated_at");
  CREATE INDEX "_test_questions_v_snapshot_idx" ON "cms"."_test_questions_v" USING btree ("snapshot");
  CREATE INDEX "_test_questions_v_published_locale_idx" ON "cms"."_test_questions_v" USING btree ("published_locale");
  CREATE INDEX "_test_questions_v_latest_idx" ON "cms"."_test_questions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_test_questions_v_locales_locale_parent_id_unique" ON "cms"."_test_questions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE INDEX "media_deleted_at_idx" ON "cms"."media" USING btree ("deleted_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "cms"."media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "cms"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "cms"."media" USING btree ("sizes_wide_filename");
  CREATE INDEX "leads_courses_order_idx" ON "cms"."leads_courses" USING btree ("_order");
  CREATE INDEX "leads_courses_parent_id_idx" ON "cms"."leads_courses" USING btree ("_parent_id");
  CREATE INDEX "leads_areas_order_idx" ON "cms"."leads_areas" USING btree ("order");
  CREATE INDEX "leads_areas_parent_idx" ON "cms"."leads_areas" USING btree ("parent_id");
  CREATE INDEX "leads_notes_order_idx" ON "cms"."leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "cms"."leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_author_account_idx" ON "cms"."leads_notes" USING btree ("author_account_id");
  CREATE INDEX "leads_history_order_idx" ON "cms"."leads_history" USING btree ("_order");
  CREATE INDEX "leads_history_parent_id_idx" ON "cms"."leads_history" USING btree ("_parent_id");
  CREATE INDEX "leads_history_by_account_idx" ON "cms"."leads_history" USING btree ("by_account_id");
  CREATE UNIQUE INDEX "leads_ref_idx" ON "cms"."leads" USING btree ("ref");
  CREATE INDEX "leads_received_at_idx" ON "cms"."leads" USING btree ("received_at");
  CREATE INDEX "leads_status_idx" ON "cms"."leads" USING btree ("status");
  CREATE INDEX "leads_owner_idx" ON "cms"."leads" USING btree ("owner_id");
  CREATE INDEX "leads_email_idx" ON "cms"."leads" USING btree ("email");
  CREATE INDEX "leads_test_level_idx" ON "cms"."leads" USING btree ("test_level");
  CREATE INDEX "leads_company_idx" ON "cms"."leads" USING btree ("company");
  CREATE INDEX "leads_confirmed_at_idx" ON "cms"."leads" USING btree ("confirmed_at");
  CREATE INDEX "leads_unsubscribed_at_idx" ON "cms"."leads" USING btree ("unsubscribed_at");
  CREATE INDEX "leads_course_ids_idx" ON "cms"."leads" USING btree ("course_ids");
  CREATE INDEX "leads_updated_at_idx" ON "cms"."leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "cms"."leads" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "cms"."users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "cms"."users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "cms"."redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "cms"."redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "cms"."redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "cms"."redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "cms"."redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "cms"."redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "cms"."redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_paths_id_idx" ON "cms"."redirects_rels" USING btree ("paths_id");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "cms"."redirects_rels" USING btree ("posts_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "cms"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "cms"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "cms"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "cms"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "cms"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "cms"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "cms"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "cms"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "cms"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "cms"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "cms"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_paths_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("paths_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_intakes_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("intakes_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_test_questions_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("test_questions_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "cms"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_office_hours_days_order_idx" ON "cms"."site_settings_office_hours_days" USING btree ("order");
  CREATE INDEX "site_settings_office_hours_days_parent_idx" ON "cms"."site_settings_office_hours_days" USING btree ("parent_id");
  CREATE INDEX "site_settings_training_areas_features_order_idx" ON "cms"."site_settings_training_areas_features" USING btree ("_order");
  CREATE INDEX "site_settings_training_areas_features_parent_id_idx" ON "cms"."site_settings_training_areas_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_training_areas_features_locales_locale_parent_" ON "cms"."site_settings_training_areas_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_training_areas_order_idx" ON "cms"."site_settings_training_areas" USING btree ("_order");
  CREATE INDEX "site_settings_training_areas_parent_id_idx" ON "cms"."site_settings_training_areas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_training_areas_locales_locale_parent_id_unique" ON "cms"."site_settings_training_areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_industries_order_idx" ON "cms"."site_settings_industries" USING btree ("_order");
  CREATE INDEX "site_settings_industries_parent_id_idx" ON "cms"."site_settings_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_industries_locales_locale_parent_id_unique" ON "cms"."site_settings_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_sharing_sharing_image_idx" ON "cms"."site_settings" USING btree ("sharing_image_id");
  CREATE INDEX "site_settings__status_idx" ON "cms"."site_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "cms"."site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_office_hours_days_order_idx" ON "cms"."_site_settings_v_version_office_hours_days" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_office_hours_days_parent_idx" ON "cms"."_site_settings_v_version_office_hours_days" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_training_areas_features_order_idx" ON "cms"."_site_settings_v_version_training_areas_features" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_training_areas_features_parent_id_idx" ON "cms"."_site_settings_v_version_training_areas_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_training_areas_features_locales_loc" ON "cms"."_site_settings_v_version_training_areas_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_training_areas_order_idx" ON "cms"."_site_settings_v_version_training_areas" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_training_areas_parent_id_idx" ON "cms"."_site_settings_v_version_training_areas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_training_areas_locales_locale_paren" ON "cms"."_site_settings_v_version_training_areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_industries_order_idx" ON "cms"."_site_settings_v_version_industries" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_industries_parent_id_idx" ON "cms"."_site_settings_v_version_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_industries_locales_locale_parent_id" ON "cms"."_site_settings_v_version_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_sharing_version_sharing_image_idx" ON "cms"."_site_settings_v" USING btree ("version_sharing_image_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "cms"."_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "cms"."_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "cms"."_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "cms"."_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "cms"."_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "cms"."_site_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "cms"."_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_items_children_order_idx" ON "cms"."header_items_children" USING btree ("_order");
  CREATE INDEX "header_items_children_parent_id_idx" ON "cms"."header_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_children_locales_locale_parent_id_unique" ON "cms"."header_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_items_order_idx" ON "cms"."header_items" USING btree ("_order");
  CREATE INDEX "header_items_parent_id_idx" ON "cms"."header_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_locales_locale_parent_id_unique" ON "cms"."header_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header__status_idx" ON "cms"."header" USING btree ("_status");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "cms"."header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "cms"."header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "cms"."header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "cms"."header_rels" USING btree ("path");
  CREATE INDEX "header_rels_pages_id_idx" ON "cms"."header_rels" USING btree ("pages_id");
  CREATE INDEX "header_rels_paths_id_idx" ON "cms"."header_rels" USING btree ("paths_id");
  CREATE INDEX "header_rels_posts_id_idx" ON "cms"."header_rels" USING btree ("posts_id");
  CREATE INDEX "header_rels_legal_pages_id_idx" ON "cms"."header_rels" USING btree ("legal_pages_id");
  CREATE INDEX "_header_v_version_items_children_order_idx" ON "cms"."_header_v_version_items_children" USING btree ("_order");
  CREATE INDEX "_header_v_version_items_children_parent_id_idx" ON "cms"."_header_v_version_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_version_items_children_locales_locale_parent_id_un" ON "cms"."_header_v_version_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_items_order_idx" ON "cms"."_header_v_version_items" USING btree ("_order");
  CREATE INDEX "_header_v_version_items_parent_id_idx" ON "cms"."_header_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_version_items_locales_locale_parent_id_unique" ON "cms"."_header_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "cms"."_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "cms"."_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "cms"."_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_snapshot_idx" ON "cms"."_header_v" USING btree ("snapshot");
  CREATE INDEX "_header_v_published_locale_idx" ON "cms"."_header_v" USING btree ("published_locale");
  CREATE INDEX "_header_v_latest_idx" ON "cms"."_header_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_header_v_locales_locale_parent_id_unique" ON "cms"."_header_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_rels_order_idx" ON "cms"."_header_v_rels" USING btree ("order");
  CREATE INDEX "_header_v_rels_parent_idx" ON "cms"."_header_v_rels" USING btree ("parent_id");
  CREATE INDEX "_header_v_rels_path_idx" ON "cms"."_header_v_rels" USING btree ("path");
  CREATE INDEX "_header_v_rels_pages_id_idx" ON "cms"."_header_v_rels" USING btree ("pages_id");
  CREATE INDEX "_header_v_rels_paths_id_idx" ON "cms"."_header_v_rels" USING btree ("paths_id");
  CREATE INDEX "_header_v_rels_posts_id_idx" ON "cms"."_header_v_rels" USING btree ("posts_id");
  CREATE INDEX "_header_v_rels_legal_pages_id_idx" ON "cms"."_header_v_rels" USING btree ("legal_pages_id");
  CREATE INDEX "footer_services_order_idx" ON "cms"."footer_services" USING btree ("_order");
  CREATE INDEX "footer_services_parent_id_idx" ON "cms"."footer_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_services_locales_locale_parent_id_unique" ON "cms"."footer_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_company_order_idx" ON "cms"."footer_company" USING btree ("_order");
  CREATE INDEX "footer_company_parent_id_idx" ON "cms"."footer_company" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_company_locales_locale_parent_id_unique" ON "cms"."footer_company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_legal_order_idx" ON "cms"."footer_legal" USING btree ("_order");
  CREATE INDEX "footer_legal_parent_id_idx" ON "cms"."footer_legal" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_legal_locales_locale_parent_id_unique" ON "cms"."footer_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer__status_idx" ON "cms"."footer" USING btree ("_status");
  CREATE INDEX "footer_rels_order_idx" ON "cms"."footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "cms"."footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "cms"."footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_pages_id_idx" ON "cms"."footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_paths_id_idx" ON "cms"."footer_rels" USING btree ("paths_id");
  CREATE INDEX "footer_rels_posts_id_idx" ON "cms"."footer_rels" USING btree ("posts_id");
  CREATE INDEX "footer_rels_legal_pages_id_idx" ON "cms"."footer_rels" USING btree ("legal_pages_id");
  CREATE INDEX "_footer_v_version_services_order_idx" ON "cms"."_footer_v_version_services" USING btree ("_order");
  CREATE INDEX "_footer_v_version_services_parent_id_idx" ON "cms"."_footer_v_version_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_services_locales_locale_parent_id_unique" ON "cms"."_footer_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_company_order_idx" ON "cms"."_footer_v_version_company" USING btree ("_order");
  CREATE INDEX "_footer_v_version_company_parent_id_idx" ON "cms"."_footer_v_version_company" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_company_locales_locale_parent_id_unique" ON "cms"."_footer_v_version_company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_legal_order_idx" ON "cms"."_footer_v_version_legal" USING btree ("_order");
  CREATE INDEX "_footer_v_version_legal_parent_id_idx" ON "cms"."_footer_v_version_legal" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_legal_locales_locale_parent_id_unique" ON "cms"."_footer_v_version_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "cms"."_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "cms"."_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "cms"."_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "cms"."_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "cms"."_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "cms"."_footer_v" USING btree ("latest");
  CREATE INDEX "_footer_v_rels_order_idx" ON "cms"."_footer_v_rels" USING btree ("order");
  CREATE INDEX "_footer_v_rels_parent_idx" ON "cms"."_footer_v_rels" USING btree ("parent_id");
  CREATE INDEX "_footer_v_rels_path_idx" ON "cms"."_footer_v_rels" USING btree ("path");
  CREATE INDEX "_footer_v_rels_pages_id_idx" ON "cms"."_footer_v_rels" USING btree ("pages_id");
  CREATE INDEX "_footer_v_rels_paths_id_idx" ON "cms"."_footer_v_rels" USING btree ("paths_id");
  CREATE INDEX "_footer_v_rels_posts_id_idx" ON "cms"."_footer_v_rels" USING btree ("posts_id");
  CREATE INDEX "_footer_v_rels_legal_pages_id_idx" ON "cms"."_footer_v_rels" USING btree ("legal_pages_id");
  CREATE INDEX "schedule_page__status_idx" ON "cms"."schedule_page" USING btree ("_status");
  CREATE INDEX "schedule_page_meta_meta_image_idx" ON "cms"."schedule_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "schedule_page_locales_locale_parent_id_unique" ON "cms"."schedule_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_schedule_page_v_version_version__status_idx" ON "cms"."_schedule_page_v" USING btree ("version__status");
  CREATE INDEX "_schedule_page_v_created_at_idx" ON "cms"."_schedule_page_v" USING btree ("created_at");
  CREATE INDEX "_schedule_page_v_updated_at_idx" ON "cms"."_schedule_page_v" USING btree ("updated_at");
  CREATE INDEX "_schedule_page_v_snapshot_idx" ON "cms"."_schedule_page_v" USING btree ("snapshot");
  CREATE INDEX "_schedule_page_v_published_locale_idx" ON "cms"."_schedule_page_v" USING btree ("published_locale");
  CREATE INDEX "_schedule_page_v_latest_idx" ON "cms"."_schedule_page_v" USING btree ("latest");
  CREATE INDEX "_schedule_page_v_version_meta_version_meta_image_idx" ON "cms"."_schedule_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_schedule_page_v_locales_locale_parent_id_unique" ON "cms"."_schedule_page_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."pages_hero_stats" CASCADE;
  DROP TABLE "cms"."pages_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_rich_text_figures" CASCADE;
  DROP TABLE "cms"."pages_blocks_rich_text_figures_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_rich_text" CASCADE;
  DROP TABLE "cms"."pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_image" CASCADE;
  DROP TABLE "cms"."pages_blocks_image_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery_images" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery_images_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery" CASCADE;
  DROP TABLE "cms"."pages_blocks_gallery_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_image_text" CASCADE;
  DROP TABLE "cms"."pages_blocks_image_text_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_video" CASCADE;
  DROP TABLE "cms"."pages_blocks_video_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_map" CASCADE;
  DROP TABLE "cms"."pages_blocks_map_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_figures" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_figures_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_stats_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_stats_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_stats_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps_steps_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps_aside_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps_aside_items_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_detail_cards_cards_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_detail_cards_cards_items_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_detail_cards_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_detail_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_detail_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_detail_cards_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_faq_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_faq" CASCADE;
  DROP TABLE "cms"."pages_blocks_faq_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_logos_parts" CASCADE;
  DROP TABLE "cms"."pages_blocks_logos_parts_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_logos" CASCADE;
  DROP TABLE "cms"."pages_blocks_logos_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_testimonials" CASCADE;
  DROP TABLE "cms"."pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_collection_list" CASCADE;
  DROP TABLE "cms"."pages_blocks_collection_list_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_lead_form" CASCADE;
  DROP TABLE "cms"."pages_blocks_lead_form_locales" CASCADE;
  DROP TABLE "cms"."pages_blocks_cta" CASCADE;
  DROP TABLE "cms"."pages_blocks_cta_locales" CASCADE;
  DROP TABLE "cms"."pages" CASCADE;
  DROP TABLE "cms"."pages_locales" CASCADE;
  DROP TABLE "cms"."pages_rels" CASCADE;
  DROP TABLE "cms"."_pages_v_version_hero_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_version_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_rich_text_figures" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_rich_text_figures_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery_images" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery_images_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image_text" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_image_text_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_video" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_map" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_map_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_figures" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_figures_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_stats_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_stats_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_stats_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps_steps_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps_aside_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps_aside_items_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_detail_cards_cards_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_detail_cards_cards_items_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_detail_cards_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_detail_cards_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_detail_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_detail_cards_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_faq" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_logos_parts" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_logos_parts_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_logos" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_logos_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_collection_list" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_collection_list_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_lead_form_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cta" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cta_locales" CASCADE;
  DROP TABLE "cms"."_pages_v" CASCADE;
  DROP TABLE "cms"."_pages_v_locales" CASCADE;
  DROP TABLE "cms"."_pages_v_rels" CASCADE;
  DROP TABLE "cms"."paths_stages_points" CASCADE;
  DROP TABLE "cms"."paths_stages_points_locales" CASCADE;
  DROP TABLE "cms"."paths_stages" CASCADE;
  DROP TABLE "cms"."paths_stages_locales" CASCADE;
  DROP TABLE "cms"."paths_outcomes" CASCADE;
  DROP TABLE "cms"."paths_outcomes_locales" CASCADE;
  DROP TABLE "cms"."paths_core_tools" CASCADE;
  DROP TABLE "cms"."paths_journey" CASCADE;
  DROP TABLE "cms"."paths_journey_locales" CASCADE;
  DROP TABLE "cms"."paths" CASCADE;
  DROP TABLE "cms"."paths_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages_points" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages_points_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages" CASCADE;
  DROP TABLE "cms"."_paths_v_version_stages_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_outcomes" CASCADE;
  DROP TABLE "cms"."_paths_v_version_outcomes_locales" CASCADE;
  DROP TABLE "cms"."_paths_v_version_core_tools" CASCADE;
  DROP TABLE "cms"."_paths_v_version_journey" CASCADE;
  DROP TABLE "cms"."_paths_v_version_journey_locales" CASCADE;
  DROP TABLE "cms"."_paths_v" CASCADE;
  DROP TABLE "cms"."_paths_v_locales" CASCADE;
  DROP TABLE "cms"."courses_skills" CASCADE;
  DROP TABLE "cms"."courses_skills_locales" CASCADE;
  DROP TABLE "cms"."courses_topics" CASCADE;
  DROP TABLE "cms"."courses_topics_locales" CASCADE;
  DROP TABLE "cms"."courses_target_audience" CASCADE;
  DROP TABLE "cms"."courses_target_audience_locales" CASCADE;
  DROP TABLE "cms"."courses_learning_objectives" CASCADE;
  DROP TABLE "cms"."courses_learning_objectives_locales" CASCADE;
  DROP TABLE "cms"."courses_key_features" CASCADE;
  DROP TABLE "cms"."courses_key_features_locales" CASCADE;
  DROP TABLE "cms"."courses" CASCADE;
  DROP TABLE "cms"."courses_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_skills" CASCADE;
  DROP TABLE "cms"."_courses_v_version_skills_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_topics" CASCADE;
  DROP TABLE "cms"."_courses_v_version_topics_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_target_audience" CASCADE;
  DROP TABLE "cms"."_courses_v_version_target_audience_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_learning_objectives" CASCADE;
  DROP TABLE "cms"."_courses_v_version_learning_objectives_locales" CASCADE;
  DROP TABLE "cms"."_courses_v_version_key_features" CASCADE;
  DROP TABLE "cms"."_courses_v_version_key_features_locales" CASCADE;
  DROP TABLE "cms"."_courses_v" CASCADE;
  DROP TABLE "cms"."_courses_v_locales" CASCADE;
  DROP TABLE "cms"."intakes" CASCADE;
  DROP TABLE "cms"."intakes_locales" CASCADE;
  DROP TABLE "cms"."intakes_rels" CASCADE;
  DROP TABLE "cms"."_intakes_v" CASCADE;
  DROP TABLE "cms"."_intakes_v_locales" CASCADE;
  DROP TABLE "cms"."_intakes_v_rels" CASCADE;
  DROP TABLE "cms"."posts" CASCADE;
  DROP TABLE "cms"."posts_locales" CASCADE;
  DROP TABLE "cms"."posts_texts" CASCADE;
  DROP TABLE "cms"."_posts_v" CASCADE;
  DROP TABLE "cms"."_posts_v_locales" CASCADE;
  DROP TABLE "cms"."_posts_v_texts" CASCADE;
  DROP TABLE "cms"."clients" CASCADE;
  DROP TABLE "cms"."clients_locales" CASCADE;
  DROP TABLE "cms"."_clients_v" CASCADE;
  DROP TABLE "cms"."_clients_v_locales" CASCADE;
  DROP TABLE "cms"."partners" CASCADE;
  DROP TABLE "cms"."_partners_v" CASCADE;
  DROP TABLE "cms"."testimonials" CASCADE;
  DROP TABLE "cms"."testimonials_locales" CASCADE;
  DROP TABLE "cms"."_testimonials_v" CASCADE;
  DROP TABLE "cms"."_testimonials_v_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_sections_paragraphs" CASCADE;
  DROP TABLE "cms"."legal_pages_sections_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_sections_bullets" CASCADE;
  DROP TABLE "cms"."legal_pages_sections_bullets_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_sections" CASCADE;
  DROP TABLE "cms"."legal_pages_sections_locales" CASCADE;
  DROP TABLE "cms"."legal_pages" CASCADE;
  DROP TABLE "cms"."legal_pages_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections_bullets" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections_bullets_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_locales" CASCADE;
  DROP TABLE "cms"."test_questions_options" CASCADE;
  DROP TABLE "cms"."test_questions" CASCADE;
  DROP TABLE "cms"."test_questions_locales" CASCADE;
  DROP TABLE "cms"."_test_questions_v_version_options" CASCADE;
  DROP TABLE "cms"."_test_questions_v" CASCADE;
  DROP TABLE "cms"."_test_questions_v_locales" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."leads_courses" CASCADE;
  DROP TABLE "cms"."leads_areas" CASCADE;
  DROP TABLE "cms"."leads_notes" CASCADE;
  DROP TABLE "cms"."leads_history" CASCADE;
  DROP TABLE "cms"."leads" CASCADE;
  DROP TABLE "cms"."users_roles" CASCADE;
  DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."redirects" CASCADE;
  DROP TABLE "cms"."redirects_rels" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_jobs_log" CASCADE;
  DROP TABLE "cms"."payload_jobs" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TABLE "cms"."site_settings_office_hours_days" CASCADE;
  DROP TABLE "cms"."site_settings_training_areas_features" CASCADE;
  DROP TABLE "cms"."site_settings_training_areas_features_locales" CASCADE;
  DROP TABLE "cms"."site_settings_training_areas" CASCADE;
  DROP TABLE "cms"."site_settings_training_areas_locales" CASCADE;
  DROP TABLE "cms"."site_settings_industries" CASCADE;
  DROP TABLE "cms"."site_settings_industries_locales" CASCADE;
  DROP TABLE "cms"."site_settings" CASCADE;
  DROP TABLE "cms"."site_settings_locales" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_office_hours_days" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_training_areas_features" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_training_areas_features_locales" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_training_areas" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_training_areas_locales" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_industries" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_industries_locales" CASCADE;
  DROP TABLE "cms"."_site_settings_v" CASCADE;
  DROP TABLE "cms"."_site_settings_v_locales" CASCADE;
  DROP TABLE "cms"."header_items_children" CASCADE;
  DROP TABLE "cms"."header_items_children_locales" CASCADE;
  DROP TABLE "cms"."header_items" CASCADE;
  DROP TABLE "cms"."header_items_locales" CASCADE;
  DROP TABLE "cms"."header" CASCADE;
  DROP TABLE "cms"."header_locales" CASCADE;
  DROP TABLE "cms"."header_rels" CASCADE;
  DROP TABLE "cms"."_header_v_version_items_children" CASCADE;
  DROP TABLE "cms"."_header_v_version_items_children_locales" CASCADE;
  DROP TABLE "cms"."_header_v_version_items" CASCADE;
  DROP TABLE "cms"."_header_v_version_items_locales" CASCADE;
  DROP TABLE "cms"."_header_v" CASCADE;
  DROP TABLE "cms"."_header_v_locales" CASCADE;
  DROP TABLE "cms"."_header_v_rels" CASCADE;
  DROP TABLE "cms"."footer_services" CASCADE;
  DROP TABLE "cms"."footer_services_locales" CASCADE;
  DROP TABLE "cms"."footer_company" CASCADE;
  DROP TABLE "cms"."footer_company_locales" CASCADE;
  DROP TABLE "cms"."footer_legal" CASCADE;
  DROP TABLE "cms"."footer_legal_locales" CASCADE;
  DROP TABLE "cms"."footer" CASCADE;
  DROP TABLE "cms"."footer_rels" CASCADE;
  DROP TABLE "cms"."_footer_v_version_services" CASCADE;
  DROP TABLE "cms"."_footer_v_version_services_locales" CASCADE;
  DROP TABLE "cms"."_footer_v_version_company" CASCADE;
  DROP TABLE "cms"."_footer_v_version_company_locales" CASCADE;
  DROP TABLE "cms"."_footer_v_version_legal" CASCADE;
  DROP TABLE "cms"."_footer_v_version_legal_locales" CASCADE;
  DROP TABLE "cms"."_footer_v" CASCADE;
  DROP TABLE "cms"."_footer_v_rels" CASCADE;
  DROP TABLE "cms"."schedule_page" CASCADE;
  DROP TABLE "cms"."schedule_page_locales" CASCADE;
  DROP TABLE "cms"."_schedule_page_v" CASCADE;
  DROP TABLE "cms"."_schedule_page_v_locales" CASCADE;
  DROP TABLE "cms"."seed_status" CASCADE;
  DROP TYPE "cms"."_locales";
  DROP TYPE "cms"."enum_pages_blocks_rich_text_style";
  DROP TYPE "cms"."enum_pages_blocks_image_width";
  DROP TYPE "cms"."enum_pages_blocks_image_text_image_side";
  DROP TYPE "cms"."enum_pages_blocks_image_text_link_type";
  DROP TYPE "cms"."enum_pages_blocks_map_display";
  DROP TYPE "cms"."enum_pages_blocks_cards_cards_icon";
  DROP TYPE "cms"."enum_pages_blocks_cards_source";
  DROP TYPE "cms"."enum_pages_blocks_cards_look";
  DROP TYPE "cms"."enum_pages_blocks_cards_columns";
  DROP TYPE "cms"."enum_pages_blocks_cards_figures_placement";
  DROP TYPE "cms"."enum_pages_blocks_stats_tone";
  DROP TYPE "cms"."enum_pages_blocks_steps_look";
  DROP TYPE "cms"."enum_pages_blocks_steps_aside";
  DROP TYPE "cms"."enum_pages_blocks_logos_parts_show";
  DROP TYPE "cms"."enum_pages_blocks_logos_motion";
  DROP TYPE "cms"."enum_pages_blocks_collection_list_source";
  DROP TYPE "cms"."enum_pages_blocks_collection_list_area";
  DROP TYPE "cms"."enum_pages_blocks_collection_list_kind";
  DROP TYPE "cms"."enum_pages_blocks_lead_form_form";
  DROP TYPE "cms"."enum_pages_blocks_cta_primary_type";
  DROP TYPE "cms"."enum_pages_blocks_cta_secondary_type";
  DROP TYPE "cms"."enum_pages_blocks_cta_secondary_opens";
  DROP TYPE "cms"."enum_pages_hero_type";
  DROP TYPE "cms"."enum_pages_hero_primary_type";
  DROP TYPE "cms"."enum_pages_hero_secondary_type";
  DROP TYPE "cms"."enum_pages_status";
  DROP TYPE "cms"."enum__pages_v_blocks_rich_text_style";
  DROP TYPE "cms"."enum__pages_v_blocks_image_width";
  DROP TYPE "cms"."enum__pages_v_blocks_image_text_image_side";
  DROP TYPE "cms"."enum__pages_v_blocks_image_text_link_type";
  DROP TYPE "cms"."enum__pages_v_blocks_map_display";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_cards_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_source";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_look";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_columns";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_figures_placement";
  DROP TYPE "cms"."enum__pages_v_blocks_stats_tone";
  DROP TYPE "cms"."enum__pages_v_blocks_steps_look";
  DROP TYPE "cms"."enum__pages_v_blocks_steps_aside";
  DROP TYPE "cms"."enum__pages_v_blocks_logos_parts_show";
  DROP TYPE "cms"."enum__pages_v_blocks_logos_motion";
  DROP TYPE "cms"."enum__pages_v_blocks_collection_list_source";
  DROP TYPE "cms"."enum__pages_v_blocks_collection_list_area";
  DROP TYPE "cms"."enum__pages_v_blocks_collection_list_kind";
  DROP TYPE "cms"."enum__pages_v_blocks_lead_form_form";
  DROP TYPE "cms"."enum__pages_v_blocks_cta_primary_type";
  DROP TYPE "cms"."enum__pages_v_blocks_cta_secondary_type";
  DROP TYPE "cms"."enum__pages_v_blocks_cta_secondary_opens";
  DROP TYPE "cms"."enum__pages_v_version_hero_type";
  DROP TYPE "cms"."enum__pages_v_version_hero_primary_type";
  DROP TYPE "cms"."enum__pages_v_version_hero_secondary_type";
  DROP TYPE "cms"."enum__pages_v_version_status";
  DROP TYPE "cms"."enum__pages_v_published_locale";
  DROP TYPE "cms"."enum_paths_stages_icon";
  DROP TYPE "cms"."enum_paths_area";
  DROP TYPE "cms"."enum_paths_status";
  DROP TYPE "cms"."enum__paths_v_version_stages_icon";
  DROP TYPE "cms"."enum__paths_v_version_area";
  DROP TYPE "cms"."enum__paths_v_version_status";
  DROP TYPE "cms"."enum__paths_v_published_locale";
  DROP TYPE "cms"."enum_courses_type";
  DROP TYPE "cms"."enum_courses_icon";
  DROP TYPE "cms"."enum_courses_exam";
  DROP TYPE "cms"."enum_courses_status";
  DROP TYPE "cms"."enum__courses_v_version_type";
  DROP TYPE "cms"."enum__courses_v_version_icon";
  DROP TYPE "cms"."enum__courses_v_version_exam";
  DROP TYPE "cms"."enum__courses_v_version_status";
  DROP TYPE "cms"."enum__courses_v_published_locale";
  DROP TYPE "cms"."enum_intakes_run_status";
  DROP TYPE "cms"."enum_intakes_format";
  DROP TYPE "cms"."enum_intakes_language";
  DROP TYPE "cms"."enum_intakes_status";
  DROP TYPE "cms"."enum__intakes_v_version_format";
  DROP TYPE "cms"."enum__intakes_v_version_language";
  DROP TYPE "cms"."enum__intakes_v_version_status";
  DROP TYPE "cms"."enum__intakes_v_published_locale";
  DROP TYPE "cms"."enum_posts_status";
  DROP TYPE "cms"."enum__posts_v_version_status";
  DROP TYPE "cms"."enum__posts_v_published_locale";
  DROP TYPE "cms"."enum_clients_row";
  DROP TYPE "cms"."enum_clients_status";
  DROP TYPE "cms"."enum__clients_v_version_row";
  DROP TYPE "cms"."enum__clients_v_version_status";
  DROP TYPE "cms"."enum__clients_v_published_locale";
  DROP TYPE "cms"."enum_partners_status";
  DROP TYPE "cms"."enum__partners_v_version_status";
  DROP TYPE "cms"."enum__partners_v_published_locale";
  DROP TYPE "cms"."enum_testimonials_area";
  DROP TYPE "cms"."enum_testimonials_status";
  DROP TYPE "cms"."enum__testimonials_v_version_area";
  DROP TYPE "cms"."enum__testimonials_v_version_status";
  DROP TYPE "cms"."enum__testimonials_v_published_locale";
  DROP TYPE "cms"."enum_legal_pages_slug";
  DROP TYPE "cms"."enum_legal_pages_status";
  DROP TYPE "cms"."enum__legal_pages_v_version_slug";
  DROP TYPE "cms"."enum__legal_pages_v_version_status";
  DROP TYPE "cms"."enum__legal_pages_v_published_locale";
  DROP TYPE "cms"."enum_test_questions_level";
  DROP TYPE "cms"."enum_test_questions_skill";
  DROP TYPE "cms"."enum_test_questions_status";
  DROP TYPE "cms"."enum__test_questions_v_version_level";
  DROP TYPE "cms"."enum__test_questions_v_version_skill";
  DROP TYPE "cms"."enum__test_questions_v_version_status";
  DROP TYPE "cms"."enum__test_questions_v_published_locale";
  DROP TYPE "cms"."enum_leads_areas";
  DROP TYPE "cms"."enum_leads_history_field";
  DROP TYPE "cms"."enum_leads_kind";
  DROP TYPE "cms"."enum_leads_status";
  DROP TYPE "cms"."enum_leads_locale";
  DROP TYPE "cms"."enum_leads_training_interest";
  DROP TYPE "cms"."enum_leads_test_level";
  DROP TYPE "cms"."enum_leads_team_size";
  DROP TYPE "cms"."enum_leads_delivery";
  DROP TYPE "cms"."enum_leads_consent_language";
  DROP TYPE "cms"."enum_users_roles";
  DROP TYPE "cms"."enum_redirects_to_type";
  DROP TYPE "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE "cms"."enum_payload_jobs_log_state";
  DROP TYPE "cms"."enum_payload_jobs_task_slug";
  DROP TYPE "cms"."enum_site_settings_office_hours_days";
  DROP TYPE "cms"."enum_site_settings_training_areas_area";
  DROP TYPE "cms"."enum_site_settings_training_areas_icon";
  DROP TYPE "cms"."enum_site_settings_training_areas_link";
  DROP TYPE "cms"."enum_site_settings_industries_icon";
  DROP TYPE "cms"."enum_site_settings_team_language";
  DROP TYPE "cms"."enum_site_settings_status";
  DROP TYPE "cms"."enum__site_settings_v_version_office_hours_days";
  DROP TYPE "cms"."enum__site_settings_v_version_training_areas_area";
  DROP TYPE "cms"."enum__site_settings_v_version_training_areas_icon";
  DROP TYPE "cms"."enum__site_settings_v_version_training_areas_link";
  DROP TYPE "cms"."enum__site_settings_v_version_industries_icon";
  DROP TYPE "cms"."enum__site_settings_v_version_team_language";
  DROP TYPE "cms"."enum__site_settings_v_version_status";
  DROP TYPE "cms"."enum__site_settings_v_published_locale";
  DROP TYPE "cms"."enum_header_items_children_type";
  DROP TYPE "cms"."enum_header_items_type";
  DROP TYPE "cms"."enum_header_button_type";
  DROP TYPE "cms"."enum_header_status";
  DROP TYPE "cms"."enum__header_v_version_items_children_type";
  DROP TYPE "cms"."enum__header_v_version_items_type";
  DROP TYPE "cms"."enum__header_v_version_button_type";
  DROP TYPE "cms"."enum__header_v_version_status";
  DROP TYPE "cms"."enum__header_v_published_locale";
  DROP TYPE "cms"."enum_footer_services_type";
  DROP TYPE "cms"."enum_footer_company_type";
  DROP TYPE "cms"."enum_footer_legal_type";
  DROP TYPE "cms"."enum_footer_status";
  DROP TYPE "cms"."enum__footer_v_version_services_type";
  DROP TYPE "cms"."enum__footer_v_version_company_type";
  DROP TYPE "cms"."enum__footer_v_version_legal_type";
  DROP TYPE "cms"."enum__footer_v_version_status";
  DROP TYPE "cms"."enum__footer_v_published_locale";
  DROP TYPE "cms"."enum_schedule_page_status";
  DROP TYPE "cms"."enum__schedule_page_v_version_status";
  DROP TYPE "cms"."enum__schedule_page_v_published_locale";`)
}
