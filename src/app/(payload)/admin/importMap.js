import { TranslationBanner as TranslationBanner_b8ddd3afbe63a800399d908db7f3cde1 } from '../../../../src/components/admin/translation/TranslationBanner'
import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { ContentRowLabel as ContentRowLabel_9403f9af35546fd56856767ba4a7d19d } from '../../../../src/components/admin/RowLabels'
import { BlockRowLabel as BlockRowLabel_9403f9af35546fd56856767ba4a7d19d } from '../../../../src/components/admin/RowLabels'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HistoryPanel as HistoryPanel_c07cc14a6c2ab0049454101e6c98e431 } from '../../../../src/components/admin/history/HistoryPanel'
import { RefusedSaveNotice as RefusedSaveNotice_26c9239e8f07b4b182ad3e84f680162f } from '../../../../src/components/admin/RefusedSaveNotice'
import { OpenNewRows as OpenNewRows_e4aef8e54e7e3215614ca56218d4502d } from '../../../../src/components/admin/OpenNewRows'
import { SchedulePublishButton as SchedulePublishButton_7f0de4c00aad552ed53f48a6edbe90e7 } from '../../../../src/components/admin/SchedulePublishButton'
import { YesNoCell as YesNoCell_47e5a44a1acfe6b5e2ba435b03f9d2a0 } from '../../../../src/components/admin/YesNoCell'
import { TimeOfDayField as TimeOfDayField_754342e22aeff882a1a7594fb318a8c0 } from '../../../../collections/CrisisResources/TimeOfDayField'
import { OpeningRowLabel as OpeningRowLabel_228d2a4ee883a3edec4c7adf806a9f74 } from '../../../../collections/CrisisResources/RowLabels'
import { ClosureRowLabel as ClosureRowLabel_228d2a4ee883a3edec4c7adf806a9f74 } from '../../../../collections/CrisisResources/RowLabels'
import { EagerGroupField as EagerGroupField_24a8bbbeded5506acc52b12162aee444 } from '../../../../src/components/admin/EagerGroupField'
import { OutageRowLabel as OutageRowLabel_228d2a4ee883a3edec4c7adf806a9f74 } from '../../../../collections/CrisisResources/RowLabels'
import { PublishHelp as PublishHelp_9a326a72a1dd4124b70d750713bfd293 } from '../../../../collections/CrisisResources/PublishHelp'
import { PasswordFormChecks as PasswordFormChecks_8afd0827cedf3d0b7c061b78c0c7a241 } from '../../../../src/components/admin/PasswordFormChecks'
import { CurrentPasswordField as CurrentPasswordField_179c7511c2cf164a015226cccd6b6988 } from '../../../../src/components/admin/CurrentPasswordField'
import { InviteTeamMemberLink as InviteTeamMemberLink_aa22ccb957f51a0e31d1dceee6a0bb22 } from '../../../../src/components/admin/InviteTeamMemberLink'
import { FormFieldRowLabel as FormFieldRowLabel_a660ef1337ba603fcd319698ab6ad359 } from '../../../../collections/Forms/RowLabel'
import { NotificationStatus as NotificationStatus_8987cf34ecc7f03b07fb0899cd3ada95 } from '../../../../collections/FormSubmissions/NotificationStatus'
import { DateTimeCell as DateTimeCell_ad1330d65bc11b485f4bc2a1e2647fa9 } from '../../../../src/components/admin/DateTimeCell'
import { SubmissionsListTools as SubmissionsListTools_c80b11c266940079d10ffe69cc053491 } from '../../../../collections/FormSubmissions/ListTools'
import { SubscribersListTools as SubscribersListTools_eda78e97f749e9489a68e9d5538de47a } from '../../../../collections/NewsletterSubscribers/ListTools'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { WhoCanChange as WhoCanChange_ea97a82b2b2b87ebb30fb12bffb83361 } from '../../../../src/components/admin/SettingsWhoCanChange'
import { SkipLink as SkipLink_291077b322d3d732b97c738de7ff49af } from '../../../../src/components/admin/SkipLink'
import { ContentLanguageBar as ContentLanguageBar_97e63e117dc301b0179cbe55cb0e1d75 } from '../../../../src/components/admin/ContentLanguageBar'
import { LogoutButton as LogoutButton_c765f3d307b2960b48426b90d0d020e3 } from '../../../../src/components/admin/LogoutButton'
import { AdminIcon as AdminIcon_83a4e0f4639e3b4413a9f9b7c1f29385 } from '../../../../src/components/admin/AdminBrand'
import { AdminLogo as AdminLogo_83a4e0f4639e3b4413a9f9b7c1f29385 } from '../../../../src/components/admin/AdminBrand'
import { AdminNavLinks as AdminNavLinks_4177a90ad7cee8071cee118f56acc292 } from '../../../../src/components/admin/AdminNavLinks'
import { NavOpenOnDesktop as NavOpenOnDesktop_d09fed1a9d95a52f096581b9899a7c37 } from '../../../../src/components/admin/NavOpenOnDesktop'
import { ConfirmRowRemoval as ConfirmRowRemoval_8c379fb3c823db3d075d181d1adeccbe } from '../../../../src/components/admin/ConfirmRowRemoval'
import { NameIconButtons as NameIconButtons_6ecdf2d508725ea45110d0a47318942c } from '../../../../src/components/admin/NameIconButtons'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_64c0c90ebca14f66a63e953307240de5 } from '../../../../src/components/admin/DashboardView'
import { WebsiteView as WebsiteView_d21a18a0870d447eff13b7992fc4ab6f } from '../../../../src/components/admin/WebsiteView'
import { IntegrationsView as IntegrationsView_50bfbeeae0367c0094eea4b0ba780dc5 } from '../../../../src/components/admin/IntegrationsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/translation/TranslationBanner#TranslationBanner": TranslationBanner_b8ddd3afbe63a800399d908db7f3cde1,
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "/src/components/admin/RowLabels#ContentRowLabel": ContentRowLabel_9403f9af35546fd56856767ba4a7d19d,
  "/src/components/admin/RowLabels#BlockRowLabel": BlockRowLabel_9403f9af35546fd56856767ba4a7d19d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/history/HistoryPanel#HistoryPanel": HistoryPanel_c07cc14a6c2ab0049454101e6c98e431,
  "/src/components/admin/RefusedSaveNotice#RefusedSaveNotice": RefusedSaveNotice_26c9239e8f07b4b182ad3e84f680162f,
  "/src/components/admin/OpenNewRows#OpenNewRows": OpenNewRows_e4aef8e54e7e3215614ca56218d4502d,
  "/src/components/admin/SchedulePublishButton#SchedulePublishButton": SchedulePublishButton_7f0de4c00aad552ed53f48a6edbe90e7,
  "/src/components/admin/YesNoCell#YesNoCell": YesNoCell_47e5a44a1acfe6b5e2ba435b03f9d2a0,
  "/collections/CrisisResources/TimeOfDayField#TimeOfDayField": TimeOfDayField_754342e22aeff882a1a7594fb318a8c0,
  "/collections/CrisisResources/RowLabels#OpeningRowLabel": OpeningRowLabel_228d2a4ee883a3edec4c7adf806a9f74,
  "/collections/CrisisResources/RowLabels#ClosureRowLabel": ClosureRowLabel_228d2a4ee883a3edec4c7adf806a9f74,
  "/src/components/admin/EagerGroupField#EagerGroupField": EagerGroupField_24a8bbbeded5506acc52b12162aee444,
  "/collections/CrisisResources/RowLabels#OutageRowLabel": OutageRowLabel_228d2a4ee883a3edec4c7adf806a9f74,
  "/collections/CrisisResources/PublishHelp#PublishHelp": PublishHelp_9a326a72a1dd4124b70d750713bfd293,
  "/src/components/admin/PasswordFormChecks#PasswordFormChecks": PasswordFormChecks_8afd0827cedf3d0b7c061b78c0c7a241,
  "/src/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_179c7511c2cf164a015226cccd6b6988,
  "/src/components/admin/InviteTeamMemberLink#InviteTeamMemberLink": InviteTeamMemberLink_aa22ccb957f51a0e31d1dceee6a0bb22,
  "/collections/Forms/RowLabel#FormFieldRowLabel": FormFieldRowLabel_a660ef1337ba603fcd319698ab6ad359,
  "/collections/FormSubmissions/NotificationStatus#NotificationStatus": NotificationStatus_8987cf34ecc7f03b07fb0899cd3ada95,
  "/src/components/admin/DateTimeCell#DateTimeCell": DateTimeCell_ad1330d65bc11b485f4bc2a1e2647fa9,
  "/collections/FormSubmissions/ListTools#SubmissionsListTools": SubmissionsListTools_c80b11c266940079d10ffe69cc053491,
  "/collections/NewsletterSubscribers/ListTools#SubscribersListTools": SubscribersListTools_eda78e97f749e9489a68e9d5538de47a,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "/src/components/admin/SettingsWhoCanChange#WhoCanChange": WhoCanChange_ea97a82b2b2b87ebb30fb12bffb83361,
  "/src/components/admin/SkipLink#SkipLink": SkipLink_291077b322d3d732b97c738de7ff49af,
  "/src/components/admin/ContentLanguageBar#ContentLanguageBar": ContentLanguageBar_97e63e117dc301b0179cbe55cb0e1d75,
  "/src/components/admin/LogoutButton#LogoutButton": LogoutButton_c765f3d307b2960b48426b90d0d020e3,
  "/src/components/admin/AdminBrand#AdminIcon": AdminIcon_83a4e0f4639e3b4413a9f9b7c1f29385,
  "/src/components/admin/AdminBrand#AdminLogo": AdminLogo_83a4e0f4639e3b4413a9f9b7c1f29385,
  "/src/components/admin/AdminNavLinks#AdminNavLinks": AdminNavLinks_4177a90ad7cee8071cee118f56acc292,
  "/src/components/admin/NavOpenOnDesktop#NavOpenOnDesktop": NavOpenOnDesktop_d09fed1a9d95a52f096581b9899a7c37,
  "/src/components/admin/ConfirmRowRemoval#ConfirmRowRemoval": ConfirmRowRemoval_8c379fb3c823db3d075d181d1adeccbe,
  "/src/components/admin/NameIconButtons#NameIconButtons": NameIconButtons_6ecdf2d508725ea45110d0a47318942c,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/admin/DashboardView#DashboardView": DashboardView_64c0c90ebca14f66a63e953307240de5,
  "/src/components/admin/WebsiteView#WebsiteView": WebsiteView_d21a18a0870d447eff13b7992fc4ab6f,
  "/src/components/admin/IntegrationsView#IntegrationsView": IntegrationsView_50bfbeeae0367c0094eea4b0ba780dc5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
