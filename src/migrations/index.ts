import * as migration_20261122_024346_initial from './20261122_024346_initial';
import * as migration_20261122_041356_content_forms_auth_monitoring from './20261122_041356_content_forms_auth_monitoring';
import * as migration_20261123_144817_crisis_facts_hours_verification from './20261123_144817_crisis_facts_hours_verification';
import * as migration_20261123_153200_site_facts from './20261123_153200_site_facts';
import * as migration_20261124_153121_crisis_usage from './20261124_153121_crisis_usage';
import * as migration_20261124_183402_localization from './20261124_183402_localization';
import * as migration_20261124_214000_forms_localization from './20261124_214000_forms_localization';
import * as migration_20261125_003702_newsletter_language from './20261125_003702_newsletter_language';
import * as migration_20261125_125314_crisis_tags from './20261125_125314_crisis_tags';
import * as migration_20261125_190248_staff_notification from './20261125_190248_staff_notification';
import * as migration_20261125_190500_pages_empty_drafts from './20261125_190500_pages_empty_drafts';
import * as migration_20261125_190752_crisis_closure_ranges from './20261125_190752_crisis_closure_ranges';
import * as migration_20261125_190901_page_links from './20261125_190901_page_links';
import * as migration_20261125_192734_version_authors from './20261125_192734_version_authors';
import * as migration_20261125_203500_merged_schema from './20261125_203500_merged_schema';
import * as migration_20261126_144439_media_storage_fields from './20261126_144439_media_storage_fields';
import * as migration_20261127_185832_drop_account_lockout from './20261127_185832_drop_account_lockout';
import * as migration_20261128_172954_stories from './20261128_172954_stories';
import * as migration_20261128_174520_redirects from './20261128_174520_redirects';
import * as migration_20261128_180454_search from './20261128_180454_search';
import * as migration_20261128_205951_jobs from './20261128_205951_jobs';
import * as migration_20261128_221959_deactivated_members from './20261128_221959_deactivated_members';
import * as migration_20261128_235227_crisis_outages from './20261128_235227_crisis_outages';
import * as migration_20261129_002620_outbox from './20261129_002620_outbox';
import * as migration_20261129_030329_media_alt_per_language from './20261129_030329_media_alt_per_language';
import * as migration_20261206_195724_sign_in_alerts from './20261206_195724_sign_in_alerts';
import * as migration_20261206_223959_footer_columns from './20261206_223959_footer_columns';
import * as migration_20261206_224202_search_languages from './20261206_224202_search_languages';
import * as migration_20261207_014444_crisis_answers_in from './20261207_014444_crisis_answers_in';
import * as migration_20261207_014855_outbox_about from './20261207_014855_outbox_about';
import * as migration_20261207_015954_submission_topic from './20261207_015954_submission_topic';
import * as migration_20261207_020013_menu_authors from './20261207_020013_menu_authors';
import * as migration_20261207_022609_time_zones_named from './20261207_022609_time_zones_named';
import * as migration_20261207_045837_events from './20261207_045837_events';
import * as migration_20261207_050104_search_events from './20261207_050104_search_events';
import * as migration_20261207_052900_event_registrations from './20261207_052900_event_registrations';
import * as migration_20261207_054044_event_redirects from './20261207_054044_event_redirects';
import * as migration_20261207_090000_newsletter_intro from './20261207_090000_newsletter_intro';

export const migrations = [
  {
    up: migration_20261122_024346_initial.up,
    down: migration_20261122_024346_initial.down,
    name: '20261122_024346_initial',
  },
  {
    up: migration_20261122_041356_content_forms_auth_monitoring.up,
    down: migration_20261122_041356_content_forms_auth_monitoring.down,
    name: '20261122_041356_content_forms_auth_monitoring',
  },
  {
    up: migration_20261123_144817_crisis_facts_hours_verification.up,
    down: migration_20261123_144817_crisis_facts_hours_verification.down,
    name: '20261123_144817_crisis_facts_hours_verification',
  },
  {
    up: migration_20261123_153200_site_facts.up,
    down: migration_20261123_153200_site_facts.down,
    name: '20261123_153200_site_facts',
  },
  {
    up: migration_20261124_153121_crisis_usage.up,
    down: migration_20261124_153121_crisis_usage.down,
    name: '20261124_153121_crisis_usage',
  },
  {
    up: migration_20261124_183402_localization.up,
    down: migration_20261124_183402_localization.down,
    name: '20261124_183402_localization',
  },
  {
    up: migration_20261124_214000_forms_localization.up,
    down: migration_20261124_214000_forms_localization.down,
    name: '20261124_214000_forms_localization',
  },
  {
    up: migration_20261125_003702_newsletter_language.up,
    down: migration_20261125_003702_newsletter_language.down,
    name: '20261125_003702_newsletter_language',
  },
  {
    up: migration_20261125_125314_crisis_tags.up,
    down: migration_20261125_125314_crisis_tags.down,
    name: '20261125_125314_crisis_tags',
  },
  {
    up: migration_20261125_190248_staff_notification.up,
    down: migration_20261125_190248_staff_notification.down,
    name: '20261125_190248_staff_notification',
  },
  {
    up: migration_20261125_190500_pages_empty_drafts.up,
    down: migration_20261125_190500_pages_empty_drafts.down,
    name: '20261125_190500_pages_empty_drafts',
  },
  {
    up: migration_20261125_190752_crisis_closure_ranges.up,
    down: migration_20261125_190752_crisis_closure_ranges.down,
    name: '20261125_190752_crisis_closure_ranges',
  },
  {
    up: migration_20261125_190901_page_links.up,
    down: migration_20261125_190901_page_links.down,
    name: '20261125_190901_page_links',
  },
  {
    up: migration_20261125_192734_version_authors.up,
    down: migration_20261125_192734_version_authors.down,
    name: '20261125_192734_version_authors',
  },
  {
    up: migration_20261125_203500_merged_schema.up,
    down: migration_20261125_203500_merged_schema.down,
    name: '20261125_203500_merged_schema',
  },
  {
    up: migration_20261126_144439_media_storage_fields.up,
    down: migration_20261126_144439_media_storage_fields.down,
    name: '20261126_144439_media_storage_fields',
  },
  {
    up: migration_20261127_185832_drop_account_lockout.up,
    down: migration_20261127_185832_drop_account_lockout.down,
    name: '20261127_185832_drop_account_lockout',
  },
  {
    up: migration_20261128_172954_stories.up,
    down: migration_20261128_172954_stories.down,
    name: '20261128_172954_stories',
  },
  {
    up: migration_20261128_174520_redirects.up,
    down: migration_20261128_174520_redirects.down,
    name: '20261128_174520_redirects',
  },
  {
    up: migration_20261128_180454_search.up,
    down: migration_20261128_180454_search.down,
    name: '20261128_180454_search',
  },
  {
    up: migration_20261128_205951_jobs.up,
    down: migration_20261128_205951_jobs.down,
    name: '20261128_205951_jobs',
  },
  {
    up: migration_20261128_221959_deactivated_members.up,
    down: migration_20261128_221959_deactivated_members.down,
    name: '20261128_221959_deactivated_members',
  },
  {
    up: migration_20261128_235227_crisis_outages.up,
    down: migration_20261128_235227_crisis_outages.down,
    name: '20261128_235227_crisis_outages',
  },
  {
    up: migration_20261129_002620_outbox.up,
    down: migration_20261129_002620_outbox.down,
    name: '20261129_002620_outbox',
  },
  {
    up: migration_20261129_030329_media_alt_per_language.up,
    down: migration_20261129_030329_media_alt_per_language.down,
    name: '20261129_030329_media_alt_per_language',
  },
  {
    up: migration_20261206_195724_sign_in_alerts.up,
    down: migration_20261206_195724_sign_in_alerts.down,
    name: '20261206_195724_sign_in_alerts',
  },
  {
    up: migration_20261206_223959_footer_columns.up,
    down: migration_20261206_223959_footer_columns.down,
    name: '20261206_223959_footer_columns',
  },
  {
    up: migration_20261206_224202_search_languages.up,
    down: migration_20261206_224202_search_languages.down,
    name: '20261206_224202_search_languages',
  },
  {
    up: migration_20261207_014444_crisis_answers_in.up,
    down: migration_20261207_014444_crisis_answers_in.down,
    name: '20261207_014444_crisis_answers_in',
  },
  {
    up: migration_20261207_014855_outbox_about.up,
    down: migration_20261207_014855_outbox_about.down,
    name: '20261207_014855_outbox_about',
  },
  {
    up: migration_20261207_015954_submission_topic.up,
    down: migration_20261207_015954_submission_topic.down,
    name: '20261207_015954_submission_topic',
  },
  {
    up: migration_20261207_020013_menu_authors.up,
    down: migration_20261207_020013_menu_authors.down,
    name: '20261207_020013_menu_authors',
  },
  {
    up: migration_20261207_022609_time_zones_named.up,
    down: migration_20261207_022609_time_zones_named.down,
    name: '20261207_022609_time_zones_named',
  },
  {
    up: migration_20261207_045837_events.up,
    down: migration_20261207_045837_events.down,
    name: '20261207_045837_events',
  },
  {
    up: migration_20261207_050104_search_events.up,
    down: migration_20261207_050104_search_events.down,
    name: '20261207_050104_search_events',
  },
  {
    up: migration_20261207_052900_event_registrations.up,
    down: migration_20261207_052900_event_registrations.down,
    name: '20261207_052900_event_registrations',
  },
  {
    up: migration_20261207_054044_event_redirects.up,
    down: migration_20261207_054044_event_redirects.down,
    name: '20261207_054044_event_redirects',
  },
  {
    up: migration_20261207_090000_newsletter_intro.up,
    down: migration_20261207_090000_newsletter_intro.down,
    name: '20261207_090000_newsletter_intro',
  },
];
