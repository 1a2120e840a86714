import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."_locales" AS ENUM('en', 'ar');
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
  CREATE TYPE "cms"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "cms"."enum_site_settings_office_hours_days" AS ENUM('Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr');
  CREATE TYPE "cms"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__site_settings_v_version_office_hours_days" AS ENUM('Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr');
  CREATE TYPE "cms"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__site_settings_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_home_page_services_cards_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum_home_page_services_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_home_page_services_cards_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum_home_page_clients_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_home_page_success_factors_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_page_v_version_services_cards_area" AS ENUM('it', 'english', 'business');
  CREATE TYPE "cms"."enum__home_page_v_version_services_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__home_page_v_version_services_cards_link" AS ENUM('/training/it', '/training/english', '/training/business');
  CREATE TYPE "cms"."enum__home_page_v_version_clients_industries_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__home_page_v_version_success_factors_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_about_page_mission_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_about_page_approach_steps_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_about_page_values_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__about_page_v_version_mission_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__about_page_v_version_approach_steps_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__about_page_v_version_values_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__about_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_it_training_page_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_it_training_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__it_training_page_v_version_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__it_training_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__it_training_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_english_training_page_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_english_training_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__english_training_page_v_version_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__english_training_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__english_training_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_business_training_page_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_business_training_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__business_training_page_v_version_why_items_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__business_training_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__business_training_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__contact_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_corporate_page_formats_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_corporate_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__corporate_page_v_version_formats_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__corporate_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__corporate_page_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "cms"."enum_careers_page_openings_jobs_area" AS ENUM('it', 'english', 'business', 'staff');
  CREATE TYPE "cms"."enum_careers_page_why_join_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum_careers_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__careers_page_v_version_openings_jobs_area" AS ENUM('it', 'english', 'business', 'staff');
  CREATE TYPE "cms"."enum__careers_page_v_version_why_join_cards_icon" AS ENUM('award', 'bar-chart', 'book-open', 'brain', 'briefcase', 'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clipboard-list', 'cloud', 'code', 'compass', 'cpu', 'database', 'dollar', 'factory', 'file-text', 'flag', 'git-branch', 'globe', 'graduation-cap', 'handshake', 'headphones', 'heart', 'landmark', 'layers', 'layout', 'lightbulb', 'megaphone', 'message-circle', 'mic', 'monitor', 'palette', 'pen-tool', 'pill', 'pie-chart', 'presentation', 'rocket', 'search', 'server', 'settings', 'shield', 'shopping-cart', 'smartphone', 'sparkles', 'star', 'target', 'trending-up', 'truck', 'users', 'utensils', 'workflow', 'zap');
  CREATE TYPE "cms"."enum__careers_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__careers_page_v_published_locale" AS ENUM('en', 'ar');
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
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"area" "cms"."enum_paths_area",
  	"outline_file_id" integer,
  	"outline_url" varchar,
  	"search_terms" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_paths_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."paths_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"subtitle" varchar,
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
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_area" "cms"."enum__paths_v_version_area",
  	"version_outline_file_id" integer,
  	"version_outline_url" varchar,
  	"version_search_terms" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
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
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"type" "cms"."enum_courses_type",
  	"icon" "cms"."enum_courses_icon",
  	"hours" numeric,
  	"exam" "cms"."enum_courses_exam",
  	"outline_file_id" integer,
  	"outline_url" varchar,
  	"path_id" integer,
  	"search_terms" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
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
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_type" "cms"."enum__courses_v_version_type",
  	"version_icon" "cms"."enum__courses_v_version_icon",
  	"version_hours" numeric,
  	"version_exam" "cms"."enum__courses_v_version_exam",
  	"version_outline_file_id" integer,
  	"version_outline_url" varchar,
  	"version_path_id" integer,
  	"version_search_terms" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
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
  
  CREATE TABLE "cms"."clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"row" "cms"."enum_clients_row" DEFAULT '1',
  	"order" numeric DEFAULT 100,
  	"example" boolean DEFAULT false,
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
  	"version_logo_id" integer,
  	"version_row" "cms"."enum__clients_v_version_row" DEFAULT '1',
  	"version_order" numeric DEFAULT 100,
  	"version_example" boolean DEFAULT false,
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
  	"name" varchar,
  	"logo_id" integer,
  	"order" numeric DEFAULT 100,
  	"example" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_partners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_example" boolean DEFAULT false,
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
  	"area" "cms"."enum_testimonials_area",
  	"playlist" varchar,
  	"order" numeric DEFAULT 100,
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
  	"version_area" "cms"."enum__testimonials_v_version_area",
  	"version_playlist" varchar,
  	"version_order" numeric DEFAULT 100,
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."legal_pages_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
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
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
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
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
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
  
  CREATE TABLE "cms"."media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
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
  	"paths_id" integer,
  	"courses_id" integer,
  	"clients_id" integer,
  	"partners_id" integer,
  	"testimonials_id" integer,
  	"legal_pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
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
  
  CREATE TABLE "cms"."site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"founded_year" numeric,
  	"email" varchar,
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
  
  CREATE TABLE "cms"."_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_founded_year" numeric,
  	"version_email" varchar,
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
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_cards_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_home_page_services_cards_area",
  	"icon" "cms"."enum_home_page_services_cards_icon",
  	"link" "cms"."enum_home_page_services_cards_link"
  );
  
  CREATE TABLE "cms"."home_page_services_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_services_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_clients_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_home_page_clients_industries_icon"
  );
  
  CREATE TABLE "cms"."home_page_clients_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_success_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_home_page_success_factors_icon"
  );
  
  CREATE TABLE "cms"."home_page_success_factors_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."home_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_slogan_one" varchar,
  	"hero_slogan_two" varchar,
  	"hero_parent_line" varchar,
  	"hero_description" varchar,
  	"hero_primary_button" varchar,
  	"hero_secondary_button" varchar,
  	"hero_video_title" varchar,
  	"hero_stats_label" varchar,
  	"services_badge" varchar,
  	"services_title" varchar,
  	"services_description" varchar,
  	"services_stats_label" varchar,
  	"clients_badge" varchar,
  	"clients_title" varchar,
  	"clients_description" varchar,
  	"clients_industries_title" varchar,
  	"clients_partners_title" varchar,
  	"clients_partners_description" varchar,
  	"testimonials_badge" varchar,
  	"testimonials_title" varchar,
  	"testimonials_description" varchar,
  	"success_badge" varchar,
  	"success_title" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__home_page_v_version_services_cards_area",
  	"icon" "cms"."enum__home_page_v_version_services_cards_icon",
  	"link" "cms"."enum__home_page_v_version_services_cards_link",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_cards_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_services_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_clients_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__home_page_v_version_clients_industries_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_clients_industries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_success_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__home_page_v_version_success_factors_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_success_factors_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__home_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_home_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_slogan_one" varchar,
  	"version_hero_slogan_two" varchar,
  	"version_hero_parent_line" varchar,
  	"version_hero_description" varchar,
  	"version_hero_primary_button" varchar,
  	"version_hero_secondary_button" varchar,
  	"version_hero_video_title" varchar,
  	"version_hero_stats_label" varchar,
  	"version_services_badge" varchar,
  	"version_services_title" varchar,
  	"version_services_description" varchar,
  	"version_services_stats_label" varchar,
  	"version_clients_badge" varchar,
  	"version_clients_title" varchar,
  	"version_clients_description" varchar,
  	"version_clients_industries_title" varchar,
  	"version_clients_partners_title" varchar,
  	"version_clients_partners_description" varchar,
  	"version_testimonials_badge" varchar,
  	"version_testimonials_title" varchar,
  	"version_testimonials_description" varchar,
  	"version_success_badge" varchar,
  	"version_success_title" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_story_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "cms"."about_page_milestones_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_mission_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_page_mission_cards_icon"
  );
  
  CREATE TABLE "cms"."about_page_mission_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_approach_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_page_approach_steps_icon"
  );
  
  CREATE TABLE "cms"."about_page_approach_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_page_values_items_icon"
  );
  
  CREATE TABLE "cms"."about_page_values_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_achievements_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."about_page_achievements_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."about_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"story_title" varchar,
  	"story_stats_label" varchar,
  	"milestones_title" varchar,
  	"mission_title" varchar,
  	"approach_title" varchar,
  	"approach_description" varchar,
  	"approach_award_title" varchar,
  	"approach_award_description" varchar,
  	"vision_title" varchar,
  	"vision_text" varchar,
  	"values_title" varchar,
  	"achievements_title" varchar,
  	"achievements_description" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_story_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_milestones_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_mission_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_page_v_version_mission_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_mission_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_approach_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_page_v_version_approach_steps_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_approach_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_page_v_version_values_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_values_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v_version_achievements_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_page_v_version_achievements_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__about_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_about_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_story_title" varchar,
  	"version_story_stats_label" varchar,
  	"version_milestones_title" varchar,
  	"version_mission_title" varchar,
  	"version_approach_title" varchar,
  	"version_approach_description" varchar,
  	"version_approach_award_title" varchar,
  	"version_approach_award_description" varchar,
  	"version_vision_title" varchar,
  	"version_vision_text" varchar,
  	"version_values_title" varchar,
  	"version_achievements_title" varchar,
  	"version_achievements_description" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."it_training_page_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_it_training_page_why_items_icon"
  );
  
  CREATE TABLE "cms"."it_training_page_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."it_training_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_it_training_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."it_training_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_primary_button" varchar,
  	"hero_secondary_button" varchar,
  	"sections_programmes_title" varchar,
  	"sections_programmes_description" varchar,
  	"sections_end_user_title" varchar,
  	"sections_end_user_description" varchar,
  	"why_title" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_secondary_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_it_training_page_v_version_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__it_training_page_v_version_why_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_it_training_page_v_version_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_it_training_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__it_training_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__it_training_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_it_training_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_primary_button" varchar,
  	"version_hero_secondary_button" varchar,
  	"version_sections_programmes_title" varchar,
  	"version_sections_programmes_description" varchar,
  	"version_sections_end_user_title" varchar,
  	"version_sections_end_user_description" varchar,
  	"version_why_title" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_secondary_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_figures_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_figures_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_english_training_page_why_items_icon"
  );
  
  CREATE TABLE "cms"."english_training_page_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."english_training_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_english_training_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."english_training_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_assessment_button" varchar,
  	"figures_label" varchar,
  	"sections_general_title" varchar,
  	"sections_general_description" varchar,
  	"sections_conversation_title" varchar,
  	"sections_conversation_description" varchar,
  	"sections_exams_title" varchar,
  	"sections_exams_description" varchar,
  	"sections_test_centre_title" varchar,
  	"sections_test_centre_text" varchar,
  	"sections_test_centre_booking_button" varchar,
  	"why_title" varchar,
  	"why_figures_label" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_secondary_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_figures_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_figures_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__english_training_page_v_version_why_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_english_training_page_v_version_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_english_training_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__english_training_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__english_training_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_english_training_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_assessment_button" varchar,
  	"version_figures_label" varchar,
  	"version_sections_general_title" varchar,
  	"version_sections_general_description" varchar,
  	"version_sections_conversation_title" varchar,
  	"version_sections_conversation_description" varchar,
  	"version_sections_exams_title" varchar,
  	"version_sections_exams_description" varchar,
  	"version_sections_test_centre_title" varchar,
  	"version_sections_test_centre_text" varchar,
  	"version_sections_test_centre_booking_button" varchar,
  	"version_why_title" varchar,
  	"version_why_figures_label" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_secondary_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_business_training_page_why_items_icon"
  );
  
  CREATE TABLE "cms"."business_training_page_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."business_training_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_business_training_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."business_training_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_parent_line" varchar,
  	"hero_button" varchar,
  	"sections_courses_title" varchar,
  	"sections_courses_description" varchar,
  	"why_title" varchar,
  	"why_figures_label" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_brochure_button" varchar,
  	"cta_brochure_hint" varchar,
  	"cta_brochure_message" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__business_training_page_v_version_why_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_business_training_page_v_version_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_business_training_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__business_training_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__business_training_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_business_training_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_parent_line" varchar,
  	"version_hero_button" varchar,
  	"version_sections_courses_title" varchar,
  	"version_sections_courses_description" varchar,
  	"version_why_title" varchar,
  	"version_why_figures_label" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_brochure_button" varchar,
  	"version_cta_brochure_hint" varchar,
  	"version_cta_brochure_message" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_contact_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."contact_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"cards_label" varchar,
  	"cards_phone_title" varchar,
  	"cards_email_title" varchar,
  	"cards_whatsapp_title" varchar,
  	"cards_whatsapp_text" varchar,
  	"cards_visit_title" varchar,
  	"cards_visit_text" varchar,
  	"form_title" varchar,
  	"form_description" varchar,
  	"hours_title" varchar,
  	"hours_open_days" varchar,
  	"hours_open_times" varchar,
  	"hours_closed_days" varchar,
  	"hours_closed" varchar,
  	"get_in_touch_title" varchar,
  	"get_in_touch_phone_label" varchar,
  	"get_in_touch_email_label" varchar,
  	"get_in_touch_website_label" varchar,
  	"get_in_touch_call_button" varchar,
  	"get_in_touch_whatsapp_button" varchar,
  	"location_title" varchar,
  	"location_text" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_button" varchar,
  	"cta_secondary_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__contact_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_contact_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_cards_label" varchar,
  	"version_cards_phone_title" varchar,
  	"version_cards_email_title" varchar,
  	"version_cards_whatsapp_title" varchar,
  	"version_cards_whatsapp_text" varchar,
  	"version_cards_visit_title" varchar,
  	"version_cards_visit_text" varchar,
  	"version_form_title" varchar,
  	"version_form_description" varchar,
  	"version_hours_title" varchar,
  	"version_hours_open_days" varchar,
  	"version_hours_open_times" varchar,
  	"version_hours_closed_days" varchar,
  	"version_hours_closed" varchar,
  	"version_get_in_touch_title" varchar,
  	"version_get_in_touch_phone_label" varchar,
  	"version_get_in_touch_email_label" varchar,
  	"version_get_in_touch_website_label" varchar,
  	"version_get_in_touch_call_button" varchar,
  	"version_get_in_touch_whatsapp_button" varchar,
  	"version_location_title" varchar,
  	"version_location_text" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_button" varchar,
  	"version_cta_secondary_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_formats_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_corporate_page_formats_cards_icon"
  );
  
  CREATE TABLE "cms"."corporate_page_formats_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page_process_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."corporate_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_corporate_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."corporate_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"hero_button" varchar,
  	"areas_title" varchar,
  	"formats_title" varchar,
  	"process_title" varchar,
  	"process_benefits_title" varchar,
  	"industries_title" varchar,
  	"industries_clients_title" varchar,
  	"industries_partners_title" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"cta_secondary" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_formats_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__corporate_page_v_version_formats_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_formats_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_corporate_page_v_version_process_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_corporate_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__corporate_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__corporate_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_corporate_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_intro" varchar,
  	"version_hero_button" varchar,
  	"version_areas_title" varchar,
  	"version_formats_title" varchar,
  	"version_process_title" varchar,
  	"version_process_benefits_title" varchar,
  	"version_industries_title" varchar,
  	"version_industries_clients_title" varchar,
  	"version_industries_partners_title" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"version_cta_secondary" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."careers_job_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."careers_job_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_openings_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" "cms"."enum_careers_page_openings_jobs_area"
  );
  
  CREATE TABLE "cms"."careers_page_openings_jobs_locales" (
  	"type" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_why_join_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_careers_page_why_join_cards_icon"
  );
  
  CREATE TABLE "cms"."careers_page_why_join_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page_apply_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."careers_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_careers_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."careers_page_locales" (
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"openings_title" varchar,
  	"why_join_title" varchar,
  	"apply_title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_job_requirements_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_job_requirements_v_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_openings_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" "cms"."enum__careers_page_v_version_openings_jobs_area",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_openings_jobs_locales" (
  	"type" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_why_join_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__careers_page_v_version_why_join_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_why_join_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_careers_page_v_version_apply_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_careers_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__careers_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__careers_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_careers_page_v_locales" (
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_intro" varchar,
  	"version_openings_title" varchar,
  	"version_why_join_title" varchar,
  	"version_apply_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
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
  ALTER TABLE "cms"."legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_paragraphs" ADD CONSTRAINT "_legal_pages_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_paragraphs_locales" ADD CONSTRAINT "_legal_pages_v_version_sections_paragraphs_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_bullets" ADD CONSTRAINT "_legal_pages_v_version_sections_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_bullets_locales" ADD CONSTRAINT "_legal_pages_v_version_sections_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections" ADD CONSTRAINT "_legal_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_locales" ADD CONSTRAINT "_legal_pages_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "cms"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "cms"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "cms"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "cms"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_office_hours_days" ADD CONSTRAINT "site_settings_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_office_hours_days" ADD CONSTRAINT "_site_settings_v_version_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_hero_stats" ADD CONSTRAINT "home_page_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_hero_stats_locales" ADD CONSTRAINT "home_page_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards_features" ADD CONSTRAINT "home_page_services_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards_features_locales" ADD CONSTRAINT "home_page_services_cards_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards" ADD CONSTRAINT "home_page_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_cards_locales" ADD CONSTRAINT "home_page_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_stats" ADD CONSTRAINT "home_page_services_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_services_stats_locales" ADD CONSTRAINT "home_page_services_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_services_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_clients_industries" ADD CONSTRAINT "home_page_clients_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_clients_industries_locales" ADD CONSTRAINT "home_page_clients_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_clients_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_success_factors" ADD CONSTRAINT "home_page_success_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_success_factors_locales" ADD CONSTRAINT "home_page_success_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_hero_stats" ADD CONSTRAINT "_home_page_v_version_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_hero_stats_locales" ADD CONSTRAINT "_home_page_v_version_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards_features" ADD CONSTRAINT "_home_page_v_version_services_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards_features_locales" ADD CONSTRAINT "_home_page_v_version_services_cards_features_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards" ADD CONSTRAINT "_home_page_v_version_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_cards_locales" ADD CONSTRAINT "_home_page_v_version_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_stats" ADD CONSTRAINT "_home_page_v_version_services_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_services_stats_locales" ADD CONSTRAINT "_home_page_v_version_services_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_services_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_clients_industries" ADD CONSTRAINT "_home_page_v_version_clients_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_clients_industries_locales" ADD CONSTRAINT "_home_page_v_version_clients_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_clients_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_success_factors" ADD CONSTRAINT "_home_page_v_version_success_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_success_factors_locales" ADD CONSTRAINT "_home_page_v_version_success_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_success_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_paragraphs" ADD CONSTRAINT "about_page_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_paragraphs_locales" ADD CONSTRAINT "about_page_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_stats" ADD CONSTRAINT "about_page_story_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_story_stats_locales" ADD CONSTRAINT "about_page_story_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_story_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_milestones_items" ADD CONSTRAINT "about_page_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_milestones_items_locales" ADD CONSTRAINT "about_page_milestones_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_milestones_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_mission_cards" ADD CONSTRAINT "about_page_mission_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_mission_cards_locales" ADD CONSTRAINT "about_page_mission_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_mission_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_approach_steps" ADD CONSTRAINT "about_page_approach_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_approach_steps_locales" ADD CONSTRAINT "about_page_approach_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_approach_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_values_items" ADD CONSTRAINT "about_page_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_values_items_locales" ADD CONSTRAINT "about_page_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_achievements_stats" ADD CONSTRAINT "about_page_achievements_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_achievements_stats_locales" ADD CONSTRAINT "about_page_achievements_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page_achievements_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_paragraphs" ADD CONSTRAINT "_about_page_v_version_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_paragraphs_locales" ADD CONSTRAINT "_about_page_v_version_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_stats" ADD CONSTRAINT "_about_page_v_version_story_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_story_stats_locales" ADD CONSTRAINT "_about_page_v_version_story_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_story_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_milestones_items" ADD CONSTRAINT "_about_page_v_version_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_milestones_items_locales" ADD CONSTRAINT "_about_page_v_version_milestones_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_milestones_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_mission_cards" ADD CONSTRAINT "_about_page_v_version_mission_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_mission_cards_locales" ADD CONSTRAINT "_about_page_v_version_mission_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_mission_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_approach_steps" ADD CONSTRAINT "_about_page_v_version_approach_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_approach_steps_locales" ADD CONSTRAINT "_about_page_v_version_approach_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_approach_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_values_items" ADD CONSTRAINT "_about_page_v_version_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_values_items_locales" ADD CONSTRAINT "_about_page_v_version_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_achievements_stats" ADD CONSTRAINT "_about_page_v_version_achievements_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_version_achievements_stats_locales" ADD CONSTRAINT "_about_page_v_version_achievements_stats_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v_version_achievements_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_why_items" ADD CONSTRAINT "it_training_page_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."it_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_why_items_locales" ADD CONSTRAINT "it_training_page_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."it_training_page_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."it_training_page_locales" ADD CONSTRAINT "it_training_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."it_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_version_why_items" ADD CONSTRAINT "_it_training_page_v_version_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_it_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_version_why_items_locales" ADD CONSTRAINT "_it_training_page_v_version_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_it_training_page_v_version_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_it_training_page_v_locales" ADD CONSTRAINT "_it_training_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_it_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_figures_stats" ADD CONSTRAINT "english_training_page_figures_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_figures_stats_locales" ADD CONSTRAINT "english_training_page_figures_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page_figures_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_items" ADD CONSTRAINT "english_training_page_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_items_locales" ADD CONSTRAINT "english_training_page_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_figures" ADD CONSTRAINT "english_training_page_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_why_figures_locales" ADD CONSTRAINT "english_training_page_why_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."english_training_page_locales" ADD CONSTRAINT "english_training_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."english_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_figures_stats" ADD CONSTRAINT "_english_training_page_v_version_figures_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_figures_stats_locales" ADD CONSTRAINT "_english_training_page_v_version_figures_stats_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v_version_figures_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_items" ADD CONSTRAINT "_english_training_page_v_version_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_items_locales" ADD CONSTRAINT "_english_training_page_v_version_why_items_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v_version_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_figures" ADD CONSTRAINT "_english_training_page_v_version_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_version_why_figures_locales" ADD CONSTRAINT "_english_training_page_v_version_why_figures_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v_version_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_english_training_page_v_locales" ADD CONSTRAINT "_english_training_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_english_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_items" ADD CONSTRAINT "business_training_page_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_items_locales" ADD CONSTRAINT "business_training_page_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_figures" ADD CONSTRAINT "business_training_page_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_why_figures_locales" ADD CONSTRAINT "business_training_page_why_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."business_training_page_locales" ADD CONSTRAINT "business_training_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."business_training_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_items" ADD CONSTRAINT "_business_training_page_v_version_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_items_locales" ADD CONSTRAINT "_business_training_page_v_version_why_items_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v_version_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_figures" ADD CONSTRAINT "_business_training_page_v_version_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_version_why_figures_locales" ADD CONSTRAINT "_business_training_page_v_version_why_figures_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v_version_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_business_training_page_v_locales" ADD CONSTRAINT "_business_training_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_business_training_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_formats_cards" ADD CONSTRAINT "corporate_page_formats_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_formats_cards_locales" ADD CONSTRAINT "corporate_page_formats_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page_formats_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_steps" ADD CONSTRAINT "corporate_page_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_steps_locales" ADD CONSTRAINT "corporate_page_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_benefits" ADD CONSTRAINT "corporate_page_process_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_process_benefits_locales" ADD CONSTRAINT "corporate_page_process_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page_process_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."corporate_page_locales" ADD CONSTRAINT "corporate_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."corporate_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_formats_cards" ADD CONSTRAINT "_corporate_page_v_version_formats_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_formats_cards_locales" ADD CONSTRAINT "_corporate_page_v_version_formats_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v_version_formats_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_steps" ADD CONSTRAINT "_corporate_page_v_version_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_steps_locales" ADD CONSTRAINT "_corporate_page_v_version_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v_version_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_benefits" ADD CONSTRAINT "_corporate_page_v_version_process_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_version_process_benefits_locales" ADD CONSTRAINT "_corporate_page_v_version_process_benefits_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v_version_process_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_corporate_page_v_locales" ADD CONSTRAINT "_corporate_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_corporate_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_job_requirements" ADD CONSTRAINT "careers_job_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_job_requirements_locales" ADD CONSTRAINT "careers_job_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_job_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_openings_jobs" ADD CONSTRAINT "careers_page_openings_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_openings_jobs_locales" ADD CONSTRAINT "careers_page_openings_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_why_join_cards" ADD CONSTRAINT "careers_page_why_join_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_why_join_cards_locales" ADD CONSTRAINT "careers_page_why_join_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_why_join_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_apply_steps" ADD CONSTRAINT "careers_page_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_apply_steps_locales" ADD CONSTRAINT "careers_page_apply_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."careers_page_locales" ADD CONSTRAINT "careers_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_job_requirements_v" ADD CONSTRAINT "_careers_job_requirements_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_job_requirements_v_locales" ADD CONSTRAINT "_careers_job_requirements_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_job_requirements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_openings_jobs" ADD CONSTRAINT "_careers_page_v_version_openings_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_openings_jobs_locales" ADD CONSTRAINT "_careers_page_v_version_openings_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_openings_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_why_join_cards" ADD CONSTRAINT "_careers_page_v_version_why_join_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_why_join_cards_locales" ADD CONSTRAINT "_careers_page_v_version_why_join_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_why_join_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_apply_steps" ADD CONSTRAINT "_careers_page_v_version_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_version_apply_steps_locales" ADD CONSTRAINT "_careers_page_v_version_apply_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v_version_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE UNIQUE INDEX "paths_slug_idx" ON "cms"."paths" USING btree ("slug");
  CREATE INDEX "paths_outline_outline_file_idx" ON "cms"."paths" USING btree ("outline_file_id");
  CREATE INDEX "paths_updated_at_idx" ON "cms"."paths" USING btree ("updated_at");
  CREATE INDEX "paths_created_at_idx" ON "cms"."paths" USING btree ("created_at");
  CREATE INDEX "paths__status_idx" ON "cms"."paths" USING btree ("_status");
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
  CREATE INDEX "_paths_v_version_version_slug_idx" ON "cms"."_paths_v" USING btree ("version_slug");
  CREATE INDEX "_paths_v_version_outline_version_outline_file_idx" ON "cms"."_paths_v" USING btree ("version_outline_file_id");
  CREATE INDEX "_paths_v_version_version_updated_at_idx" ON "cms"."_paths_v" USING btree ("version_updated_at");
  CREATE INDEX "_paths_v_version_version_created_at_idx" ON "cms"."_paths_v" USING btree ("version_created_at");
  CREATE INDEX "_paths_v_version_version__status_idx" ON "cms"."_paths_v" USING btree ("version__status");
  CREATE INDEX "_paths_v_created_at_idx" ON "cms"."_paths_v" USING btree ("created_at");
  CREATE INDEX "_paths_v_updated_at_idx" ON "cms"."_paths_v" USING btree ("updated_at");
  CREATE INDEX "_paths_v_snapshot_idx" ON "cms"."_paths_v" USING btree ("snapshot");
  CREATE INDEX "_paths_v_published_locale_idx" ON "cms"."_paths_v" USING btree ("published_locale");
  CREATE INDEX "_paths_v_latest_idx" ON "cms"."_paths_v" USING btree ("latest");
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
  CREATE UNIQUE INDEX "courses_slug_idx" ON "cms"."courses" USING btree ("slug");
  CREATE INDEX "courses_type_idx" ON "cms"."courses" USING btree ("type");
  CREATE INDEX "courses_outline_outline_file_idx" ON "cms"."courses" USING btree ("outline_file_id");
  CREATE INDEX "courses_path_idx" ON "cms"."courses" USING btree ("path_id");
  CREATE INDEX "courses_updated_at_idx" ON "cms"."courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "cms"."courses" USING btree ("created_at");
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
  CREATE INDEX "_courses_v_version_version_slug_idx" ON "cms"."_courses_v" USING btree ("version_slug");
  CREATE INDEX "_courses_v_version_version_type_idx" ON "cms"."_courses_v" USING btree ("version_type");
  CREATE INDEX "_courses_v_version_outline_version_outline_file_idx" ON "cms"."_courses_v" USING btree ("version_outline_file_id");
  CREATE INDEX "_courses_v_version_version_path_idx" ON "cms"."_courses_v" USING btree ("version_path_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "cms"."_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "cms"."_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "cms"."_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "cms"."_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "cms"."_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_snapshot_idx" ON "cms"."_courses_v" USING btree ("snapshot");
  CREATE INDEX "_courses_v_published_locale_idx" ON "cms"."_courses_v" USING btree ("published_locale");
  CREATE INDEX "_courses_v_latest_idx" ON "cms"."_courses_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_courses_v_locales_locale_parent_id_unique" ON "cms"."_courses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "clients_logo_idx" ON "cms"."clients" USING btree ("logo_id");
  CREATE INDEX "clients_updated_at_idx" ON "cms"."clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "cms"."clients" USING btree ("created_at");
  CREATE INDEX "clients__status_idx" ON "cms"."clients" USING btree ("_status");
  CREATE UNIQUE INDEX "clients_locales_locale_parent_id_unique" ON "cms"."clients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_clients_v_parent_idx" ON "cms"."_clients_v" USING btree ("parent_id");
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
  CREATE INDEX "partners_logo_idx" ON "cms"."partners" USING btree ("logo_id");
  CREATE INDEX "partners_updated_at_idx" ON "cms"."partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "cms"."partners" USING btree ("created_at");
  CREATE INDEX "partners__status_idx" ON "cms"."partners" USING btree ("_status");
  CREATE INDEX "_partners_v_parent_idx" ON "cms"."_partners_v" USING btree ("parent_id");
  CREATE INDEX "_partners_v_version_version_logo_idx" ON "cms"."_partners_v" USING btree ("version_logo_id");
  CREATE INDEX "_partners_v_version_version_updated_at_idx" ON "cms"."_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_partners_v_version_version_created_at_idx" ON "cms"."_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_partners_v_version_version__status_idx" ON "cms"."_partners_v" USING btree ("version__status");
  CREATE INDEX "_partners_v_created_at_idx" ON "cms"."_partners_v" USING btree ("created_at");
  CREATE INDEX "_partners_v_updated_at_idx" ON "cms"."_partners_v" USING btree ("updated_at");
  CREATE INDEX "_partners_v_snapshot_idx" ON "cms"."_partners_v" USING btree ("snapshot");
  CREATE INDEX "_partners_v_published_locale_idx" ON "cms"."_partners_v" USING btree ("published_locale");
  CREATE INDEX "_partners_v_latest_idx" ON "cms"."_partners_v" USING btree ("latest");
  CREATE INDEX "testimonials_updated_at_idx" ON "cms"."testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "cms"."testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "cms"."testimonials" USING btree ("_status");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "cms"."testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "cms"."_testimonials_v" USING btree ("parent_id");
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
  CREATE INDEX "legal_pages__status_idx" ON "cms"."legal_pages" USING btree ("_status");
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
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "cms"."_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "cms"."_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "cms"."_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "cms"."_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "cms"."_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "cms"."_legal_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "cms"."_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "cms"."media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "cms"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "cms"."media" USING btree ("sizes_wide_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "cms"."media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "cms"."users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "cms"."users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_paths_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("paths_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
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
  CREATE INDEX "site_settings__status_idx" ON "cms"."site_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "cms"."site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_office_hours_days_order_idx" ON "cms"."_site_settings_v_version_office_hours_days" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_office_hours_days_parent_idx" ON "cms"."_site_settings_v_version_office_hours_days" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "cms"."_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "cms"."_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "cms"."_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "cms"."_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "cms"."_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "cms"."_site_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "cms"."_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_hero_stats_order_idx" ON "cms"."home_page_hero_stats" USING btree ("_order");
  CREATE INDEX "home_page_hero_stats_parent_id_idx" ON "cms"."home_page_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_hero_stats_locales_locale_parent_id_unique" ON "cms"."home_page_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_cards_features_order_idx" ON "cms"."home_page_services_cards_features" USING btree ("_order");
  CREATE INDEX "home_page_services_cards_features_parent_id_idx" ON "cms"."home_page_services_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_cards_features_locales_locale_parent_id_u" ON "cms"."home_page_services_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_cards_order_idx" ON "cms"."home_page_services_cards" USING btree ("_order");
  CREATE INDEX "home_page_services_cards_parent_id_idx" ON "cms"."home_page_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_cards_locales_locale_parent_id_unique" ON "cms"."home_page_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_stats_order_idx" ON "cms"."home_page_services_stats" USING btree ("_order");
  CREATE INDEX "home_page_services_stats_parent_id_idx" ON "cms"."home_page_services_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_stats_locales_locale_parent_id_unique" ON "cms"."home_page_services_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_clients_industries_order_idx" ON "cms"."home_page_clients_industries" USING btree ("_order");
  CREATE INDEX "home_page_clients_industries_parent_id_idx" ON "cms"."home_page_clients_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_clients_industries_locales_locale_parent_id_unique" ON "cms"."home_page_clients_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_success_factors_order_idx" ON "cms"."home_page_success_factors" USING btree ("_order");
  CREATE INDEX "home_page_success_factors_parent_id_idx" ON "cms"."home_page_success_factors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_success_factors_locales_locale_parent_id_unique" ON "cms"."home_page_success_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page__status_idx" ON "cms"."home_page" USING btree ("_status");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "cms"."home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_hero_stats_order_idx" ON "cms"."_home_page_v_version_hero_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_stats_parent_id_idx" ON "cms"."_home_page_v_version_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_hero_stats_locales_locale_parent_id_uni" ON "cms"."_home_page_v_version_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_cards_features_order_idx" ON "cms"."_home_page_v_version_services_cards_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_cards_features_parent_id_idx" ON "cms"."_home_page_v_version_services_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_cards_features_locales_locale_" ON "cms"."_home_page_v_version_services_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_cards_order_idx" ON "cms"."_home_page_v_version_services_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_cards_parent_id_idx" ON "cms"."_home_page_v_version_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_cards_locales_locale_parent_id" ON "cms"."_home_page_v_version_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_stats_order_idx" ON "cms"."_home_page_v_version_services_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_stats_parent_id_idx" ON "cms"."_home_page_v_version_services_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_stats_locales_locale_parent_id" ON "cms"."_home_page_v_version_services_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_clients_industries_order_idx" ON "cms"."_home_page_v_version_clients_industries" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_clients_industries_parent_id_idx" ON "cms"."_home_page_v_version_clients_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_clients_industries_locales_locale_paren" ON "cms"."_home_page_v_version_clients_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_success_factors_order_idx" ON "cms"."_home_page_v_version_success_factors" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_success_factors_parent_id_idx" ON "cms"."_home_page_v_version_success_factors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_success_factors_locales_locale_parent_i" ON "cms"."_home_page_v_version_success_factors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "cms"."_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "cms"."_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "cms"."_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "cms"."_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "cms"."_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "cms"."_home_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "cms"."_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_story_paragraphs_order_idx" ON "cms"."about_page_story_paragraphs" USING btree ("_order");
  CREATE INDEX "about_page_story_paragraphs_parent_id_idx" ON "cms"."about_page_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_story_paragraphs_locales_locale_parent_id_unique" ON "cms"."about_page_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_story_stats_order_idx" ON "cms"."about_page_story_stats" USING btree ("_order");
  CREATE INDEX "about_page_story_stats_parent_id_idx" ON "cms"."about_page_story_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_story_stats_locales_locale_parent_id_unique" ON "cms"."about_page_story_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_milestones_items_order_idx" ON "cms"."about_page_milestones_items" USING btree ("_order");
  CREATE INDEX "about_page_milestones_items_parent_id_idx" ON "cms"."about_page_milestones_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_milestones_items_locales_locale_parent_id_unique" ON "cms"."about_page_milestones_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_mission_cards_order_idx" ON "cms"."about_page_mission_cards" USING btree ("_order");
  CREATE INDEX "about_page_mission_cards_parent_id_idx" ON "cms"."about_page_mission_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_mission_cards_locales_locale_parent_id_unique" ON "cms"."about_page_mission_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_approach_steps_order_idx" ON "cms"."about_page_approach_steps" USING btree ("_order");
  CREATE INDEX "about_page_approach_steps_parent_id_idx" ON "cms"."about_page_approach_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_approach_steps_locales_locale_parent_id_unique" ON "cms"."about_page_approach_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_values_items_order_idx" ON "cms"."about_page_values_items" USING btree ("_order");
  CREATE INDEX "about_page_values_items_parent_id_idx" ON "cms"."about_page_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_values_items_locales_locale_parent_id_unique" ON "cms"."about_page_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_achievements_stats_order_idx" ON "cms"."about_page_achievements_stats" USING btree ("_order");
  CREATE INDEX "about_page_achievements_stats_parent_id_idx" ON "cms"."about_page_achievements_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_achievements_stats_locales_locale_parent_id_uniqu" ON "cms"."about_page_achievements_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page__status_idx" ON "cms"."about_page" USING btree ("_status");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "cms"."about_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_story_paragraphs_order_idx" ON "cms"."_about_page_v_version_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_story_paragraphs_parent_id_idx" ON "cms"."_about_page_v_version_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_story_paragraphs_locales_locale_parent" ON "cms"."_about_page_v_version_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_story_stats_order_idx" ON "cms"."_about_page_v_version_story_stats" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_story_stats_parent_id_idx" ON "cms"."_about_page_v_version_story_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_story_stats_locales_locale_parent_id_u" ON "cms"."_about_page_v_version_story_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_milestones_items_order_idx" ON "cms"."_about_page_v_version_milestones_items" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_milestones_items_parent_id_idx" ON "cms"."_about_page_v_version_milestones_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_milestones_items_locales_locale_parent" ON "cms"."_about_page_v_version_milestones_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_mission_cards_order_idx" ON "cms"."_about_page_v_version_mission_cards" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_mission_cards_parent_id_idx" ON "cms"."_about_page_v_version_mission_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_mission_cards_locales_locale_parent_id" ON "cms"."_about_page_v_version_mission_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_approach_steps_order_idx" ON "cms"."_about_page_v_version_approach_steps" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_approach_steps_parent_id_idx" ON "cms"."_about_page_v_version_approach_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_approach_steps_locales_locale_parent_i" ON "cms"."_about_page_v_version_approach_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_values_items_order_idx" ON "cms"."_about_page_v_version_values_items" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_items_parent_id_idx" ON "cms"."_about_page_v_version_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_values_items_locales_locale_parent_id_" ON "cms"."_about_page_v_version_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_achievements_stats_order_idx" ON "cms"."_about_page_v_version_achievements_stats" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_achievements_stats_parent_id_idx" ON "cms"."_about_page_v_version_achievements_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_achievements_stats_locales_locale_pare" ON "cms"."_about_page_v_version_achievements_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "cms"."_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "cms"."_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "cms"."_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "cms"."_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "cms"."_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "cms"."_about_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "cms"."_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "it_training_page_why_items_order_idx" ON "cms"."it_training_page_why_items" USING btree ("_order");
  CREATE INDEX "it_training_page_why_items_parent_id_idx" ON "cms"."it_training_page_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "it_training_page_why_items_locales_locale_parent_id_unique" ON "cms"."it_training_page_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "it_training_page__status_idx" ON "cms"."it_training_page" USING btree ("_status");
  CREATE UNIQUE INDEX "it_training_page_locales_locale_parent_id_unique" ON "cms"."it_training_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_it_training_page_v_version_why_items_order_idx" ON "cms"."_it_training_page_v_version_why_items" USING btree ("_order");
  CREATE INDEX "_it_training_page_v_version_why_items_parent_id_idx" ON "cms"."_it_training_page_v_version_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_it_training_page_v_version_why_items_locales_locale_parent_" ON "cms"."_it_training_page_v_version_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_it_training_page_v_version_version__status_idx" ON "cms"."_it_training_page_v" USING btree ("version__status");
  CREATE INDEX "_it_training_page_v_created_at_idx" ON "cms"."_it_training_page_v" USING btree ("created_at");
  CREATE INDEX "_it_training_page_v_updated_at_idx" ON "cms"."_it_training_page_v" USING btree ("updated_at");
  CREATE INDEX "_it_training_page_v_snapshot_idx" ON "cms"."_it_training_page_v" USING btree ("snapshot");
  CREATE INDEX "_it_training_page_v_published_locale_idx" ON "cms"."_it_training_page_v" USING btree ("published_locale");
  CREATE INDEX "_it_training_page_v_latest_idx" ON "cms"."_it_training_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_it_training_page_v_locales_locale_parent_id_unique" ON "cms"."_it_training_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page_figures_stats_order_idx" ON "cms"."english_training_page_figures_stats" USING btree ("_order");
  CREATE INDEX "english_training_page_figures_stats_parent_id_idx" ON "cms"."english_training_page_figures_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "english_training_page_figures_stats_locales_locale_parent_id" ON "cms"."english_training_page_figures_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page_why_items_order_idx" ON "cms"."english_training_page_why_items" USING btree ("_order");
  CREATE INDEX "english_training_page_why_items_parent_id_idx" ON "cms"."english_training_page_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "english_training_page_why_items_locales_locale_parent_id_uni" ON "cms"."english_training_page_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page_why_figures_order_idx" ON "cms"."english_training_page_why_figures" USING btree ("_order");
  CREATE INDEX "english_training_page_why_figures_parent_id_idx" ON "cms"."english_training_page_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "english_training_page_why_figures_locales_locale_parent_id_u" ON "cms"."english_training_page_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "english_training_page__status_idx" ON "cms"."english_training_page" USING btree ("_status");
  CREATE UNIQUE INDEX "english_training_page_locales_locale_parent_id_unique" ON "cms"."english_training_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_figures_stats_order_idx" ON "cms"."_english_training_page_v_version_figures_stats" USING btree ("_order");
  CREATE INDEX "_english_training_page_v_version_figures_stats_parent_id_idx" ON "cms"."_english_training_page_v_version_figures_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_english_training_page_v_version_figures_stats_locales_local" ON "cms"."_english_training_page_v_version_figures_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_why_items_order_idx" ON "cms"."_english_training_page_v_version_why_items" USING btree ("_order");
  CREATE INDEX "_english_training_page_v_version_why_items_parent_id_idx" ON "cms"."_english_training_page_v_version_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_english_training_page_v_version_why_items_locales_locale_pa" ON "cms"."_english_training_page_v_version_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_why_figures_order_idx" ON "cms"."_english_training_page_v_version_why_figures" USING btree ("_order");
  CREATE INDEX "_english_training_page_v_version_why_figures_parent_id_idx" ON "cms"."_english_training_page_v_version_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_english_training_page_v_version_why_figures_locales_locale_" ON "cms"."_english_training_page_v_version_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_english_training_page_v_version_version__status_idx" ON "cms"."_english_training_page_v" USING btree ("version__status");
  CREATE INDEX "_english_training_page_v_created_at_idx" ON "cms"."_english_training_page_v" USING btree ("created_at");
  CREATE INDEX "_english_training_page_v_updated_at_idx" ON "cms"."_english_training_page_v" USING btree ("updated_at");
  CREATE INDEX "_english_training_page_v_snapshot_idx" ON "cms"."_english_training_page_v" USING btree ("snapshot");
  CREATE INDEX "_english_training_page_v_published_locale_idx" ON "cms"."_english_training_page_v" USING btree ("published_locale");
  CREATE INDEX "_english_training_page_v_latest_idx" ON "cms"."_english_training_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_english_training_page_v_locales_locale_parent_id_unique" ON "cms"."_english_training_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_training_page_why_items_order_idx" ON "cms"."business_training_page_why_items" USING btree ("_order");
  CREATE INDEX "business_training_page_why_items_parent_id_idx" ON "cms"."business_training_page_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "business_training_page_why_items_locales_locale_parent_id_un" ON "cms"."business_training_page_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_training_page_why_figures_order_idx" ON "cms"."business_training_page_why_figures" USING btree ("_order");
  CREATE INDEX "business_training_page_why_figures_parent_id_idx" ON "cms"."business_training_page_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "business_training_page_why_figures_locales_locale_parent_id_" ON "cms"."business_training_page_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "business_training_page__status_idx" ON "cms"."business_training_page" USING btree ("_status");
  CREATE UNIQUE INDEX "business_training_page_locales_locale_parent_id_unique" ON "cms"."business_training_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_training_page_v_version_why_items_order_idx" ON "cms"."_business_training_page_v_version_why_items" USING btree ("_order");
  CREATE INDEX "_business_training_page_v_version_why_items_parent_id_idx" ON "cms"."_business_training_page_v_version_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_business_training_page_v_version_why_items_locales_locale_p" ON "cms"."_business_training_page_v_version_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_training_page_v_version_why_figures_order_idx" ON "cms"."_business_training_page_v_version_why_figures" USING btree ("_order");
  CREATE INDEX "_business_training_page_v_version_why_figures_parent_id_idx" ON "cms"."_business_training_page_v_version_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_business_training_page_v_version_why_figures_locales_locale" ON "cms"."_business_training_page_v_version_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_business_training_page_v_version_version__status_idx" ON "cms"."_business_training_page_v" USING btree ("version__status");
  CREATE INDEX "_business_training_page_v_created_at_idx" ON "cms"."_business_training_page_v" USING btree ("created_at");
  CREATE INDEX "_business_training_page_v_updated_at_idx" ON "cms"."_business_training_page_v" USING btree ("updated_at");
  CREATE INDEX "_business_training_page_v_snapshot_idx" ON "cms"."_business_training_page_v" USING btree ("snapshot");
  CREATE INDEX "_business_training_page_v_published_locale_idx" ON "cms"."_business_training_page_v" USING btree ("published_locale");
  CREATE INDEX "_business_training_page_v_latest_idx" ON "cms"."_business_training_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_business_training_page_v_locales_locale_parent_id_unique" ON "cms"."_business_training_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page__status_idx" ON "cms"."contact_page" USING btree ("_status");
  CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "cms"."contact_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "cms"."_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "cms"."_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "cms"."_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_snapshot_idx" ON "cms"."_contact_page_v" USING btree ("snapshot");
  CREATE INDEX "_contact_page_v_published_locale_idx" ON "cms"."_contact_page_v" USING btree ("published_locale");
  CREATE INDEX "_contact_page_v_latest_idx" ON "cms"."_contact_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_contact_page_v_locales_locale_parent_id_unique" ON "cms"."_contact_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page_formats_cards_order_idx" ON "cms"."corporate_page_formats_cards" USING btree ("_order");
  CREATE INDEX "corporate_page_formats_cards_parent_id_idx" ON "cms"."corporate_page_formats_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "corporate_page_formats_cards_locales_locale_parent_id_unique" ON "cms"."corporate_page_formats_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page_process_steps_order_idx" ON "cms"."corporate_page_process_steps" USING btree ("_order");
  CREATE INDEX "corporate_page_process_steps_parent_id_idx" ON "cms"."corporate_page_process_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "corporate_page_process_steps_locales_locale_parent_id_unique" ON "cms"."corporate_page_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page_process_benefits_order_idx" ON "cms"."corporate_page_process_benefits" USING btree ("_order");
  CREATE INDEX "corporate_page_process_benefits_parent_id_idx" ON "cms"."corporate_page_process_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "corporate_page_process_benefits_locales_locale_parent_id_uni" ON "cms"."corporate_page_process_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporate_page__status_idx" ON "cms"."corporate_page" USING btree ("_status");
  CREATE UNIQUE INDEX "corporate_page_locales_locale_parent_id_unique" ON "cms"."corporate_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_formats_cards_order_idx" ON "cms"."_corporate_page_v_version_formats_cards" USING btree ("_order");
  CREATE INDEX "_corporate_page_v_version_formats_cards_parent_id_idx" ON "cms"."_corporate_page_v_version_formats_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_corporate_page_v_version_formats_cards_locales_locale_paren" ON "cms"."_corporate_page_v_version_formats_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_process_steps_order_idx" ON "cms"."_corporate_page_v_version_process_steps" USING btree ("_order");
  CREATE INDEX "_corporate_page_v_version_process_steps_parent_id_idx" ON "cms"."_corporate_page_v_version_process_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_corporate_page_v_version_process_steps_locales_locale_paren" ON "cms"."_corporate_page_v_version_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_process_benefits_order_idx" ON "cms"."_corporate_page_v_version_process_benefits" USING btree ("_order");
  CREATE INDEX "_corporate_page_v_version_process_benefits_parent_id_idx" ON "cms"."_corporate_page_v_version_process_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_corporate_page_v_version_process_benefits_locales_locale_pa" ON "cms"."_corporate_page_v_version_process_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporate_page_v_version_version__status_idx" ON "cms"."_corporate_page_v" USING btree ("version__status");
  CREATE INDEX "_corporate_page_v_created_at_idx" ON "cms"."_corporate_page_v" USING btree ("created_at");
  CREATE INDEX "_corporate_page_v_updated_at_idx" ON "cms"."_corporate_page_v" USING btree ("updated_at");
  CREATE INDEX "_corporate_page_v_snapshot_idx" ON "cms"."_corporate_page_v" USING btree ("snapshot");
  CREATE INDEX "_corporate_page_v_published_locale_idx" ON "cms"."_corporate_page_v" USING btree ("published_locale");
  CREATE INDEX "_corporate_page_v_latest_idx" ON "cms"."_corporate_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_corporate_page_v_locales_locale_parent_id_unique" ON "cms"."_corporate_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_job_requirements_order_idx" ON "cms"."careers_job_requirements" USING btree ("_order");
  CREATE INDEX "careers_job_requirements_parent_id_idx" ON "cms"."careers_job_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_job_requirements_locales_locale_parent_id_unique" ON "cms"."careers_job_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_openings_jobs_order_idx" ON "cms"."careers_page_openings_jobs" USING btree ("_order");
  CREATE INDEX "careers_page_openings_jobs_parent_id_idx" ON "cms"."careers_page_openings_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_openings_jobs_locales_locale_parent_id_unique" ON "cms"."careers_page_openings_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_why_join_cards_order_idx" ON "cms"."careers_page_why_join_cards" USING btree ("_order");
  CREATE INDEX "careers_page_why_join_cards_parent_id_idx" ON "cms"."careers_page_why_join_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_why_join_cards_locales_locale_parent_id_unique" ON "cms"."careers_page_why_join_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_apply_steps_order_idx" ON "cms"."careers_page_apply_steps" USING btree ("_order");
  CREATE INDEX "careers_page_apply_steps_parent_id_idx" ON "cms"."careers_page_apply_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_apply_steps_locales_locale_parent_id_unique" ON "cms"."careers_page_apply_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page__status_idx" ON "cms"."careers_page" USING btree ("_status");
  CREATE UNIQUE INDEX "careers_page_locales_locale_parent_id_unique" ON "cms"."careers_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_job_requirements_v_order_idx" ON "cms"."_careers_job_requirements_v" USING btree ("_order");
  CREATE INDEX "_careers_job_requirements_v_parent_id_idx" ON "cms"."_careers_job_requirements_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_job_requirements_v_locales_locale_parent_id_unique" ON "cms"."_careers_job_requirements_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_openings_jobs_order_idx" ON "cms"."_careers_page_v_version_openings_jobs" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_openings_jobs_parent_id_idx" ON "cms"."_careers_page_v_version_openings_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_openings_jobs_locales_locale_parent_" ON "cms"."_careers_page_v_version_openings_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_why_join_cards_order_idx" ON "cms"."_careers_page_v_version_why_join_cards" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_why_join_cards_parent_id_idx" ON "cms"."_careers_page_v_version_why_join_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_why_join_cards_locales_locale_parent" ON "cms"."_careers_page_v_version_why_join_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_apply_steps_order_idx" ON "cms"."_careers_page_v_version_apply_steps" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_apply_steps_parent_id_idx" ON "cms"."_careers_page_v_version_apply_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_apply_steps_locales_locale_parent_id" ON "cms"."_careers_page_v_version_apply_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_version__status_idx" ON "cms"."_careers_page_v" USING btree ("version__status");
  CREATE INDEX "_careers_page_v_created_at_idx" ON "cms"."_careers_page_v" USING btree ("created_at");
  CREATE INDEX "_careers_page_v_updated_at_idx" ON "cms"."_careers_page_v" USING btree ("updated_at");
  CREATE INDEX "_careers_page_v_snapshot_idx" ON "cms"."_careers_page_v" USING btree ("snapshot");
  CREATE INDEX "_careers_page_v_published_locale_idx" ON "cms"."_careers_page_v" USING btree ("published_locale");
  CREATE INDEX "_careers_page_v_latest_idx" ON "cms"."_careers_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_careers_page_v_locales_locale_parent_id_unique" ON "cms"."_careers_page_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."media_locales" CASCADE;
  DROP TABLE "cms"."users_roles" CASCADE;
  DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TABLE "cms"."site_settings_office_hours_days" CASCADE;
  DROP TABLE "cms"."site_settings" CASCADE;
  DROP TABLE "cms"."site_settings_locales" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_office_hours_days" CASCADE;
  DROP TABLE "cms"."_site_settings_v" CASCADE;
  DROP TABLE "cms"."_site_settings_v_locales" CASCADE;
  DROP TABLE "cms"."home_page_hero_stats" CASCADE;
  DROP TABLE "cms"."home_page_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."home_page_services_cards_features" CASCADE;
  DROP TABLE "cms"."home_page_services_cards_features_locales" CASCADE;
  DROP TABLE "cms"."home_page_services_cards" CASCADE;
  DROP TABLE "cms"."home_page_services_cards_locales" CASCADE;
  DROP TABLE "cms"."home_page_services_stats" CASCADE;
  DROP TABLE "cms"."home_page_services_stats_locales" CASCADE;
  DROP TABLE "cms"."home_page_clients_industries" CASCADE;
  DROP TABLE "cms"."home_page_clients_industries_locales" CASCADE;
  DROP TABLE "cms"."home_page_success_factors" CASCADE;
  DROP TABLE "cms"."home_page_success_factors_locales" CASCADE;
  DROP TABLE "cms"."home_page" CASCADE;
  DROP TABLE "cms"."home_page_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_hero_stats" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_hero_stats_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards_features" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards_features_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_cards_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_stats" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_services_stats_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_clients_industries" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_clients_industries_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_success_factors" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_success_factors_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v" CASCADE;
  DROP TABLE "cms"."_home_page_v_locales" CASCADE;
  DROP TABLE "cms"."about_page_story_paragraphs" CASCADE;
  DROP TABLE "cms"."about_page_story_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."about_page_story_stats" CASCADE;
  DROP TABLE "cms"."about_page_story_stats_locales" CASCADE;
  DROP TABLE "cms"."about_page_milestones_items" CASCADE;
  DROP TABLE "cms"."about_page_milestones_items_locales" CASCADE;
  DROP TABLE "cms"."about_page_mission_cards" CASCADE;
  DROP TABLE "cms"."about_page_mission_cards_locales" CASCADE;
  DROP TABLE "cms"."about_page_approach_steps" CASCADE;
  DROP TABLE "cms"."about_page_approach_steps_locales" CASCADE;
  DROP TABLE "cms"."about_page_values_items" CASCADE;
  DROP TABLE "cms"."about_page_values_items_locales" CASCADE;
  DROP TABLE "cms"."about_page_achievements_stats" CASCADE;
  DROP TABLE "cms"."about_page_achievements_stats_locales" CASCADE;
  DROP TABLE "cms"."about_page" CASCADE;
  DROP TABLE "cms"."about_page_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_paragraphs" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_paragraphs_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_stats" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_story_stats_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_milestones_items" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_milestones_items_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_mission_cards" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_mission_cards_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_approach_steps" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_approach_steps_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_values_items" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_values_items_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_achievements_stats" CASCADE;
  DROP TABLE "cms"."_about_page_v_version_achievements_stats_locales" CASCADE;
  DROP TABLE "cms"."_about_page_v" CASCADE;
  DROP TABLE "cms"."_about_page_v_locales" CASCADE;
  DROP TABLE "cms"."it_training_page_why_items" CASCADE;
  DROP TABLE "cms"."it_training_page_why_items_locales" CASCADE;
  DROP TABLE "cms"."it_training_page" CASCADE;
  DROP TABLE "cms"."it_training_page_locales" CASCADE;
  DROP TABLE "cms"."_it_training_page_v_version_why_items" CASCADE;
  DROP TABLE "cms"."_it_training_page_v_version_why_items_locales" CASCADE;
  DROP TABLE "cms"."_it_training_page_v" CASCADE;
  DROP TABLE "cms"."_it_training_page_v_locales" CASCADE;
  DROP TABLE "cms"."english_training_page_figures_stats" CASCADE;
  DROP TABLE "cms"."english_training_page_figures_stats_locales" CASCADE;
  DROP TABLE "cms"."english_training_page_why_items" CASCADE;
  DROP TABLE "cms"."english_training_page_why_items_locales" CASCADE;
  DROP TABLE "cms"."english_training_page_why_figures" CASCADE;
  DROP TABLE "cms"."english_training_page_why_figures_locales" CASCADE;
  DROP TABLE "cms"."english_training_page" CASCADE;
  DROP TABLE "cms"."english_training_page_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_figures_stats" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_figures_stats_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_items" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_items_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_figures" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_version_why_figures_locales" CASCADE;
  DROP TABLE "cms"."_english_training_page_v" CASCADE;
  DROP TABLE "cms"."_english_training_page_v_locales" CASCADE;
  DROP TABLE "cms"."business_training_page_why_items" CASCADE;
  DROP TABLE "cms"."business_training_page_why_items_locales" CASCADE;
  DROP TABLE "cms"."business_training_page_why_figures" CASCADE;
  DROP TABLE "cms"."business_training_page_why_figures_locales" CASCADE;
  DROP TABLE "cms"."business_training_page" CASCADE;
  DROP TABLE "cms"."business_training_page_locales" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_items" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_items_locales" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_figures" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_version_why_figures_locales" CASCADE;
  DROP TABLE "cms"."_business_training_page_v" CASCADE;
  DROP TABLE "cms"."_business_training_page_v_locales" CASCADE;
  DROP TABLE "cms"."contact_page" CASCADE;
  DROP TABLE "cms"."contact_page_locales" CASCADE;
  DROP TABLE "cms"."_contact_page_v" CASCADE;
  DROP TABLE "cms"."_contact_page_v_locales" CASCADE;
  DROP TABLE "cms"."corporate_page_formats_cards" CASCADE;
  DROP TABLE "cms"."corporate_page_formats_cards_locales" CASCADE;
  DROP TABLE "cms"."corporate_page_process_steps" CASCADE;
  DROP TABLE "cms"."corporate_page_process_steps_locales" CASCADE;
  DROP TABLE "cms"."corporate_page_process_benefits" CASCADE;
  DROP TABLE "cms"."corporate_page_process_benefits_locales" CASCADE;
  DROP TABLE "cms"."corporate_page" CASCADE;
  DROP TABLE "cms"."corporate_page_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_formats_cards" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_formats_cards_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_steps" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_steps_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_benefits" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_version_process_benefits_locales" CASCADE;
  DROP TABLE "cms"."_corporate_page_v" CASCADE;
  DROP TABLE "cms"."_corporate_page_v_locales" CASCADE;
  DROP TABLE "cms"."careers_job_requirements" CASCADE;
  DROP TABLE "cms"."careers_job_requirements_locales" CASCADE;
  DROP TABLE "cms"."careers_page_openings_jobs" CASCADE;
  DROP TABLE "cms"."careers_page_openings_jobs_locales" CASCADE;
  DROP TABLE "cms"."careers_page_why_join_cards" CASCADE;
  DROP TABLE "cms"."careers_page_why_join_cards_locales" CASCADE;
  DROP TABLE "cms"."careers_page_apply_steps" CASCADE;
  DROP TABLE "cms"."careers_page_apply_steps_locales" CASCADE;
  DROP TABLE "cms"."careers_page" CASCADE;
  DROP TABLE "cms"."careers_page_locales" CASCADE;
  DROP TABLE "cms"."_careers_job_requirements_v" CASCADE;
  DROP TABLE "cms"."_careers_job_requirements_v_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_openings_jobs" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_openings_jobs_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_why_join_cards" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_why_join_cards_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_apply_steps" CASCADE;
  DROP TABLE "cms"."_careers_page_v_version_apply_steps_locales" CASCADE;
  DROP TABLE "cms"."_careers_page_v" CASCADE;
  DROP TABLE "cms"."_careers_page_v_locales" CASCADE;
  DROP TABLE "cms"."seed_status" CASCADE;
  DROP TYPE "cms"."_locales";
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
  DROP TYPE "cms"."enum_users_roles";
  DROP TYPE "cms"."enum_site_settings_office_hours_days";
  DROP TYPE "cms"."enum_site_settings_status";
  DROP TYPE "cms"."enum__site_settings_v_version_office_hours_days";
  DROP TYPE "cms"."enum__site_settings_v_version_status";
  DROP TYPE "cms"."enum__site_settings_v_published_locale";
  DROP TYPE "cms"."enum_home_page_services_cards_area";
  DROP TYPE "cms"."enum_home_page_services_cards_icon";
  DROP TYPE "cms"."enum_home_page_services_cards_link";
  DROP TYPE "cms"."enum_home_page_clients_industries_icon";
  DROP TYPE "cms"."enum_home_page_success_factors_icon";
  DROP TYPE "cms"."enum_home_page_status";
  DROP TYPE "cms"."enum__home_page_v_version_services_cards_area";
  DROP TYPE "cms"."enum__home_page_v_version_services_cards_icon";
  DROP TYPE "cms"."enum__home_page_v_version_services_cards_link";
  DROP TYPE "cms"."enum__home_page_v_version_clients_industries_icon";
  DROP TYPE "cms"."enum__home_page_v_version_success_factors_icon";
  DROP TYPE "cms"."enum__home_page_v_version_status";
  DROP TYPE "cms"."enum__home_page_v_published_locale";
  DROP TYPE "cms"."enum_about_page_mission_cards_icon";
  DROP TYPE "cms"."enum_about_page_approach_steps_icon";
  DROP TYPE "cms"."enum_about_page_values_items_icon";
  DROP TYPE "cms"."enum_about_page_status";
  DROP TYPE "cms"."enum__about_page_v_version_mission_cards_icon";
  DROP TYPE "cms"."enum__about_page_v_version_approach_steps_icon";
  DROP TYPE "cms"."enum__about_page_v_version_values_items_icon";
  DROP TYPE "cms"."enum__about_page_v_version_status";
  DROP TYPE "cms"."enum__about_page_v_published_locale";
  DROP TYPE "cms"."enum_it_training_page_why_items_icon";
  DROP TYPE "cms"."enum_it_training_page_status";
  DROP TYPE "cms"."enum__it_training_page_v_version_why_items_icon";
  DROP TYPE "cms"."enum__it_training_page_v_version_status";
  DROP TYPE "cms"."enum__it_training_page_v_published_locale";
  DROP TYPE "cms"."enum_english_training_page_why_items_icon";
  DROP TYPE "cms"."enum_english_training_page_status";
  DROP TYPE "cms"."enum__english_training_page_v_version_why_items_icon";
  DROP TYPE "cms"."enum__english_training_page_v_version_status";
  DROP TYPE "cms"."enum__english_training_page_v_published_locale";
  DROP TYPE "cms"."enum_business_training_page_why_items_icon";
  DROP TYPE "cms"."enum_business_training_page_status";
  DROP TYPE "cms"."enum__business_training_page_v_version_why_items_icon";
  DROP TYPE "cms"."enum__business_training_page_v_version_status";
  DROP TYPE "cms"."enum__business_training_page_v_published_locale";
  DROP TYPE "cms"."enum_contact_page_status";
  DROP TYPE "cms"."enum__contact_page_v_version_status";
  DROP TYPE "cms"."enum__contact_page_v_published_locale";
  DROP TYPE "cms"."enum_corporate_page_formats_cards_icon";
  DROP TYPE "cms"."enum_corporate_page_status";
  DROP TYPE "cms"."enum__corporate_page_v_version_formats_cards_icon";
  DROP TYPE "cms"."enum__corporate_page_v_version_status";
  DROP TYPE "cms"."enum__corporate_page_v_published_locale";
  DROP TYPE "cms"."enum_careers_page_openings_jobs_area";
  DROP TYPE "cms"."enum_careers_page_why_join_cards_icon";
  DROP TYPE "cms"."enum_careers_page_status";
  DROP TYPE "cms"."enum__careers_page_v_version_openings_jobs_area";
  DROP TYPE "cms"."enum__careers_page_v_version_why_join_cards_icon";
  DROP TYPE "cms"."enum__careers_page_v_version_status";
  DROP TYPE "cms"."enum__careers_page_v_published_locale";`)
}
